/** Accounts whose likes expired unanswered (like_non_responses), for staff to warn. */
import { desc, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likeNonResponses, users } from '../../db/schema';

/**
 * Accounts with likes that expired unanswered (the likes job records them), most first: one
 * GROUP BY over like_non_responses_user_idx joined to the page's accounts.
 */
export async function nonRespondersPage(db: Tx, limit: number, offset: number) {
  const count = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({
      accountId: likeNonResponses.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      warnedAt: users.warnedAt,
      suspendedAt: users.suspendedAt,
      count,
      lastExpiredAt: max(likeNonResponses.expiredAt),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(likeNonResponses)
    .innerJoin(users, eq(users.id, likeNonResponses.userId))
    .groupBy(likeNonResponses.userId, users.id)
    .orderBy(desc(count), desc(max(likeNonResponses.expiredAt)), desc(likeNonResponses.userId))
    .limit(limit)
    .offset(offset);
}

export async function countNonResponders(db: Tx) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${likeNonResponses.userId})`.mapWith(Number) })
    .from(likeNonResponses);
  return row?.n ?? 0;
}

/** The account with its count of unanswered likes, locked while staff warn it. */
export async function lockNonResponder(tx: Tx, accountId: string) {
  const [target] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      count:
        sql<number>`(select count(*) from ${likeNonResponses} n where n.user_id = ${accountId})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, accountId))
    .for('update');
  return target;
}

export async function markWarned(tx: Tx, accountId: string, now: Date) {
  await tx.update(users).set({ warnedAt: now }).where(eq(users.id, accountId));
}
