import { and, asc, desc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, likeNonResponses, plans, reports, subscriptions, users } from '../../db/schema';
import type { AccountSearch } from './account-search';

/** The outer query's account id, table-qualified (a bare column would bind to the subquery). */
const accountId = sql.raw('"users"."id"');

/**
 * The accounts (and, when found through one of its singles, that single) matching a search, one
 * row per way it matched. Each branch is a prefix or equality answered by its own index:
 * - a phone number: users_phone_prefix_idx (one prefix per country tried for a local number);
 * - text: the e-mail, full name and last name prefixes (users_*_prefix_idx, one BitmapOr), a
 *   single's name prefix (children_name_prefix_idx) and, when it reads as one, a single's
 *   display id (children_display_id_unique).
 */
function searchHits(db: Tx, search: AccountSearch) {
  const noSingle = sql<string | null>`null::uuid`.as('child_id');
  const userHit = sql<string>`${users.id}`.as('user_id');
  if (search.kind === 'phone') {
    return db
      .select({ userId: userHit, childId: noSingle })
      .from(users)
      .where(or(...search.prefixes.map((p) => sql`${users.phone} like ${`${p}%`}`)))
      .as('hits');
  }
  const { prefix, displayId } = search;
  const byAccount = db
    .select({ userId: userHit, childId: noSingle })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) like ${prefix}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix}`,
        sql`lower(${users.lastName}) like ${prefix}`,
      ),
    );
  const singleHit = {
    userId: sql<string>`${children.userId}`.as('user_id'),
    childId: sql<string | null>`${children.id}`.as('child_id'),
  };
  const bySingleName = db
    .select(singleHit)
    .from(children)
    .where(sql`lower(${children.firstName} || ' ' || ${children.lastName}) like ${prefix}`);
  if (!displayId) return unionAll(byAccount, bySingleName).as('hits');
  const byDisplayId = db.select(singleHit).from(children).where(eq(children.displayId, displayId));
  return unionAll(byAccount, bySingleName, byDisplayId).as('hits');
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

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** A page of accounts, newest first, each row carrying the total (one round trip). */
export async function accountsPage(db: Tx, limit: number, offset: number) {
  return db
    .select({ ...summaryColumns, matchedChildId: sql<string | null>`null::uuid`, total })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A page of the accounts a search found, newest first, one row per account (the single that
 * matched, if any: the lowest id among them, so the answer is stable), with the total.
 */
export function searchPage(db: Tx, search: AccountSearch, limit: number, offset: number) {
  const hits = searchHits(db, search);
  return db
    .select({
      ...summaryColumns,
      matchedChildId: sql<string | null>`min(${hits.childId}::text)::uuid`,
      total,
    })
    .from(hits)
    .innerJoin(users, eq(users.id, hits.userId))
    .groupBy(users.id)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countAccounts(db: Tx, search: AccountSearch | undefined) {
  if (!search) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    return row?.n ?? 0;
  }
  const hits = searchHits(db, search);
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${hits.userId})`.mapWith(Number) })
    .from(hits);
  return row?.n ?? 0;
}

/** The singles a search matched, by id (one query for the page). */
export async function singlesByIds(db: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: children.id,
      displayId: children.displayId,
      firstName: children.firstName,
      lastName: children.lastName,
    })
    .from(children)
    .where(inArray(children.id, ids));
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
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      language: users.language,
    })
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
