// The admin console's overview (decisions 012 and 023): what an operator reads first. Staff only.
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { envelope } from './envelope';

export const OVERVIEW_MESSAGES = {
  rangeOrder: 'The start date must be on or before the end date.',
  /** Also what the web says before it asks. */
  rangeLength: 'Choose a range of at most 366 days.',
  group: "Group must be 'day', 'week' or 'month'.",
} as const;

/** The longest overview range, in days (both ends included). */
export const OVERVIEW_MAX_DAYS = 366;

/** How the series are grouped: per UTC day, per ISO week (Monday first) or per month. */
export const OVERVIEW_GROUPS = ['day', 'week', 'month'] as const;
export const OverviewGroup = z.enum(OVERVIEW_GROUPS, { error: OVERVIEW_MESSAGES.group });
export type OverviewGroup = z.infer<typeof OverviewGroup>;

const IsoDate = z.iso.date({ error: ADMIN_MESSAGES.date });
const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const overviewDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * `GET /admin/overview?from&to&group`: whole UTC days, both ends included, at most 366 of them,
 * grouped per day (the default), week or month.
 */
export const OverviewQuery = z
  .object({ from: IsoDate, to: IsoDate, group: OverviewGroup.default('day') })
  .refine((q) => overviewDays(q.from, q.to) >= 1, {
    message: OVERVIEW_MESSAGES.rangeOrder,
    path: ['to'],
  })
  .refine((q) => overviewDays(q.from, q.to) <= OVERVIEW_MAX_DAYS, {
    message: OVERVIEW_MESSAGES.rangeLength,
    path: ['to'],
  });
export type OverviewQuery = z.output<typeof OverviewQuery>;

/** Major units per currency. */
export const CurrencyAmounts = z.object({ NGN: z.number(), USD: z.number(), GBP: z.number() });
export type CurrencyAmounts = z.infer<typeof CurrencyAmounts>;

const count = z.number().int();

/** What is summed over a bucket, and over the whole range in `totals`. */
const Flows = z.object({
  /** Accounts opened, deleted ones included (deleted_accounts keeps their sign-up time). */
  signups: count,
  /** Pages viewed, counted anonymously (POST /metrics/log-visit). */
  visits: count,
  /** Likes sent. */
  likes: count,
  /** Of those likes, answered since (accepted or declined; a match ended later included). */
  likesAnswered: count,
  /** Of those likes, left unanswered until they expired. */
  likesExpired: count,
  matches: count,
  /** Accounts suspended by staff (from an account or a report), each once per bucket. */
  suspensions: count,
  /** Accounts deleted, by their family or by staff. */
  deletions: count,
  /** Checkouts started then that failed (declined, wrong amount, refused by the provider). */
  failedPayments: count,
  /** Checkouts started then and never paid before their time ran out. */
  abandonedPayments: count,
  /** Money received (granted years are not money and are not counted). */
  revenue: CurrencyAmounts,
});
export type OverviewFlows = z.infer<typeof Flows>;

export const OverviewBucket = Flows.extend({
  /** The bucket's first and last days inside the range (a week or month may be cut by it). */
  start: z.iso.date(),
  end: z.iso.date(),
  /** Accounts with a running subscription year at the end of the bucket. */
  activeSubscriptions: count,
});
export type OverviewBucket = z.infer<typeof OverviewBucket>;

export const Overview = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  group: OverviewGroup,
  /** When the figures were read: the ages below are measured from it. */
  asOf: z.iso.datetime(),
  /** One entry per day, week or month of the range, oldest first, zeros included. */
  buckets: z.array(OverviewBucket),
  totals: Flows,
  /**
   * Free → paid: of the families (not staff) that signed up in the range and still have an
   * account, how many have paid at least once since (a granted year is not a payment).
   */
  conversion: z.object({ signedUp: count, paid: count }),
  /** Families (not staff) that signed in or used the app in the last 7 and 30 days (now). */
  activeFamilies: z.object({ last7Days: count, last30Days: count }),
  /** The reports queue now. */
  reports: z.object({ open: count, oldestOpenAt: z.iso.datetime().nullable() }),
  /** E-mails: waiting now, the oldest waiting, and those of the range that failed for good. */
  outbox: z.object({
    pending: count,
    oldestPendingAt: z.iso.datetime().nullable(),
    failed: count,
  }),
});
export type Overview = z.infer<typeof Overview>;
export const OverviewResponse = envelope(Overview);
