/** The history beside a report group: what else its profile and its reporters were part of. */
import type { AdminReportDetail, HistoryReport } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import * as history from './report-history.repository';
import { iso } from './reports.mappers';
import type { ReportRow } from './reports.repository';

type HistoryRow = Awaited<ReturnType<typeof history.reportsOn>>[number];
const historyFromRow = (row: HistoryRow): HistoryReport => ({
  id: row.id,
  displayId: row.displayId,
  reason: row.reason,
  source: row.source,
  status: row.status,
  action: row.action,
  resolution: row.resolution,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: iso(row.resolvedAt),
});

/** The history around a group: earlier reports on both sides, staff actions, likes. */
export async function historyOf(db: Tx, group: ReportRow[]): Promise<AdminReportDetail['history']> {
  const first = group[0]!.report;
  const ids = group.map((r) => r.report.id);
  const reporterIds = [
    ...new Set(group.flatMap((r) => (r.report.reporterUserId ? [r.report.reporterUserId] : []))),
  ];
  const accountId = first.reportedUserId;
  const [reportedAccount, accountActions, byReporters, likeRows] = await Promise.all([
    history.reportsOn(db, { accountId, childId: first.childId }, ids),
    accountId ? history.actionsOn(db, accountId) : [],
    history.reportsBy(db, reporterIds, ids),
    first.childId ? history.likesBetween(db, first.childId, reporterIds) : [],
  ]);
  return {
    reportedAccount: reportedAccount.map(historyFromRow),
    accountActions: accountActions.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    reporters: reporterIds.map((reporterId) => ({
      reporterId,
      reports: byReporters.filter((r) => r.reporterId === reporterId).map(historyFromRow),
    })),
    likes: likeRows.map((like) => ({
      id: like.id,
      reporterDisplayId: like.otherDisplayId,
      reporterId: like.otherAccountId,
      direction: like.initiatorId === first.childId ? 'received' : 'sent',
      status: like.status,
      createdAt: like.createdAt.toISOString(),
      closedAt: iso(like.closedAt),
    })),
  };
}
