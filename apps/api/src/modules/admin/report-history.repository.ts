/** What staff see around a report (decision 025): earlier reports both ways, staff actions, likes. */
import { and, desc, eq, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { auditLog, children, likes, reports } from '../../db/schema';

const HISTORY_MAX = 20;

const historyColumns = {
  id: reports.id,
  displayId: reports.reportedDisplayId,
  reason: reports.reason,
  source: reports.source,
  status: reports.status,
  action: reports.action,
  resolution: reports.resolution,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
};

/** Reports on the account's singles (or on the single, once the account is gone), newest first. */
export async function reportsOn(
  db: Tx,
  on: { accountId: string | null; childId: string | null },
  except: string[],
) {
  const where = on.accountId
    ? eq(reports.reportedUserId, on.accountId)
    : on.childId
      ? eq(reports.childId, on.childId)
      : undefined;
  if (!where) return [];
  return db
    .select(historyColumns)
    .from(reports)
    .where(and(where, notInArray(reports.id, except)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(HISTORY_MAX);
}

/** The reporters' reports, newest first, at most 20 each (reports_reporter_idx). */
export async function reportsBy(db: Tx, reporterIds: string[], except: string[]) {
  if (reporterIds.length === 0) return [];
  const ranked = db
    .select({
      ...historyColumns,
      reporterId: sql<string>`${reports.reporterUserId}`.as('reporter_id'),
      rank: sql<number>`row_number() over (partition by ${reports.reporterUserId} order by ${reports.createdAt} desc, ${reports.id} desc)`.as(
        'rank',
      ),
    })
    .from(reports)
    .where(and(inArray(reports.reporterUserId, reporterIds), notInArray(reports.id, except)))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, HISTORY_MAX))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

/**
 * What an audit row targeting the account looks like: the account itself, or one of the reports
 * on it (report.* actions target the report). Both through audit_log_target_idx, the account's
 * reports through reports_reported_user_idx; no migration, no details lookup.
 */
export function auditOnAccount(accountId: string): SQL {
  // One array of target ids (so audit_log_target_idx answers it as one index condition; an OR
  // with a subquery would scan the log), then only report rows among the reports' ids.
  return and(
    sql`${auditLog.targetId} = any(array[${accountId}::text] || array(select r.id::text from ${reports} r where r.reported_user_id = ${accountId}::uuid))`,
    or(eq(auditLog.targetId, accountId), eq(auditLog.targetType, 'report')),
  )!;
}

/** Staff actions on the account and on the reports about it, newest first. */
export function actionsOn(db: Tx, accountId: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor: auditLog.actorLabel,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(auditOnAccount(accountId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_MAX);
}

const otherSingle = alias(children, 'other_single');

/**
 * The likes between the reporters' singles and the reported single, either way, newest first
 * (likes_initiator_idx and likes_receiver_idx from the reported single's side).
 */
export async function likesBetween(db: Tx, childId: string, reporterIds: string[]) {
  if (reporterIds.length === 0) return [];
  return db
    .select({
      id: likes.id,
      initiatorId: likes.initiatorId,
      status: likes.status,
      createdAt: likes.createdAt,
      closedAt: likes.closedAt,
      otherDisplayId: otherSingle.displayId,
      otherAccountId: otherSingle.userId,
    })
    .from(likes)
    .innerJoin(
      otherSingle,
      or(
        and(eq(likes.receiverId, childId), eq(otherSingle.id, likes.initiatorId)),
        and(eq(likes.initiatorId, childId), eq(otherSingle.id, likes.receiverId)),
      ),
    )
    .where(
      and(
        or(eq(likes.receiverId, childId), eq(likes.initiatorId, childId)),
        inArray(otherSingle.userId, reporterIds),
      ),
    )
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(HISTORY_MAX);
}
