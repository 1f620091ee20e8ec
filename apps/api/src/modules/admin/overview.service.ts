import type { CurrencyAmounts, Overview, OverviewQuery } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/payments/money';
import { visitsPerDay } from '../metrics/visits.repository';
import * as repo from './overview.repository';

const DAY_MS = 86_400_000;
const zero = (): CurrencyAmounts => ({ NGN: 0, USD: 0, GBP: 0 });

/**
 * `GET /admin/overview?from&to` (issue 8): daily series over whole UTC days, both ends included
 * (the contract caps the range at 366 days). Each series is one indexed GROUP BY day query
 * (visits: site_visits' primary key, summed over its paths);
 * active subscriptions are the count running at the start plus each day's starts less its
 * ends, i.e. the years running at the end of each day.
 */
export function createOverviewService({ db }: { db: Db }) {
  return {
    async overview({ from, to }: OverviewQuery): Promise<Overview> {
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
      const [signups, visits, likes, matches, starts, expiries, base, revenue] = await Promise.all([
        repo.signupsPerDay(db, start, end),
        visitsPerDay(db, from, to),
        repo.likesPerDay(db, start, end),
        repo.matchesPerDay(db, start, end),
        repo.startsPerDay(db, start, end),
        repo.expiriesPerDay(db, start, end),
        repo.activeAt(db, start),
        repo.revenuePerDay(db, start, end),
      ]);
      const byDay = (rows: { day: string; n: number }[]) =>
        new Map(rows.map((r) => [r.day, r.n] as const));
      const [s, v, l, m, st, ex] = [signups, visits, likes, matches, starts, expiries].map(
        byDay,
      ) as [
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
      ];
      const money = new Map<string, CurrencyAmounts>();
      for (const r of revenue) {
        const entry = money.get(r.day) ?? zero();
        entry[r.currency] += toMajorUnits(r.minor);
        money.set(r.day, entry);
      }

      const days: Overview['days'] = [];
      const totals = { signups: 0, visits: 0, likes: 0, matches: 0, revenue: zero() };
      let active = base;
      for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
        const date = new Date(t).toISOString().slice(0, 10);
        active += (st.get(date) ?? 0) - (ex.get(date) ?? 0);
        const day = {
          date,
          signups: s.get(date) ?? 0,
          visits: v.get(date) ?? 0,
          activeSubscriptions: active,
          likes: l.get(date) ?? 0,
          matches: m.get(date) ?? 0,
          revenue: money.get(date) ?? zero(),
        };
        totals.signups += day.signups;
        totals.visits += day.visits;
        totals.likes += day.likes;
        totals.matches += day.matches;
        for (const c of ['NGN', 'USD', 'GBP'] as const) totals.revenue[c] += day.revenue[c];
        days.push(day);
      }
      return { from, to, days, totals };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
