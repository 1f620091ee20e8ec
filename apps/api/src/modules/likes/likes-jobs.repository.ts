// The reminder and expiry job's queries: claims with SKIP LOCKED, expiries, non-responses.
import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, likeNonResponses, likes, matches, users } from '../../db/schema';
import { other } from './singles.repository';

/**
 * Claims pending likes sent at or before `sentBy` that match `extra`, oldest first: FOR UPDATE
 * SKIP LOCKED, so instances running the job side by side never take the same like, and a like
 * being answered right now is left to its answer.
 */
async function claimPending(tx: Tx, sentBy: Date, extra: SQL | undefined, limit: number) {
  return tx
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.status, 'pending'), lte(likes.createdAt, sentBy), extra))
    .orderBy(asc(likes.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Both singles still listed: a like from a suspended family is hidden, so not reminded. */
const bothListed = sql`exists (select 1 from ${children} i where i.id = ${likes.initiatorId} and i.listed)
  and exists (select 1 from ${children} r where r.id = ${likes.receiverId} and r.listed)`;

/** The receiver is in a match: it cannot accept now, so it is not nagged (nor counted later). */
const receiverFree = sql`not exists (select 1 from ${matches} m where m.status = 'active'
  and (m.man_id = ${likes.receiverId} or m.woman_id = ${likes.receiverId}))`;

/**
 * Pending likes sent at or before `sentBy` and not yet reminded, but sent after `expiredBy`: a
 * like already past its life is the expiry's, never reminded, whichever pass reaches it first
 * (two instances side by side, or an expiry pass whose statement waited on a lock and read the
 * table as it was before the like was due).
 */
export const claimDueReminders = (tx: Tx, sentBy: Date, expiredBy: Date, limit: number) =>
  claimPending(
    tx,
    sentBy,
    and(
      sql`${likes.remindedAt} is null`,
      isNull(likes.awaitingHerSince),
      gt(likes.createdAt, expiredBy),
      bothListed,
      receiverFree,
    ),
    limit,
  );

/** Unanswered likes past their life; one waiting for her has its own week (below). */
export const claimDueExpiries = (tx: Tx, sentBy: Date, limit: number) =>
  claimPending(tx, sentBy, isNull(likes.awaitingHerSince), limit);

/**
 * Accepted likes still waiting for her own yes (decision 084) since `waitingBy` or before,
 * claimed as the others are.
 */
export async function claimDueHerExpiries(tx: Tx, waitingBy: Date, limit: number) {
  return tx
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.status, 'pending'), lte(likes.awaitingHerSince, waitingBy)))
    .orderBy(asc(likes.awaitingHerSince))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markReminded(tx: Tx, ids: string[], now: Date) {
  await tx.update(likes).set({ remindedAt: now }).where(inArray(likes.id, ids));
}

/** Expires the claimed likes; answers them with their receivers. */
export async function expireLikes(tx: Tx, ids: string[], now: Date) {
  return tx
    .update(likes)
    .set({ status: 'expired', closedAt: now, updatedAt: now })
    .where(and(inArray(likes.id, ids), eq(likes.status, 'pending')))
    .returning({ id: likes.id, receiverId: likes.receiverId });
}

/**
 * Records the expired likes as non-responses of the receiving accounts — except where the
 * receiver was in a match meanwhile (it could not have accepted) or the like was hidden from it
 * (the initiator's family suspended). Once per like.
 */
export async function recordNonResponses(tx: Tx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into ${likeNonResponses} (user_id, child_id, like_id, expired_at)
    select r.user_id, r.id, l.id, ${now.toISOString()}::timestamptz
    from ${likes} l join ${children} r on r.id = l.receiver_id
    join ${children} i on i.id = l.initiator_id
    where ${inArray(sql`l.id`, ids)} and i.listed
      and not exists (select 1 from ${matches} m where m.status = 'active'
        and (m.man_id = r.id or m.woman_id = r.id))
    on conflict do nothing`);
}

/**
 * What a reminder e-mail needs: the receiving account, its own single's first name (its own
 * family may read it) and the other single's display id.
 */
export async function reminderDetails(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  const receiver = alias(children, 'receiver');
  return tx
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      single: receiver.firstName,
      from: other.displayId,
    })
    .from(likes)
    .innerJoin(receiver, eq(receiver.id, likes.receiverId))
    .innerJoin(other, eq(other.id, likes.initiatorId))
    .innerJoin(users, eq(users.id, receiver.userId))
    .where(inArray(likes.id, ids));
}
