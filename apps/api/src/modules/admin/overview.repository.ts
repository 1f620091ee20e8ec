import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likes, matches, payments, subscriptions, users } from '../../db/schema';
import type { Tx } from '../children/children.repository';

/** The UTC day of a timestamp as 'YYYY-MM-DD' text (no driver date parsing in between). */
const dayOf = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const inRange = (column: PgColumn, from: Date, end: Date): SQL =>
  and(gte(column, from), lt(column, end))!;

/**
 * Rows per UTC day of `column` in [from, end): a range scan of the column's index
 * (users_created_idx, likes_created_idx, …), grouped by day.
 */
export async function countPerDay(db: Tx, column: PgColumn, from: Date, end: Date) {
  const day = dayOf(column);
  return db
    .select({ day, n: sql<number>`count(*)`.mapWith(Number) })
    .from(column.table)
    .where(inRange(column, from, end))
    .groupBy(day);
}

export const signupsPerDay = (db: Tx, from: Date, end: Date) =>
  countPerDay(db, users.createdAt, from, end);
export const likesPerDay = (db: Tx, from: Date, end: Date) =>
  countPerDay(db, likes.createdAt, from, end);
export const matchesPerDay = (db: Tx, from: Date, end: Date) =>
  countPerDay(db, matches.createdAt, from, end);
/** Years starting and ending per day: the active count moves by their difference. */
export const startsPerDay = (db: Tx, from: Date, end: Date) =>
  countPerDay(db, subscriptions.startsAt, from, end);
export const expiriesPerDay = (db: Tx, from: Date, end: Date) =>
  countPerDay(db, subscriptions.expiresAt, from, end);

/**
 * Years running at the start of the range: started before it and not ended by then
 * (subscriptions_expires_idx bounds it to the years ending after `from`).
 */
export async function activeAt(db: Tx, at: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(subscriptions)
    .where(and(gte(subscriptions.expiresAt, at), lt(subscriptions.startsAt, at)));
  return row?.n ?? 0;
}

/** Money received per day and currency (payments_paid_idx); granted years have no payment. */
export async function revenuePerDay(db: Tx, from: Date, end: Date) {
  const day = dayOf(payments.paidAt);
  return db
    .select({
      day,
      currency: payments.currency,
      minor: sql<number>`sum(${payments.amountMinor})`.mapWith(Number),
    })
    .from(payments)
    .where(inRange(payments.paidAt, from, end))
    .groupBy(day, payments.currency);
}
