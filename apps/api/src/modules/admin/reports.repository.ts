import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { children, reports, users } from '../../db/schema';
import type { Tx } from '../children/children.repository';

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

/** The queue: open reports oldest first; handled ones newest first (reports_status_created_idx). */
export async function reportsPage(db: Tx, status: ReportStatus, limit: number, offset: number) {
  const order =
    status === 'open'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.createdAt), desc(reports.id)];
  return withAccounts(db)
    .where(eq(reports.status, status))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countReports(db: Tx, status: ReportStatus) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reports)
    .where(eq(reports.status, status));
  return row?.n ?? 0;
}

export async function findReport(db: Tx, reportId: string) {
  const [row] = await withAccounts(db).where(eq(reports.id, reportId)).limit(1);
  return row;
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** The report row, locked: two staff acting on it at once handle it once. */
export async function lockReport(tx: Tx, reportId: string) {
  const [row] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
  return row;
}

export async function closeReport(
  tx: Tx,
  reportId: string,
  values: {
    status: 'dismissed' | 'actioned';
    action: 'dismiss' | 'suspend' | 'redact';
    resolvedBy: string | null;
    resolution: string;
    resolvedAt: Date;
  },
) {
  await tx
    .update(reports)
    .set(values)
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')));
}

export async function findChild(db: Tx, childId: string) {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row;
}

export async function findContact(db: Tx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
