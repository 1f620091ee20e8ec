// What the staff console's API says (decision 012), without the schemas (and without zod): the
// message ids read it (decision 078). admin.ts re-exports it.

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
