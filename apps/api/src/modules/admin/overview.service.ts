import type {
  CurrencyAmounts,
  Overview,
  OverviewBucket,
  OverviewFlows,
  OverviewQuery,
} from '@waliyy/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toMajorUnits } from '../../lib/payments/money';
import * as repo from './overview.repository';

const DAY_MS = 86_400_000;
const zero = (): CurrencyAmounts => ({ NGN: 0, USD: 0, GBP: 0 });
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const FLOW_KEYS = [
  'signups',
  'visits',
  'likes',
  'likesAnswered',
  'likesExpired',
  'matches',
  'suspensions',
  'deletions',
  'failedPayments',
  'abandonedPayments',
] as const satisfies readonly Exclude<keyof OverviewFlows, 'revenue'>[];

/**
 * `GET /admin/overview?from&to&group` (decisions 012 and 023): series over whole UTC days, both ends
 * included (the contract caps the range at 366 days), per day, week or month, and the figures
 * an operator reads as they stand now. Two round trips, run together (overview.repository.ts).
 * Active subscriptions are the years running at the start plus each bucket's starts less its
 * ends, i.e. the years running at the end of each bucket.
 */
export function createOverviewService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async overview({ from, to, group }: OverviewQuery): Promise<Overview> {
      const span: repo.Span = {
        from,
        to,
        group,
        start: new Date(`${from}T00:00:00Z`),
        end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
      };
      const now = clock.now();
      const [rows, snap] = await Promise.all([
        repo.seriesPerBucket(db, span, now),
        repo.snapshot(db, span, now),
      ]);

      const totals: OverviewFlows = {
        ...(Object.fromEntries(FLOW_KEYS.map((k) => [k, 0])) as Omit<OverviewFlows, 'revenue'>),
        revenue: zero(),
      };
      let running = snap.running;
      const buckets = rows.map((row, i): OverviewBucket => {
        running += row.starts - row.expiries;
        const next = rows[i + 1];
        const bucket: OverviewBucket = {
          start: i === 0 ? from : row.k,
          end: next ? dayBefore(next.k) : to,
          signups: row.signups,
          visits: row.visits,
          activeSubscriptions: running,
          likes: row.likes,
          likesAnswered: row.answered,
          likesExpired: row.expired,
          matches: row.matches,
          suspensions: row.suspensions,
          deletions: row.deletions,
          failedPayments: row.failed_payments,
          abandonedPayments: row.abandoned_payments,
          revenue: {
            NGN: toMajorUnits(Number(row.ngn)),
            USD: toMajorUnits(Number(row.usd)),
            GBP: toMajorUnits(Number(row.gbp)),
          },
        };
        for (const k of FLOW_KEYS) totals[k] += bucket[k];
        for (const c of ['NGN', 'USD', 'GBP'] as const) totals.revenue[c] += bucket.revenue[c];
        return bucket;
      });
      // Sums of major units: back to cents, so 0.1 + 0.2 reads 0.3.
      for (const c of ['NGN', 'USD', 'GBP'] as const) {
        totals.revenue[c] = Math.round(totals.revenue[c] * 100) / 100;
      }

      return {
        from,
        to,
        group,
        asOf: now.toISOString(),
        buckets,
        totals,
        conversion: { signedUp: snap.signed_up, paid: snap.paid },
        activeFamilies: { last7Days: snap.active7, last30Days: snap.active30 },
        reports: { open: snap.open_reports, oldestOpenAt: iso(snap.oldest_open_report) },
        outbox: {
          pending: snap.pending_mail,
          oldestPendingAt: iso(snap.oldest_pending_mail),
          failed: snap.failed_mail,
        },
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
