import { and, asc, desc, eq, gt, max, or, type SQL, sql } from 'drizzle-orm';
import { children, likeNonResponses, plans, reports, subscriptions, users } from '../../db/schema';
import type { Tx } from '../children/children.repository';

/** The outer query's account id, table-qualified (a bare column would bind to the subquery). */
const accountId = sql.raw('"users"."id"');

/** Escapes LIKE's wildcards so the search is a plain prefix. */
const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts whose e-mail, full name ('first last') or last name starts with `q` (any case): three
 * prefix conditions, each answered by its text_pattern_ops index (users_*_prefix_idx).
 */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const prefix = likePrefix(q);
  return or(
    sql`lower(${users.email}) like ${prefix}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix}`,
    sql`lower(${users.lastName}) like ${prefix}`,
  );
}

const singlesCount =
  sql<number>`(select count(*) from ${children} c where c.user_id = ${accountId})`.mapWith(Number);

const summaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  singlesCount,
};

/** A page of accounts, newest first, each row carrying the total (one round trip). */
export async function accountsPage(db: Tx, q: string | undefined, limit: number, offset: number) {
  return db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(searchOf(q))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countAccounts(db: Tx, q: string | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(searchOf(q));
  return row?.n ?? 0;
}

export async function findAccount(db: Tx, userId: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      alternateEmail: users.alternateEmail,
      singlesLimit: users.singlesLimit,
      warnedAt: users.warnedAt,
      nonResponses:
        sql<number>`(select count(*) from ${likeNonResponses} n where n.user_id = ${accountId})`.mapWith(
          Number,
        ),
      openReports:
        sql<number>`(select count(*) from ${reports} r where r.reported_user_id = ${accountId} and r.status = 'open')`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Locks the account row (grants and limit changes queue behind each other and payments). */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function singlesOf(db: Tx, userId: string) {
  return db
    .select({
      id: children.id,
      displayId: children.displayId,
      firstName: children.firstName,
      lastName: children.lastName,
      gender: children.gender,
      yearOfBirth: children.yearOfBirth,
      monthOfBirth: children.monthOfBirth,
      listed: children.listed,
      pausedAt: children.pausedAt,
      createdAt: children.createdAt,
    })
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** The end of the account's paid or granted time, if a year has not yet ended. */
export async function paidUntil(db: Tx, userId: string, now: Date) {
  const [row] = await db
    .select({ until: max(subscriptions.expiresAt) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)));
  return row?.until ?? null;
}

export async function setSinglesLimit(tx: Tx, userId: string, limit: number | null, now: Date) {
  await tx.update(users).set({ singlesLimit: limit, updatedAt: now }).where(eq(users.id, userId));
}

export async function findPlan(db: Tx, planId: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}

export async function insertGrantedYear(
  tx: Tx,
  values: {
    userId: string;
    planId: string;
    grantedBy: string | null;
    grantReason: string;
    startsAt: Date;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}
