// The admin console's API (decision 012): every route under /api/v1/admin, staff only (role admin).
// Staff see guardians' names and e-mails: that is their job. The overview is in admin-overview.ts.
import { z } from 'zod';
import { PageQuery } from './discovery';
import { envelope } from './envelope';
import { multiLineText, oneLineText } from './text-fields';

export const ADMIN_MESSAGES = {
  /** 403 FORBIDDEN for a signed-in account that is not staff. */
  forbidden: 'This page is for Waliyy staff only.',
  overview: 'Overview.',
  accounts: 'Accounts.',
  account: 'Account.',
  accountNotFound: 'We could not find that account.',
  suspended: 'The account is suspended.',
  reinstated: 'The account is reinstated.',
  singlesLimitSet: 'The singles limit is changed.',
  subscriptionGranted: 'A year of the plan has been granted.',
  accountDeleted: 'The account has been deleted.',
  reports: 'Reports.',
  report: 'Report.',
  reportNotFound: 'We could not find that report.',
  /** 409: the report was already dismissed or acted on. */
  reportClosed: 'This report has already been handled.',
  /** 409: a report on the profile is open that the page handling the group did not show. */
  reportsChanged: 'Another report arrived on this profile; reload to see it.',
  reportHandled: 'The report is handled and the reporter has been told.',
  /** A report with no one to tell: filed by the safety scan, or its reporter is gone. */
  reportHandledNoReporter: 'The report is handled.',
  /** 409: the reported single was deleted, so nothing can be edited out. */
  reportedSingleGone: 'The reported single no longer exists.',
  nonResponders: 'Accounts with unanswered likes.',
  warned: 'The warning has been sent.',
  plans: 'Plans.',
  planCreated: 'The plan is created.',
  planUpdated: 'The plan is updated.',
  planRetired: 'The plan is retired: it is no longer sold.',
  /** A retired plan changed: it really is changed, and still not sold. */
  planUpdatedRetired: 'The plan is updated. It stays retired until you bring it back.',
  planRestored: 'The plan is back on sale.',
  /** 409: bringing back a plan that is on sale. */
  planOnSale: 'This plan is already on sale.',
  /** 409: creating a plan whose name and currency belong to a retired one. */
  planExistsRetired:
    'A retired plan with this name and currency exists: bring it back instead of creating it again.',
  planNotFound: 'We could not find that plan.',
  /** 409: a plan with this name and currency exists. */
  planExists: 'A plan with this name and currency already exists.',
  audit: 'Audit log.',
  /** 409: staff may not suspend, delete or demote their own account here. */
  notYourself: 'You cannot do this to your own account.',
  reason: 'Give a reason (3 to 500 characters)',
  date: 'Must be a date (YYYY-MM-DD)',
  limit: 'The limit must be a whole number from 1 to 50, or null for the plan limit',
  planId: 'Choose a plan',
  action: "Action must be 'dismiss', 'suspend', 'redact' or 'warn'",
  fields: 'Choose the fields to edit out',
  reportIds: 'Send the ids of the reports the page showed (1 to 1000)',
  status: "Status must be 'open', 'dismissed' or 'actioned'",
  query: 'The search can be at most 200 characters',
  planName: 'Enter a plan name (2 to 60 characters)',
  amount: 'Enter an amount greater than 0 with at most two decimals',
  description: 'Enter a description (at most 2000 characters)',
} as const;

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
