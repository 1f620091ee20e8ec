import type { AuditQuery } from '@waliyy/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { auditLog, children, plans, reports, users } from '../../db/schema';
import { UUID } from '../../lib/ids';
import { auditOnAccount } from './report-history.repository';

const DAY_MS = 86_400_000;

export type AuditFilters = Pick<AuditQuery, 'actor' | 'action' | 'target' | 'from' | 'to'>;

/**
 * The filters, each answered by its index (decision 024): the staff member
 * (audit_log_actor_idx; an e-mail is turned into the account id through
 * users_email_lower_unique), the action (audit_log_action_idx), the target
 * (audit_log_target_idx) and the UTC days (audit_log_created_idx).
 */
function whereOf({ actor, action, target, from, to }: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (actor) {
    conditions.push(
      UUID.test(actor)
        ? eq(auditLog.actorId, actor)
        : sql`${auditLog.actorId} = (select u.id from ${users} u where lower(u.email) = ${actor.toLowerCase()})`,
    );
  }
  if (action) conditions.push(eq(auditLog.action, action));
  // An account's id also finds the report.* actions on it (they target the report).
  if (target) {
    conditions.push(UUID.test(target) ? auditOnAccount(target) : eq(auditLog.targetId, target));
  }
  if (from) conditions.push(gte(auditLog.createdAt, new Date(`${from}T00:00:00Z`)));
  if (to) conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A page of the log, newest first, each row carrying the total and what its target is called
 * now: the page is cut first (20 rows), then each row looks its target up by primary key —
 * one query, no lookup per row.
 */
export function auditPage(db: Tx, filters: AuditFilters, limit: number, offset: number) {
  const page = db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorLabel: auditLog.actorLabel,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset)
    .as('a');
  // Target ids are text (any kind of target); only a well-formed id of the right type is cast.
  const targetOf = (type: string) =>
    sql`case when ${page.targetType} = ${type} and ${page.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${page.targetId}::uuid end`;
  const account = alias(users, 'target_account');
  const single = alias(children, 'target_single');
  const plan = alias(plans, 'target_plan');
  const report = alias(reports, 'target_report');
  return db
    .select({
      id: page.id,
      actorId: page.actorId,
      actorLabel: page.actorLabel,
      action: page.action,
      targetType: page.targetType,
      targetId: page.targetId,
      reason: page.reason,
      details: page.details,
      createdAt: page.createdAt,
      total: sql<number>`${page.total}`.mapWith(Number),
      accountEmail: account.email,
      singleDisplayId: single.displayId,
      singleAccountId: single.userId,
      planName: plan.planName,
      planCurrency: plan.currency,
      reportDisplayId: report.reportedDisplayId,
      reportAccountId: report.reportedUserId,
    })
    .from(page)
    .leftJoin(account, eq(account.id, targetOf('account')))
    .leftJoin(single, eq(single.id, targetOf('single')))
    .leftJoin(plan, eq(plan.id, targetOf('plan')))
    .leftJoin(report, eq(report.id, targetOf('report')))
    .orderBy(desc(page.createdAt), desc(page.id));
}

export type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

export async function countAudit(db: Tx, filters: AuditFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .where(whereOf(filters));
  return row?.n ?? 0;
}

/** The staff account's e-mail, the label its audit entries keep (read in the action's transaction). */
export async function findActorEmail(tx: Tx, userId: string) {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function insertAuditRecord(tx: Tx, values: typeof auditLog.$inferInsert) {
  await tx.insert(auditLog).values(values);
}
