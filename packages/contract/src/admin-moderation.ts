// The admin console's moderation and catalogue API (issue 8): the reports queue,
// non-responders, plans and the audit log. Accounts and the overview are in admin.ts.
import { z } from 'zod';
import { ADMIN_MESSAGES, AdminReason } from './admin';
import { ChildProfile } from './children';
import { PageQuery } from './discovery';
import { envelope } from './envelope';
import { Currency } from './plans';
import { ReportReason } from './safety';
import { ContactFinding, TERMS_FIELDS } from './terms';
import { multiLineText, oneLineText } from './text-fields';

// ---- Reports -----------------------------------------------------------------------------

export const ReportStatus = z.enum(['open', 'dismissed', 'actioned'], {
  error: ADMIN_MESSAGES.status,
});
export type ReportStatus = z.infer<typeof ReportStatus>;

export const ReportsQuery = PageQuery.extend({ status: ReportStatus.default('open') });
export type ReportsQuery = z.output<typeof ReportsQuery>;

/** The free-text fields of a single that staff can edit out. */
export const REDACTABLE_FIELDS = [
  'about',
  'aboutEducationAndJob',
  'aboutDressing',
  'descriptionOfIslamicPractice',
  'professionalPlans',
  'relocationPlans',
  'islamicOrganizationName',
  'mixedEthnicityDescription',
  'startedPracticingIn',
  'speakersListenedTo',
  'profession',
] as const;
export const RedactableField = z.enum(REDACTABLE_FIELDS, { error: ADMIN_MESSAGES.fields });
export type RedactableField = z.infer<typeof RedactableField>;
/** What an edited-out required text field reads afterwards. */
export const REDACTED_TEXT = '[Removed by Waliyy: this broke our terms]';

const Person = z.object({ id: z.string(), email: z.string(), fullName: z.string() });

/**
 * Who filed a report: a family, or `npm run safety:scan`, which files the stored profiles a
 * newer contact detector would refuse instead of editing them (issue 21, DECISIONS 41).
 */
export const ReportSource = z.enum(['family', 'scan']);
export type ReportSource = z.infer<typeof ReportSource>;
/** What the scan found in one Terms field (the detector's kind and span). */
export const ReportFinding = ContactFinding.extend({ field: z.enum(TERMS_FIELDS) });
export type ReportFinding = z.infer<typeof ReportFinding>;

export const AdminReport = z.object({
  id: z.string(),
  reason: ReportReason,
  note: z.string().nullable(),
  status: ReportStatus,
  action: z.enum(['dismiss', 'suspend', 'redact', 'warn']).nullable(),
  resolution: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  source: ReportSource,
  /** A scan report's findings, in the Terms fields' order; empty for a family's report. */
  findings: z.array(ReportFinding),
  /** Null for a scan report, and once the reporter's account is deleted. */
  reporter: Person.nullable(),
  reported: z.object({
    /** Null once the single is deleted. */
    childId: z.string().nullable(),
    displayId: z.string(),
    account: Person.extend({ suspendedAt: z.iso.datetime().nullable() }).nullable(),
  }),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const ReportsPage = z.object({
  reports: z.array(AdminReport),
  totalCount: z.number().int(),
});
export const ReportsResponse = envelope(ReportsPage);

/** One report with the reported single's whole profile (null once deleted). */
export const AdminReportDetail = AdminReport.extend({ profile: ChildProfile.nullable() });
export type AdminReportDetail = z.infer<typeof AdminReportDetail>;
export const AdminReportResponse = envelope(AdminReportDetail);

export const ReportActionBody = z
  .object({
    action: z.enum(['dismiss', 'suspend', 'redact'], { error: ADMIN_MESSAGES.action }),
    fields: z.array(RedactableField, { error: ADMIN_MESSAGES.fields }).max(20).optional(),
    reason: AdminReason,
  })
  .refine((b) => b.action !== 'redact' || (b.fields?.length ?? 0) > 0, {
    message: ADMIN_MESSAGES.fields,
    path: ['fields'],
  });
export type ReportActionBody = z.infer<typeof ReportActionBody>;

// ---- Non-responders ----------------------------------------------------------------------

export const NonResponder = z.object({
  accountId: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** Likes that expired unanswered. */
  count: z.number().int(),
  lastExpiredAt: z.iso.datetime(),
  warnedAt: z.iso.datetime().nullable(),
  suspendedAt: z.iso.datetime().nullable(),
});
export type NonResponder = z.infer<typeof NonResponder>;
export const NonRespondersPage = z.object({
  accounts: z.array(NonResponder),
  totalCount: z.number().int(),
});
export const NonRespondersResponse = envelope(NonRespondersPage);

// ---- Plans -------------------------------------------------------------------------------

export const AdminPlan = z.object({
  _id: z.string(),
  planName: z.string(),
  amount: z.number().nonnegative(),
  currency: Currency,
  planDescription: z.string(),
  interval: z.literal('annual'),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;
export const AdminPlansResponse = envelope(z.array(AdminPlan));
export const AdminPlanResponse = envelope(AdminPlan);

const Amount = z
  .number({ error: ADMIN_MESSAGES.amount })
  .positive(ADMIN_MESSAGES.amount)
  .max(10_000_000, ADMIN_MESSAGES.amount)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, ADMIN_MESSAGES.amount);
const Description = multiLineText({ error: ADMIN_MESSAGES.description })
  .min(1, ADMIN_MESSAGES.description)
  .max(2000, ADMIN_MESSAGES.description);

export const PlanCreateBody = z.object({
  planName: oneLineText({ error: ADMIN_MESSAGES.planName })
    .min(2, ADMIN_MESSAGES.planName)
    .max(60, ADMIN_MESSAGES.planName),
  amount: Amount,
  currency: Currency,
  planDescription: Description,
  sortOrder: z.int().min(0).max(1000).optional(),
  reason: AdminReason,
});
export type PlanCreateBody = z.infer<typeof PlanCreateBody>;

export const PlanUpdateBody = z.object({
  amount: Amount.optional(),
  planDescription: Description.optional(),
  reason: AdminReason,
});
export type PlanUpdateBody = z.infer<typeof PlanUpdateBody>;

// The audit log's schemas are in admin-support.ts (issue 24: filters and target labels).
