import type { Language } from '@waliyy/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, removedTexts, reports, users } from '../../db/schema';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/** A report with both accounts (staff see names and e-mails), in one query. */
const reportColumns = {
  report: reports,
  reporter: {
    id: reporter.id,
    email: reporter.email,
    firstName: reporter.firstName,
    lastName: reporter.lastName,
  },
  reported: {
    id: reported.id,
    email: reported.email,
    firstName: reported.firstName,
    lastName: reported.lastName,
    suspendedAt: reported.suspendedAt,
  },
};

function withAccounts(db: Tx) {
  return db
    .select({ ...reportColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterUserId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId));
}

export async function findReport(db: Tx, reportId: string) {
  const [row] = await withAccounts(db).where(eq(reports.id, reportId)).limit(1);
  return row;
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function findChild(db: Tx, childId: string) {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row;
}

/** The accounts' e-mail and first name, by id. */
export async function findContacts(db: Tx, userIds: string[]) {
  if (userIds.length === 0)
    return new Map<string, { email: string; firstName: string; language: Language }>();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** Staff edit a single's free text out (the fields the action names). */
export async function updateChild(
  tx: Tx,
  childId: string,
  changes: Partial<typeof children.$inferInsert>,
) {
  await tx.update(children).set(changes).where(eq(children.id, childId));
}

export async function findContact(db: Tx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// ---- Groups (decision 025): the reports on one profile, handled together ----

/**
 * What groups reports: the reported single (its display id once the single is deleted); a
 * handled group is also the moment it was handled, so the reports handled together stay one.
 */
const groupKey = sql<string>`coalesce(${reports.childId}::text, ${reports.reportedDisplayId})`;

/**
 * A page of groups: per group its size, reasons, first and last report and its oldest report's
 * id (the row the queue shows). Open: oldest first; handled: most recently handled first.
 */
export async function groupsPage(db: Tx, status: ReportStatus, limit: number, offset: number) {
  const firstId = sql<string>`(array_agg(${reports.id} order by ${reports.createdAt}, ${reports.id}))[1]`;
  const firstAt = sql`min(${reports.createdAt})`.mapWith(reports.createdAt);
  const order =
    status === 'open'
      ? [asc(sql`min(${reports.createdAt})`), asc(firstId)]
      : [desc(reports.resolvedAt), desc(firstId)];
  return db
    .select({
      firstId,
      count: sql<number>`count(*)`.mapWith(Number),
      reasons: sql<string>`string_agg(distinct ${reports.reason}, ',')`,
      firstAt,
      lastAt: sql`max(${reports.createdAt})`.mapWith(reports.createdAt),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(groupKey, reports.resolvedAt)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countGroups(db: Tx, status: ReportStatus) {
  const groups = db
    .select({ key: groupKey })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(groupKey, reports.resolvedAt)
    .as('groups');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(groups);
  return row?.n ?? 0;
}

export async function reportsByIds(db: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return withAccounts(db).where(inArray(reports.id, ids));
}

/** Where a report's group is: its profile, and (handled) when it was handled. */
type GroupOf = Pick<
  typeof reports.$inferSelect,
  'childId' | 'reportedDisplayId' | 'status' | 'resolvedAt'
>;

const sameProfile = (of: GroupOf) =>
  of.childId
    ? eq(reports.childId, of.childId)
    : and(isNull(reports.childId), eq(reports.reportedDisplayId, of.reportedDisplayId));

/** Every report of the group, oldest first, with both accounts. */
export async function groupReports(db: Tx, of: GroupOf) {
  return withAccounts(db)
    .where(
      and(
        sameProfile(of),
        eq(reports.status, of.status),
        of.resolvedAt ? eq(reports.resolvedAt, of.resolvedAt) : isNull(reports.resolvedAt),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** The report, unlocked: only to find its group (lockOpenGroup locks). */
export async function findReportRow(db: Tx, reportId: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  return row;
}

/**
 * The open reports on the profile, locked in id order: two staff handling the group at once
 * (from any of its reports) handle it once, and never deadlock.
 */
export async function lockOpenGroup(tx: Tx, of: GroupOf) {
  return tx
    .select()
    .from(reports)
    .where(and(sameProfile(of), eq(reports.status, 'open')))
    .orderBy(asc(reports.id))
    .for('update');
}

export async function closeReports(
  tx: Tx,
  reportIds: string[],
  values: {
    status: 'dismissed' | 'actioned';
    action: 'dismiss' | 'suspend' | 'redact' | 'warn';
    resolvedBy: string | null;
    resolution: string;
    resolvedAt: Date;
  },
) {
  await tx
    .update(reports)
    .set(values)
    .where(and(inArray(reports.id, reportIds), eq(reports.status, 'open')));
}

/** The single, locked: its text is read and edited out in one go. */
export async function lockChild(tx: Tx, childId: string) {
  const [row] = await tx.select().from(children).where(eq(children.id, childId)).for('update');
  return row;
}

export async function insertRemovedTexts(tx: Tx, rows: (typeof removedTexts.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(removedTexts).values(rows);
}

/** What staff edited out of the single, newest first, with who did it. */
export async function removedTextsOf(db: Tx, childId: string) {
  return db
    .select({ removed: removedTexts, removedBy: users.email })
    .from(removedTexts)
    .leftJoin(users, eq(users.id, removedTexts.removedBy))
    .where(eq(removedTexts.childId, childId))
    .orderBy(desc(removedTexts.createdAt), desc(removedTexts.id));
}
