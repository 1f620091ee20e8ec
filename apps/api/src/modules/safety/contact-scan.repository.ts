import { TERMS_FIELDS, type TermsField } from '@waliyy/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, type ReportFindings, reports, users } from '../../db/schema';

/** The Terms fields' columns, by wire name (every Terms field is a column of the same name). */
const termsColumns = Object.fromEntries(TERMS_FIELDS.map((field) => [field, children[field]])) as {
  [F in TermsField]: (typeof children)[F];
};

/**
 * The next `limit` singles after `afterId` in id order (keyset on the primary key, so each page
 * costs the same at a million rows), with their Terms fields and the four names the detector
 * checks: the single's and the account holder's, joined in the same query.
 */
export async function singlesPage(db: Db, afterId: string | null, limit: number) {
  return db
    .select({
      id: children.id,
      userId: children.userId,
      displayId: children.displayId,
      firstName: children.firstName,
      lastName: children.lastName,
      holderFirstName: users.firstName,
      holderLastName: users.lastName,
      ...termsColumns,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(afterId ? gt(children.id, afterId) : undefined)
    .orderBy(asc(children.id))
    .limit(limit);
}
export type ScannedSingle = Awaited<ReturnType<typeof singlesPage>>[number];

/** Every report the scan filed on these singles, open or handled, with what it found. */
export async function scanReportsOn(db: Db, childIds: string[]) {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: reports.childId, status: reports.status, findings: reports.findings })
    .from(reports)
    .where(and(eq(reports.source, 'scan'), inArray(reports.childId, childIds)));
}

export type NewScanReport = {
  childId: string;
  reportedUserId: string;
  reportedDisplayId: string;
  findings: ReportFindings;
  createdAt: Date;
};

/**
 * Files the reports, reason contact details, no reporter; a single that already has an open
 * scan report (reports_open_scan_unique, e.g. filed by a scan running beside this one) is
 * skipped. Answers the singles whose report was filed.
 */
export async function insertScanReports(db: Db, rows: NewScanReport[]) {
  if (rows.length === 0) return [];
  const filed = await db
    .insert(reports)
    .values(
      rows.map((row) => ({ ...row, source: 'scan' as const, reason: 'contact_details' as const })),
    )
    .onConflictDoNothing({
      target: reports.childId,
      where: sql`${reports.status} = 'open' and ${reports.source} = 'scan'`,
    })
    .returning({ childId: reports.childId });
  return filed.map((row) => row.childId);
}
