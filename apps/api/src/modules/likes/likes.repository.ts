// Likes between two singles: their states, the lists of them and the profile view's relation.
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { children, likes } from '../../db/schema';
import { other } from './singles.repository';

export type LikeRow = typeof likes.$inferSelect;
export type LikeStatus = LikeRow['status'];

const isLive = sql`${likes.status} in ('pending', 'accepted')`;

// ---- Likes ----

/** The live like from one single to another, locked for the rest of the transaction. */
export async function findLiveLike(tx: Tx, initiatorId: string, receiverId: string) {
  const [row] = await tx
    .select()
    .from(likes)
    .where(and(eq(likes.initiatorId, initiatorId), eq(likes.receiverId, receiverId), isLive))
    .limit(1)
    .for('update');
  return row;
}

/** The newest like of the ordered pair, whatever its status. */
export async function findLatestLike(tx: Tx, initiatorId: string, receiverId: string) {
  const [row] = await tx
    .select()
    .from(likes)
    .where(and(eq(likes.initiatorId, initiatorId), eq(likes.receiverId, receiverId)))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(1);
  return row;
}

/** A like received by the single (any status), or undefined. */
export async function findReceivedLike(tx: Tx, likeId: string, receiverId: string, lock = false) {
  const query = tx
    .select()
    .from(likes)
    .where(and(eq(likes.id, likeId), eq(likes.receiverId, receiverId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Moves a like on from one status to the next; undefined when it was not in `from`. */
export async function setLikeStatus(
  tx: Tx,
  likeId: string,
  from: LikeStatus[],
  to: LikeStatus,
  now: Date,
) {
  const [row] = await tx
    .update(likes)
    .set({ status: to, closedAt: to === 'accepted' ? null : now, updatedAt: now })
    .where(and(eq(likes.id, likeId), inArray(likes.status, from)))
    .returning();
  return row;
}

/** The crossing like (the other way round), if pending, becomes part of the same match. */
export async function acceptCrossingLike(
  tx: Tx,
  initiatorId: string,
  receiverId: string,
  now: Date,
) {
  await tx
    .update(likes)
    .set({ status: 'accepted', updatedAt: now })
    .where(
      and(
        eq(likes.initiatorId, initiatorId),
        eq(likes.receiverId, receiverId),
        eq(likes.status, 'pending'),
      ),
    );
}

/** Ends the accepted likes between two singles (either way) when their match ends. */
export async function endAcceptedLikes(tx: Tx, a: string, b: string, now: Date) {
  await tx
    .update(likes)
    .set({ status: 'ended', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(likes.status, 'accepted'),
        or(
          and(eq(likes.initiatorId, a), eq(likes.receiverId, b)),
          and(eq(likes.initiatorId, b), eq(likes.receiverId, a)),
        ),
      ),
    );
}

/** Withdraws every pending like the singles gave or received (their deletion). */
export async function withdrawPendingLikesOf(tx: Tx, childIds: string[], now: Date) {
  if (childIds.length === 0) return;
  await tx
    .update(likes)
    .set({ status: 'withdrawn', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(likes.status, 'pending'),
        or(inArray(likes.initiatorId, childIds), inArray(likes.receiverId, childIds)),
      ),
    );
}

// ---- Lists ----

/** How many live likes the single's list holds (a page past its end carries no total). */
export async function countLikes(db: Tx, childId: string, type: 'given' | 'received') {
  const mine = type === 'given' ? likes.initiatorId : likes.receiverId;
  const theirs = type === 'given' ? likes.receiverId : likes.initiatorId;
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, childId), isLive, sql`${other.listed}`));
  return row?.n ?? 0;
}

/**
 * How many families (distinct accounts) have a pending like to any of the account's singles
 * (decision 039): the account's few singles by children_user_id_idx, then each one's likes by
 * likes_receiver_idx.
 */
export async function countInterestedFamilies(db: Tx, userId: string) {
  const mine = alias(children, 'mine');
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${other.userId})`.mapWith(Number) })
    .from(mine)
    .innerJoin(likes, eq(likes.receiverId, mine.id))
    .innerJoin(other, eq(other.id, likes.initiatorId))
    .where(
      and(
        eq(mine.userId, userId),
        eq(likes.status, 'pending'),
        // Answered already, waiting for her own yes (decision 084): nothing left to answer.
        isNull(likes.awaitingHerSince),
        sql`${other.listed}`,
      ),
    );
  return row?.n ?? 0;
}

// ---- The profile view's relation (decision 046) ----

/**
 * The likes between the viewer's single and a profile that the header cares about — live ones
 * and final rejections, either way. An accepted like exists exactly while the two are matched
 * (accepting makes the match, cancelling ends the like).
 */
const relationBetween = (childId: SQL | Placeholder, profileId: SQL | Placeholder) =>
  and(
    or(
      and(eq(likes.initiatorId, childId), eq(likes.receiverId, profileId)),
      and(eq(likes.initiatorId, profileId), eq(likes.receiverId, childId)),
    ),
    sql`${likes.status} in ('pending', 'accepted', 'rejected')`,
  );

/** A like of the relation, as relationFromRows reads it. */
export type RelationRow = {
  id: string;
  status: LikeStatus;
  initiatorId: string;
  /** Any non-null value: the like waits for her own yes (decision 084). */
  awaitingHerSince: unknown;
};

/** The relation's likes as one prepared statement (the profile view without its session). */
export function prepareRelationRead(db: Db) {
  const ph = sql.placeholder;
  return db
    .select({
      id: likes.id,
      status: likes.status,
      initiatorId: likes.initiatorId,
      awaitingHerSince: likes.awaitingHerSince,
    })
    .from(likes)
    .where(relationBetween(ph('childId'), ph('profileId')))
    .prepare('likes_relation');
}

/**
 * The same likes as a JSON array, for a statement that reads the profile too (decision 091):
 * `childId` may be a column of that statement.
 */
export const relationRowsIn = (childId: SQL | Placeholder, profileId: SQL | Placeholder) =>
  sql<RelationRow[]>`(select coalesce(json_agg(json_build_object(
    'id', ${likes.id}, 'status', ${likes.status}, 'initiatorId', ${likes.initiatorId},
    'awaitingHerSince', ${likes.awaitingHerSince})), '[]'::json)
    from ${likes} where ${relationBetween(childId, profileId)})`;
