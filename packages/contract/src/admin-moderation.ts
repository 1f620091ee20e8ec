// The admin console's moderation and catalogue API (decision 012): the reports queue,
// non-responders, plans and the audit log. Accounts and the overview are in admin.ts.
import { z } from 'zod';
import { ADMIN_MESSAGES, AdminReason } from './admin';
import { ChildProfile } from './children';
import { PageQuery, PublicProfile } from './discovery';
import { envelope } from './envelope';
import { type FreeTextWhere, freeTextWhere, inOrder, perField } from './free-text-fields';
import { LikeStatus } from './like-state';
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

/** The free text staff can edit out: FREE_TEXT_FIELDS' `redactable` (decision 079), in the
 * order the API has always published, then any the list adds. */
type RedactableName = FreeTextWhere<{ redactable: true }>;
const STAFF_FIELDS = freeTextWhere<RedactableName>((f) => f.redactable);
export const REDACTABLE_FIELDS = inOrder(
  [
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
  ] as const,
  STAFF_FIELDS,
) as [RedactableName, ...RedactableName[]];
export const RedactableField = z.enum(REDACTABLE_FIELDS, { error: ADMIN_MESSAGES.fields });
export type RedactableField = z.infer<typeof RedactableField>;
/** The fields' names as staff and the family's e-mail name them. */
export const REDACTABLE_FIELD_LABELS: Record<RedactableField, string> = perField(
  STAFF_FIELDS,
  (spec) => spec.names.staff,
);
/** What an edited-out required text field reads afterwards. */
export const REDACTED_TEXT = '[Removed by Waliyy: this broke our terms]';

const Person = z.object({ id: z.string(), email: z.string(), fullName: z.string() });

/**
 * Who filed a report: a family, or `npm run safety:scan`, which files the stored profiles a
 * newer contact detector would refuse instead of editing them (decisions 019 and 067).
 */
export const ReportSource = z.enum(['family', 'scan']);
export type ReportSource = z.infer<typeof ReportSource>;
/** What the scan found in one Terms field (the detector's kind and span). */
export const ReportFinding = ContactFinding.extend({ field: z.enum(TERMS_FIELDS) });
export type ReportFinding = z.infer<typeof ReportFinding>;

/** What staff did with a report: dismiss it, suspend the account, edit out text, or warn the family. */
export const ReportAction = z.enum(['dismiss', 'suspend', 'redact', 'warn'], {
  error: ADMIN_MESSAGES.action,
});
export type ReportAction = z.infer<typeof ReportAction>;

export const AdminReport = z.object({
  id: z.string(),
  reason: ReportReason,
  note: z.string().nullable(),
  status: ReportStatus,
  action: ReportAction.nullable(),
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

/**
 * One row of the queue (decision 025): a reported profile and its reports. Open: every open
 * report on the profile; handled: the reports handled together. The row's own fields are the
 * group's oldest report (its id opens the group).
 */
export const AdminReportGroup = AdminReport.extend({
  reportCount: z.number().int().positive(),
  /** The reasons given, each once. */
  reasons: z.array(ReportReason),
  /** The newest report of the group (`createdAt` is the oldest). */
  lastReportedAt: z.iso.datetime(),
});
export type AdminReportGroup = z.infer<typeof AdminReportGroup>;

export const ReportsPage = z.object({
  /** One row per reported profile (open) or per handling (dismissed, actioned). */
  reports: z.array(AdminReportGroup),
  /** Rows, not reports. */
  totalCount: z.number().int(),
});
export type ReportsPage = z.infer<typeof ReportsPage>;
export const ReportsResponse = envelope(ReportsPage);

/** Text staff edited out of the single (decision 025): evidence, shown to staff only. */
export const RemovedText = z.object({
  id: z.string(),
  field: RedactableField,
  text: z.string(),
  /** The report it was removed for (null once that report is gone). */
  reportId: z.string().nullable(),
  /** The staff member's e-mail (null once the account is gone). */
  removedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type RemovedText = z.infer<typeof RemovedText>;

/** A report in a history list: about which profile, why, and what came of it. */
export const HistoryReport = z.object({
  id: z.string(),
  displayId: z.string(),
  reason: ReportReason,
  source: ReportSource,
  status: ReportStatus,
  action: ReportAction.nullable(),
  resolution: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type HistoryReport = z.infer<typeof HistoryReport>;

/** A staff action on the reported account (the audit log: suspensions, limits, grants…). */
export const StaffAction = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffAction = z.infer<typeof StaffAction>;

/** A like between one of a reporter's singles and the reported single. */
export const ReportLike = z.object({
  id: z.string(),
  /** The reporter's single. */
  reporterDisplayId: z.string(),
  reporterId: z.string(),
  /** 'sent': the reporter's single liked the reported one; 'received': the other way. */
  direction: z.enum(['sent', 'received']),
  status: LikeStatus,
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type ReportLike = z.infer<typeof ReportLike>;

/** Newest first; each list at most 20 entries (the reporters' at most 20 each). */
export const ReportHistory = z.object({
  /** Other reports on the reported account's singles, and what came of them. */
  reportedAccount: z.array(HistoryReport),
  /** Staff actions on the reported account outside reports. */
  accountActions: z.array(StaffAction),
  /** Each reporter's other reports. */
  reporters: z.array(z.object({ reporterId: z.string(), reports: z.array(HistoryReport) })),
  likes: z.array(ReportLike),
});
export type ReportHistory = z.infer<typeof ReportHistory>;

/**
 * One report with its group (decision 025): every report of the group, oldest first (open: all open
 * reports on the profile, so any of their ids opens the same group), the reported single's whole
 * profile and its public projection as other families see it (both null once deleted), the text
 * staff edited out of it, and the history around it.
 */
export const AdminReportDetail = AdminReport.extend({
  profile: ChildProfile.nullable(),
  publicProfile: PublicProfile.nullable(),
  reports: z.array(AdminReport),
  removedTexts: z.array(RemovedText),
  history: ReportHistory,
});
export type AdminReportDetail = z.infer<typeof AdminReportDetail>;
export const AdminReportResponse = envelope(AdminReportDetail);

/**
 * What handling a group answers: 'The report is handled…' for one, else how many were handled
 * and how many reporters were told.
 */
export function reportsHandledMessage(reports: number, told: number): string {
  if (reports <= 1) {
    return told > 0 ? ADMIN_MESSAGES.reportHandled : ADMIN_MESSAGES.reportHandledNoReporter;
  }
  const tell =
    told === 0
      ? ''
      : told === 1
        ? '; the reporter has been told'
        : `; all ${told} reporters have been told`;
  return `The ${reports} reports on this profile are handled${tell}.`;
}

export const ReportActionBody = z
  .object({
    action: ReportAction,
    fields: z.array(RedactableField, { error: ADMIN_MESSAGES.fields }).max(20).optional(),
    /**
     * The open reports the page showed (the group): the API handles exactly these, and answers
     * 409 when the profile's open reports differ (one arrived after the page loaded).
     */
    reportIds: z
      .array(z.uuid({ error: ADMIN_MESSAGES.reportIds }), { error: ADMIN_MESSAGES.reportIds })
      .min(1, ADMIN_MESSAGES.reportIds)
      .max(1000, ADMIN_MESSAGES.reportIds),
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

// The audit log's schemas are in admin-support.ts (decision 024: filters and target labels).
