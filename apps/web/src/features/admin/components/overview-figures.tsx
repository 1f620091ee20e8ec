import type { CurrencyAmounts, Overview, OverviewBucket } from '@waliyy/contract/admin-overview';
import { formatAmount } from '@waliyy/contract/currency';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay, formatWhen } from '../format';
import { GROUP_LABELS } from '../overview-range';
import { Section } from './admin-ui';
import { BarChart } from './bar-chart';

const CURRENCIES = [
  { code: 'NGN', name: 'naira' },
  { code: 'USD', name: 'US dollars' },
  { code: 'GBP', name: 'pounds' },
] as const satisfies readonly { code: keyof CurrencyAmounts; name: string }[];

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 1000) / 10}%`;

type Stat = { label: string; value: string; note?: ReactNode; wide?: boolean };

function Stats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`rounded-2xl border border-cream-300 bg-white p-4 ${
            stat.wide ? 'sm:col-span-2 lg:col-span-4' : ''
          }`}
        >
          <dt className="text-sm font-semibold text-muted">{stat.label}</dt>
          <dd className="mt-1 wrap-anywhere text-2xl font-bold text-brand-900">{stat.value}</dd>
          {stat.note ? <dd className="mt-1 text-sm text-muted">{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The overview's figures: now, the range's totals, and a chart per series. */
export function OverviewFigures({ overview }: { overview: Overview }) {
  const { totals, buckets, asOf, conversion, activeFamilies, reports, outbox } = overview;
  const oldest = (iso: string | null, none: string) =>
    iso ? `The oldest since ${formatWhen(iso, new Date(asOf))}.` : none;

  const now: Stat[] = [
    { label: 'Active families, last 7 days', value: String(activeFamilies.last7Days) },
    { label: 'Active families, last 30 days', value: String(activeFamilies.last30Days) },
    {
      label: 'Open reports',
      value: String(reports.open),
      note: oldest(reports.oldestOpenAt, 'The queue is empty.'),
    },
    {
      label: 'E-mails waiting',
      value: String(outbox.pending),
      note: oldest(outbox.oldestPendingAt, 'Nothing is waiting.'),
    },
  ];
  const inRange: Stat[] = [
    { label: 'Sign-ups', value: String(totals.signups), note: 'Deleted accounts included.' },
    { label: 'Visits', value: String(totals.visits) },
    { label: 'Likes sent', value: String(totals.likes) },
    { label: 'Matches', value: String(totals.matches) },
    {
      label: 'Likes answered',
      value: String(totals.likesAnswered),
      note: totals.likes
        ? `${percent(totals.likesAnswered, totals.likes)} of the likes sent in the range.`
        : 'No like was sent in the range.',
    },
    {
      label: 'Likes expired',
      value: String(totals.likesExpired),
      note: totals.likes
        ? `${percent(totals.likesExpired, totals.likes)} went unanswered until they expired.`
        : undefined,
    },
    { label: 'Suspensions', value: String(totals.suspensions) },
    { label: 'Deletions', value: String(totals.deletions) },
    {
      label: 'Failed payments',
      value: String(totals.failedPayments),
      note: 'Checkouts started in the range that failed.',
    },
    {
      label: 'Abandoned payments',
      value: String(totals.abandonedPayments),
      note: 'Checkouts started in the range, never paid in time.',
    },
    {
      label: 'E-mails failed',
      value: String(outbox.failed),
      note: 'Queued in the range, given up after every retry.',
    },
    {
      label: 'Free → paid',
      value: `${conversion.paid} of ${conversion.signedUp} (${percent(conversion.paid, conversion.signedUp)})`,
      note: 'Families that signed up in the range and still have an account, and how many of them have paid at least once since. A year granted by staff is not a payment.',
    },
    {
      label: 'Revenue',
      value: CURRENCIES.map((c) => formatAmount(totals.revenue[c.code], c.code)).join(' · '),
      wide: true,
    },
  ];

  const unit = overview.group;
  const series = (pick: (bucket: OverviewBucket) => number) =>
    buckets.map((bucket) => ({ date: bucket.start, value: pick(bucket) }));
  const charts: [string, (bucket: OverviewBucket) => number][] = [
    ['Sign-ups', (b) => b.signups],
    ['Visits', (b) => b.visits],
    ['Active subscriptions', (b) => b.activeSubscriptions],
    ['Likes', (b) => b.likes],
    ['Likes answered', (b) => b.likesAnswered],
    ['Likes expired', (b) => b.likesExpired],
    ['Matches', (b) => b.matches],
    ['Suspensions', (b) => b.suspensions],
    ['Deletions', (b) => b.deletions],
    ['Failed payments', (b) => b.failedPayments],
    ['Abandoned payments', (b) => b.abandonedPayments],
  ];

  return (
    <>
      <Section id="overview-now" title={`Now, as of ${formatDateTime(asOf)}`}>
        <Stats stats={now} />
      </Section>
      <Section
        id="overview-totals"
        title={`Totals, ${formatDay(overview.from)} to ${formatDay(overview.to)}`}
      >
        <Stats stats={inRange} />
      </Section>
      <Section id="overview-charts" title={GROUP_LABELS[unit]}>
        <div className="grid gap-4 md:grid-cols-2">
          {charts.map(([title, pick]) => (
            <BarChart key={title} title={title} unit={unit} points={series(pick)} />
          ))}
          {CURRENCIES.map((currency) => (
            <BarChart
              key={currency.code}
              title={`Revenue in ${currency.name} (${currency.code})`}
              unit={unit}
              points={series((b) => b.revenue[currency.code])}
              format={(value) => formatAmount(value, currency.code)}
            />
          ))}
        </div>
      </Section>
    </>
  );
}
