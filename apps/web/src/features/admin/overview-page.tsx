import { type CurrencyAmounts, OVERVIEW_MAX_DAYS, type Overview } from '@waliyy/contract/admin';
import { formatAmount } from '@waliyy/contract/currency';
import { useState } from 'react';
import { TextField } from '../../components/fields/text-field';
import { useOverview } from './api';
import { AdminPage, Failed, Loading, Section } from './components/admin-ui';
import { BarChart } from './components/bar-chart';
import { daysInRange, formatDay, utcDay } from './format';

const CURRENCIES = [
  { code: 'NGN', name: 'naira' },
  { code: 'USD', name: 'US dollars' },
  { code: 'GBP', name: 'pounds' },
] as const satisfies readonly { code: keyof CurrencyAmounts; name: string }[];

/** Why a range cannot be shown, or null. */
export function rangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates.';
  const days = daysInRange(from, to);
  if (Number.isNaN(days)) return 'Choose both dates.';
  if (days < 1) return 'The start date must be on or before the end date.';
  if (days > OVERVIEW_MAX_DAYS) return `Choose a range of at most ${OVERVIEW_MAX_DAYS} days.`;
  return null;
}

/**
 * /admin: sign-ups, visits (anonymous page views, POST /metrics/log-visit), subscriptions, likes,
 * matches and money per UTC day, the last 30 by default.
 */
export function AdminOverviewPage() {
  const [from, setFrom] = useState(() => utcDay(new Date(), 29));
  const [to, setTo] = useState(() => utcDay(new Date()));
  const error = rangeError(from, to);
  const overview = useOverview(error ? null : { from, to });

  return (
    <AdminPage title="Overview" intro="Whole days in UTC, both ends included.">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-brand-900">Date range</legend>
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:max-w-2xl">
          <TextField
            label="From"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            error={error ?? undefined}
          />
        </div>
      </fieldset>
      {error ? null : overview.isPending ? (
        <Loading>Loading the overview…</Loading>
      ) : overview.isError ? (
        <Failed query={overview} fallback="We could not load the overview" />
      ) : (
        <OverviewView overview={overview.data} />
      )}
    </AdminPage>
  );
}

function OverviewView({ overview }: { overview: Overview }) {
  const { totals, days } = overview;
  const series = (pick: (day: Overview['days'][number]) => number) =>
    days.map((day) => ({ date: day.date, value: pick(day) }));
  const stats = [
    ['Sign-ups', String(totals.signups)],
    ['Visits', String(totals.visits)],
    ['Likes', String(totals.likes)],
    ['Matches', String(totals.matches)],
    ['Revenue', CURRENCIES.map((c) => formatAmount(totals.revenue[c.code], c.code)).join(' · ')],
  ] as const;

  return (
    <>
      <Section
        id="overview-totals"
        title={`Totals, ${formatDay(overview.from)} to ${formatDay(overview.to)}`}
      >
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map(([label, value]) => (
            <div
              key={label}
              className={`rounded-2xl border border-cream-300 bg-white p-4 ${
                label === 'Revenue' ? 'sm:col-span-2 lg:col-span-4' : ''
              }`}
            >
              <dt className="text-sm font-semibold text-muted">{label}</dt>
              <dd className="mt-1 wrap-anywhere text-2xl font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="overview-charts" title="Per day">
        <div className="grid gap-4 md:grid-cols-2">
          <BarChart title="Sign-ups" points={series((d) => d.signups)} />
          <BarChart title="Visits" points={series((d) => d.visits)} />
          <BarChart title="Active subscriptions" points={series((d) => d.activeSubscriptions)} />
          <BarChart title="Likes" points={series((d) => d.likes)} />
          <BarChart title="Matches" points={series((d) => d.matches)} />
          {CURRENCIES.map((currency) => (
            <BarChart
              key={currency.code}
              title={`Revenue in ${currency.name} (${currency.code})`}
              points={series((d) => d.revenue[currency.code])}
              format={(value) => formatAmount(value, currency.code)}
            />
          ))}
        </div>
      </Section>
    </>
  );
}
