// The admin console's support views (decision 024): an account's billing, and the
// audit log with its filters and the names of what each entry touched. Staff only.
import { z } from 'zod';
import { PaymentProvider } from './billing';
import { PageQuery } from './discovery';
import { envelope } from './envelope';
import { Currency } from './plans';
import { oneLineText } from './text-fields';

export const SUPPORT_MESSAGES = {
  billing: 'Billing.',
  actor: 'The staff member must be an account id or an e-mail address',
  action: 'The action must be one the audit log records, like account.suspend',
  target: 'The target must be an id (at most 64 characters)',
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  range: 'The start date must come before (or on) the end date',
} as const;

// ---- Billing -----------------------------------------------------------------------------

/** How many of each list the billing view shows, the newest first. */
export const BILLING_LIST_LIMIT = 50;

/** Money received for an order, as the provider confirmed it (major units). */
export const BillingPayment = z.object({
  id: z.string(),
  provider: PaymentProvider,
  /** Paystack's transaction reference, PayPal's capture id, the sandbox's own. */
  providerReference: z.string(),
  amount: z.number(),
  currency: Currency,
  paidAt: z.iso.datetime(),
});
export type BillingPayment = z.infer<typeof BillingPayment>;

/** An attempt to buy a plan, with its payment when money arrived. No provider payload. */
export const BillingOrder = z.object({
  id: z.string(),
  planName: z.string(),
  provider: PaymentProvider,
  /** Ours: Paystack's reference and the sandbox page key. */
  reference: z.string(),
  /** The provider's own id for it (PayPal's order id). */
  providerOrderId: z.string().nullable(),
  amount: z.number(),
  currency: Currency,
  status: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  /** Why it failed or expired, in our words (amount mismatch, declined…). */
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  payment: BillingPayment.nullable(),
});
export type BillingOrder = z.infer<typeof BillingOrder>;

/** A year of a plan: bought (source 'paid', with its payment) or granted by staff. */
export const BillingSubscription = z.object({
  id: z.string(),
  planName: z.string(),
  currency: Currency,
  source: z.enum(['paid', 'granted']),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The payment that bought it (paid years). */
  paymentReference: z.string().nullable(),
  /** The staff member who granted it, by e-mail ('a deleted staff account' when gone). */
  grantedBy: z.string().nullable(),
  grantReason: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

export const AccountBilling = z.object({
  /** The newest BILLING_LIST_LIMIT orders; `ordersTotal` counts them all. */
  orders: z.array(BillingOrder),
  ordersTotal: z.number().int(),
  subscriptions: z.array(BillingSubscription),
  subscriptionsTotal: z.number().int(),
});
export type AccountBilling = z.infer<typeof AccountBilling>;
export const AccountBillingResponse = envelope(AccountBilling);

// ---- Audit log ---------------------------------------------------------------------------

const IsoDay = (error: string) => z.iso.date({ error });
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/**
 * Every action the API writes to the audit log, and only those: the API's recordAudit takes one
 * of these (so a new action fails typecheck until it is listed here), the console names each
 * one (its names are keyed by this list) and the audit filter accepts only these.
 */
export const AUDIT_ACTIONS = [
  'account.suspend',
  'account.reinstate',
  'account.singles_limit',
  'account.grant_subscription',
  'account.delete',
  'account.grant_admin',
  'account.revoke_admin',
  'account.warn_non_response',
  'report.dismiss',
  'report.suspend',
  'report.redact',
  'report.warn',
  'plan.create',
  'plan.update',
  'plan.retire',
  'plan.restore',
  'genotype.open_file',
  'genotype.checked',
  'genotype.rejected',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * `GET /admin/audit?actor&action&target&from&to&page&limit`: every filter optional. `actor` is
 * a staff account's id or e-mail; `from` and `to` are UTC days, both included.
 */
export const AuditQuery = PageQuery.extend({
  actor: oneLineText({ error: SUPPORT_MESSAGES.actor })
    .trim()
    .max(254, SUPPORT_MESSAGES.actor)
    .refine((v) => UUID_RE.test(v) || EMAIL_RE.test(v), SUPPORT_MESSAGES.actor)
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: SUPPORT_MESSAGES.action }).optional(),
  target: z
    .string({ error: SUPPORT_MESSAGES.target })
    .regex(/^[A-Za-z0-9-]{1,64}$/, SUPPORT_MESSAGES.target)
    .optional(),
  from: IsoDay(SUPPORT_MESSAGES.from).optional(),
  to: IsoDay(SUPPORT_MESSAGES.to).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: SUPPORT_MESSAGES.range,
  path: ['to'],
});
export type AuditQuery = z.output<typeof AuditQuery>;

export const AuditTarget = z.object({
  /** What the target is called now: an account's e-mail, a single's display id, a plan's name
   * and currency, a report's reported display id; null when it is gone and nothing recorded it. */
  label: z.string().nullable(),
  /** The account to open for it in the console (the account itself, or a single's family). */
  accountId: z.string().nullable(),
});

export const AuditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), label: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  target: AuditTarget,
  reason: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = z.object({ entries: z.array(AuditEntry), totalCount: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;
export const AuditResponse = envelope(AuditPage);
