import { useId } from 'react';
import { formatDay } from '../format';

// A hand-drawn bar chart, a bar per day, week or month: a chart library would weigh more than the whole console, and
// this only needs bars, two dates and a top value. The numbers are also in a table for screen
// readers and anyone who wants them exactly.

export type ChartPoint = { date: string; value: number };

type BarChartProps = {
  title: string;
  points: readonly ChartPoint[];
  format?: (value: number) => string;
  /** What a bar stands for, in the label and the table: 'day' (the default), 'week', 'month'. */
  unit?: 'day' | 'week' | 'month';
};

const UNIT_HEADINGS = { day: 'Day', week: 'Week from', month: 'Month from' } as const;

const HEIGHT = 100;

export function BarChart({ title, points, format = String, unit = 'day' }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const first = points[0] ? formatDay(points[0].date) : '';
  const last = points.at(-1) ? formatDay(points.at(-1)!.date) : '';
  const width = Math.max(points.length, 1);
  const count = `${points.length} ${unit}${points.length === 1 ? '' : 's'}`;
  const label = `${title}: ${count} from ${first} to ${last}, highest ${format(max)}`;

  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-3xl border border-cream-300 bg-white p-4 sm:p-5"
    >
      <h3 id={titleId} className="font-semibold text-brand-900">
        {title}
      </h3>
      <p aria-hidden="true" className="mt-2 text-xs text-muted">
        {format(max)}
      </p>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        // Time runs left to right in every language: the chart does not mirror.
        className="mt-1 block h-32 w-full border-b-2 border-s-2 border-cream-300 [direction:ltr]"
      >
        {points.map((point, index) => {
          const height = max > 0 ? (point.value / max) * HEIGHT : 0;
          return (
            <rect
              key={point.date}
              x={index + 0.15}
              y={HEIGHT - height}
              width={0.7}
              height={height}
              className="fill-brand-700"
            />
          );
        })}
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between gap-2 text-xs text-muted">
        <span>{first}</span>
        <span>{last}</span>
      </p>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-900">
          Show the numbers
        </summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {UNIT_HEADINGS[unit]}
              </th>
              <th scope="col" className="text-end">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row" className="text-start font-normal">
                  {formatDay(point.date)}
                </th>
                <td className="text-end">{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
