import {
  ADMIN_MESSAGES,
  type AdminReport,
  type AdminReportDetail,
  REDACTED_TEXT,
  type RedactableField,
  type ReportActionBody,
  type ReportFinding,
  type ReportsQuery,
  TERMS_FIELDS,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { children, type ReportFindings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../../lib/mail/outbox';
import { profileFromRow } from '../children/children.mapper';
import { UUID } from '../children/children.service';
import { type AdminDeps, suspendAccount } from './accounts.service';
import * as emails from './admin.emails';
import { actorOf, recordAudit } from './audit';
import * as repo from './reports.repository';

const reportNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.reportNotFound);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** What an edited-out field becomes: the notice, or empty where the field is optional. */
const REDACTED_VALUE: Record<RedactableField, string | null | string[]> = {
  about: REDACTED_TEXT,
  aboutEducationAndJob: REDACTED_TEXT,
  aboutDressing: REDACTED_TEXT,
  descriptionOfIslamicPractice: REDACTED_TEXT,
  professionalPlans: REDACTED_TEXT,
  startedPracticingIn: REDACTED_TEXT,
  profession: REDACTED_TEXT,
  relocationPlans: null,
  islamicOrganizationName: null,
  mixedEthnicityDescription: null,
  speakersListenedTo: [],
};

/** The stored findings as a list, in the Terms fields' order. */
function findingsList(findings: ReportFindings | null): ReportFinding[] {
  if (!findings) return [];
  return TERMS_FIELDS.flatMap((field) => {
    const found = findings[field];
    return found ? [{ field, ...found }] : [];
  });
}

function reportFromRow(row: repo.ReportRow): AdminReport {
  const { report, reporter, reported } = row;
  return {
    id: report.id,
    reason: report.reason,
    note: report.note,
    status: report.status,
    action: report.action,
    resolution: report.resolution,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: iso(report.resolvedAt),
    source: report.source,
    findings: findingsList(report.findings),
    reporter: reporter
      ? { id: reporter.id, email: reporter.email, fullName: nameOf(reporter) }
      : null,
    reported: {
      childId: report.childId,
      displayId: report.reportedDisplayId,
      account: reported
        ? {
            id: reported.id,
            email: reported.email,
            fullName: nameOf(reported),
            suspendedAt: iso(reported.suspendedAt),
          }
        : null,
    },
  };
}

/**
 * The reports queue (issue 8): open reports oldest first; dismissing or acting on one (suspend
 * the reported account, or edit out the offending free text of the reported single) closes it,
 * records the audit entry and tells the reporter by e-mail (a scan report has none) — all in
 * one transaction.
 */
export function createAdminReportsService({ db, clock, links, mailQueued }: AdminDeps) {
  return {
    async list({ status, page, limit }: ReportsQuery) {
      const rows = await repo.reportsPage(db, status, limit, (page - 1) * limit);
      const totalCount = rows[0]?.total ?? (page > 1 ? await repo.countReports(db, status) : 0);
      return { reports: rows.map(reportFromRow), totalCount };
    },

    async get(reportId: string): Promise<AdminReportDetail> {
      const row = UUID.test(reportId) ? await repo.findReport(db, reportId) : undefined;
      if (!row) throw reportNotFound();
      const child = row.report.childId ? await repo.findChild(db, row.report.childId) : undefined;
      return {
        ...reportFromRow(row),
        profile: child
          ? { ...profileFromRow(child, clock.now()), isPaused: child.pausedAt !== null }
          : null,
      };
    },

    /** Answers whether a reporter was e-mailed (a scan report has none, DECISIONS 41). */
    async act(
      adminId: string,
      reportId: string,
      body: ReportActionBody,
    ): Promise<{ isReporterTold: boolean }> {
      if (!UUID.test(reportId)) throw reportNotFound();
      const isReporterTold = await db.transaction(async (tx) => {
        const report = await repo.lockReport(tx, reportId);
        if (!report) throw reportNotFound();
        if (report.status !== 'open') throw new AppError('CONFLICT', ADMIN_MESSAGES.reportClosed);
        const now = clock.now();
        const actor = await actorOf(tx, adminId);
        const details: Record<string, unknown> = {
          reportId: report.id,
          reportedAccountId: report.reportedUserId,
          reportedChildId: report.childId,
          displayId: report.reportedDisplayId,
        };

        if (body.action === 'suspend') {
          if (!report.reportedUserId) {
            throw new AppError('CONFLICT', ADMIN_MESSAGES.accountNotFound);
          }
          if (report.reportedUserId === adminId) {
            throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself);
          }
          await suspendAccount(tx, report.reportedUserId, now, links.appUrl);
          const account = await repo.findContact(tx, report.reportedUserId);
          if (account) {
            await enqueueEmail(tx, {
              to: account.email,
              ...emails.suspendedEmail(account.firstName, links),
            });
          }
        } else if (body.action === 'redact') {
          if (!report.childId) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportedSingleGone);
          const fields = [...new Set(body.fields ?? [])];
          const changes = Object.fromEntries(fields.map((f) => [f, REDACTED_VALUE[f]]));
          await tx
            .update(children)
            .set({ ...changes, updatedAt: now })
            .where(eq(children.id, report.childId));
          details.fields = fields;
        }

        await repo.closeReport(tx, report.id, {
          status: body.action === 'dismiss' ? 'dismissed' : 'actioned',
          action: body.action,
          resolvedBy: actor.id,
          resolution: body.reason,
          resolvedAt: now,
        });
        await recordAudit(
          tx,
          actor,
          {
            action: `report.${body.action}`,
            targetType: 'report',
            targetId: report.id,
            reason: body.reason,
            details,
          },
          now,
        );
        const reporter = report.reporterUserId
          ? await repo.findContact(tx, report.reporterUserId)
          : undefined;
        if (reporter) {
          await enqueueEmail(tx, {
            to: reporter.email,
            ...emails.reportHandledEmail(
              reporter.firstName,
              report.reportedDisplayId,
              report.reason,
              links,
            ),
          });
        }
        return reporter !== undefined;
      });
      mailQueued();
      return { isReporterTold };
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
