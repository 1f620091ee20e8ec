import {
  ADMIN_MESSAGES,
  type AdminReportDetail,
  type AdminReportGroup,
  perField,
  REDACTABLE_FIELDS,
  REDACTED_TEXT,
  type RedactableField,
  type ReportActionBody,
  type ReportReason,
  type ReportsQuery,
  reportsHandledMessage,
} from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { normalizeText, profileFromRow, removableText } from '../children';
import { dropList, publicProfileFromRow } from '../discovery';
import { type AdminDeps, suspendAccount } from './accounts.service';
import * as emails from './admin.emails';
import { actorOf, recordAudit, withAudit } from './audit';
import { refuseLastAdmin } from './last-admin';
import { historyOf } from './report-history.service';
import { reportFromRow } from './reports.mappers';
import * as repo from './reports.repository';

const reportNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.reportNotFound);

/**
 * What an edited-out field becomes (FREE_TEXT_FIELDS, decision 079): the notice where the field
 * is required, empty where it is optional, no items in a list.
 */
const REDACTED_VALUE: Record<RedactableField, string | null | string[]> = perField(
  REDACTABLE_FIELDS,
  (spec) => (spec.kind === 'list' ? [] : spec.required === null ? null : REDACTED_TEXT),
);

/**
 * The reports queue (decisions 012 and 025): reports are grouped per reported profile, and handling
 * one handles every open report on that profile at once — dismiss, suspend the account, edit
 * out the single's free text (kept as evidence, the family told what and why) or warn the
 * family — with one audit entry and an e-mail to each reporter (a scan report has none), all
 * in one transaction.
 */
export function createAdminReportsService({ db, clock, links, mailQueued, log }: AdminDeps) {
  return {
    /** The queue: one row per reported profile (open) or per handling (dismissed, actioned). */
    async list({ status, page, limit }: ReportsQuery) {
      const groups = await repo.groupsPage(db, status, limit, (page - 1) * limit);
      const totalCount = groups[0]?.total ?? (page > 1 ? await repo.countGroups(db, status) : 0);
      const rows = await repo.reportsByIds(
        db,
        groups.map((g) => g.firstId),
      );
      const byId = new Map(rows.map((row) => [row.report.id, row]));
      const reports = groups.flatMap((group): AdminReportGroup[] => {
        const row = byId.get(group.firstId);
        if (!row) return [];
        return [
          {
            ...reportFromRow(row),
            reportCount: group.count,
            reasons: group.reasons.split(',').sort() as ReportReason[],
            lastReportedAt: (group.lastAt as Date).toISOString(),
          },
        ];
      });
      return { reports, totalCount };
    },

    /** A report with its whole group, the profile (and as families see it), evidence, history. */
    async get(reportId: string): Promise<AdminReportDetail> {
      const found = UUID.test(reportId) ? await repo.findReportRow(db, reportId) : undefined;
      if (!found) throw reportNotFound();
      const group = await repo.groupReports(db, found);
      const row = group.find((r) => r.report.id === reportId);
      if (!row) throw reportNotFound();
      const childId = found.childId;
      const [child, removed, history] = await Promise.all([
        childId ? repo.findChild(db, childId) : undefined,
        childId ? repo.removedTextsOf(db, childId) : [],
        historyOf(db, group),
      ]);
      const now = clock.now();
      return {
        ...reportFromRow(row),
        profile: child
          ? { ...profileFromRow(child, now), isPaused: child.pausedAt !== null }
          : null,
        publicProfile: child ? { ...publicProfileFromRow(child, now, null), relation: null } : null,
        reports: group.map(reportFromRow),
        removedTexts: removed.map(({ removed: r, removedBy }) => ({
          id: r.id,
          field: r.field as RedactableField,
          text: r.text,
          reportId: r.reportId,
          removedBy,
          createdAt: r.createdAt.toISOString(),
        })),
        history,
      };
    },

    /**
     * Handles every open report on the report's profile. Answers the message to show: how many
     * reports were handled and how many reporters were e-mailed.
     */
    async act(adminId: string, reportId: string, body: ReportActionBody): Promise<string> {
      if (!UUID.test(reportId)) throw reportNotFound();
      const found = await repo.findReportRow(db, reportId);
      if (!found) throw reportNotFound();
      const message = await withAudit(db, log, async (tx) => {
        const group = await repo.lockOpenGroup(tx, found);
        const report = group.find((r) => r.id === reportId);
        if (!report) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportClosed);
        // Exactly the reports the moderator saw: one filed since the page loaded is not closed
        // (nor its reporter told) unseen; one of them closed meanwhile means it was handled.
        const shown = new Set(body.reportIds);
        if (group.some((r) => !shown.has(r.id))) {
          throw new AppError('CONFLICT', ADMIN_MESSAGES.reportsChanged);
        }
        if (shown.size !== group.length) {
          throw new AppError('CONFLICT', ADMIN_MESSAGES.reportClosed);
        }
        group.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        const now = clock.now();
        const actor = await actorOf(tx, adminId);
        const reportIds = group.map((r) => r.id);
        const details: Record<string, unknown> = {
          reportId: report.id,
          reportIds,
          reportedAccountId: report.reportedUserId,
          reportedChildId: report.childId,
          displayId: report.reportedDisplayId,
        };
        const family = report.reportedUserId
          ? await repo.findContact(tx, report.reportedUserId)
          : undefined;

        if (body.action === 'suspend' || body.action === 'warn') {
          if (!report.reportedUserId) {
            throw new AppError('CONFLICT', ADMIN_MESSAGES.accountNotFound);
          }
          if (report.reportedUserId === adminId) {
            throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself);
          }
        }
        if (body.action === 'suspend') {
          // A reported admin: the last-admin rule, as for a suspension from the accounts page.
          await refuseLastAdmin(tx, report.reportedUserId!, adminId);
          await suspendAccount(tx, report.reportedUserId!, now, links.appUrl);
          if (family) {
            await enqueueEmail(tx, {
              to: family.email,
              ...emails.suspendedEmail(family.language, family.firstName, links),
            });
          }
        } else if (body.action === 'warn') {
          if (family) {
            await enqueueEmail(tx, {
              to: family.email,
              ...emails.reportWarningEmail(
                family.language,
                family.firstName,
                report.reportedDisplayId,
                body.reason,
                links,
              ),
            });
          }
        } else if (body.action === 'redact') {
          const child = report.childId ? await repo.lockChild(tx, report.childId) : undefined;
          if (!child) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportedSingleGone);
          const fields = [...new Set(body.fields ?? [])];
          // The text as it was, kept as evidence (staff only) and held against a put-back.
          const removed = fields.flatMap((field) => {
            const text = removableText(child[field]);
            return text ? [{ field, text }] : [];
          });
          await repo.insertRemovedTexts(
            tx,
            removed.map(({ field, text }) => ({
              childId: child.id,
              reportId: report.id,
              field,
              text,
              normalized: normalizeText(text),
              removedBy: actor.id,
              createdAt: now,
            })),
          );
          const changes = Object.fromEntries(fields.map((f) => [f, REDACTED_VALUE[f]]));
          await repo.updateChild(tx, child.id, { ...changes, updatedAt: now });
          // Stored recommendation lists of this single ranked the old text.
          await dropList(tx, child.id);
          details.fields = fields;
          details.removedTexts = Object.fromEntries(
            removed.map(({ field, text }) => [field, text]),
          );
          if (family && removed.length > 0) {
            await enqueueEmail(tx, {
              to: family.email,
              ...emails.textRemovedEmail(
                family.language,
                family.firstName,
                report.reportedDisplayId,
                removed,
                body.reason,
                links,
              ),
            });
          }
        }

        await repo.closeReports(tx, reportIds, {
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
        // Each reporter once: dismissed reads 'no rule was broken', else 'action was taken'.
        const reporters = await repo.findContacts(
          tx,
          group.flatMap((r) => (r.reporterUserId ? [r.reporterUserId] : [])),
        );
        const mail =
          body.action === 'dismiss' ? emails.reportDismissedEmail : emails.reportHandledEmail;
        let told = 0;
        for (const each of group) {
          const reporter = each.reporterUserId ? reporters.get(each.reporterUserId) : undefined;
          if (!reporter) continue;
          reporters.delete(each.reporterUserId!);
          await enqueueEmail(tx, {
            to: reporter.email,
            ...mail(
              reporter.language,
              reporter.firstName,
              each.reportedDisplayId,
              each.reason,
              links,
            ),
          });
          told += 1;
        }
        return reportsHandledMessage(group.length, told);
      });
      mailQueued();
      return message;
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
