// The admin console's API (decision 012): every route under /api/v1/admin, staff only (role admin).
// Staff see guardians' names and e-mails: that is their job. The overview is in admin-overview.ts.
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { PageQuery } from './discovery';
import { envelope } from './envelope';
import { multiLineText, oneLineText } from './text-fields';

export { ADMIN_MESSAGES } from './admin-messages';

export const AdminReason = multiLineText({ error: ADMIN_MESSAGES.reason })
  .min(3, ADMIN_MESSAGES.reason)
  .max(500, ADMIN_MESSAGES.reason);
/** Every staff action says why (the audit log records it). */
export const ReasonBody = z.object({ reason: AdminReason });
export type ReasonBody = z.infer<typeof ReasonBody>;

// ---- Accounts ----------------------------------------------------------------------------

export const AccountsQuery = PageQuery.extend({
  q: oneLineText({ error: ADMIN_MESSAGES.query }).max(200, ADMIN_MESSAGES.query).optional(),
});
export type AccountsQuery = z.output<typeof AccountsQuery>;

export const Role = z.enum(['guardian', 'admin']);
export type Role = z.infer<typeof Role>;

export const AdminAccountSummary = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string(),
  role: Role,
  isVerified: z.boolean(),
  suspendedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  singlesCount: z.number().int(),
});
export type AdminAccountSummary = z.infer<typeof AdminAccountSummary>;

/**
 * One search result: the account, and the single that matched when the search found it by a
 * single's display id or name (what families quote) rather than by the account itself.
 */
export const AccountSearchResult = AdminAccountSummary.extend({
  matchedSingle: z
    .object({ id: z.string(), displayId: z.string(), fullName: z.string() })
    .nullable(),
});
export type AccountSearchResult = z.infer<typeof AccountSearchResult>;

export const AccountsPage = z.object({
  accounts: z.array(AccountSearchResult),
  totalCount: z.number().int(),
});
export type AccountsPage = z.infer<typeof AccountsPage>;
export const AccountsResponse = envelope(AccountsPage);

export const AdminSingle = z.object({
  id: z.string(),
  displayId: z.string(),
  fullName: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  age: z.number().int(),
  /** Discoverable now: not paused and the account not suspended. */
  isListed: z.boolean(),
  isPaused: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminSingle = z.infer<typeof AdminSingle>;

export const AdminAccount = AdminAccountSummary.extend({
  alternateEmail: z.string().nullable(),
  /** What the account may hold now (plan limit or the override, whichever is higher). */
  singlesLimit: z.number().int(),
  /** Staff's override; null = the plan's limit. */
  singlesLimitOverride: z.number().int().nullable(),
  /** The end of the paid (or granted) time, or null without a running plan. */
  planExpiresAt: z.iso.datetime().nullable(),
  nonResponses: z.number().int(),
  warnedAt: z.iso.datetime().nullable(),
  openReports: z.number().int(),
  singles: z.array(AdminSingle),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminAccountResponse = envelope(AdminAccount);

export const SinglesLimitBody = z.object({
  limit: z
    .int({ error: ADMIN_MESSAGES.limit })
    .min(1, ADMIN_MESSAGES.limit)
    .max(50, ADMIN_MESSAGES.limit)
    .nullable(),
  reason: AdminReason,
});
export type SinglesLimitBody = z.infer<typeof SinglesLimitBody>;

export const GrantSubscriptionBody = z.object({
  planId: z.uuid({ error: ADMIN_MESSAGES.planId }),
  reason: AdminReason,
});
export type GrantSubscriptionBody = z.infer<typeof GrantSubscriptionBody>;

export const GrantedSubscription = z.object({
  subscriptionId: z.string(),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export const GrantedSubscriptionResponse = envelope(GrantedSubscription);
