import { and, asc, count, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { children, likeNonResponses, likes, matches, users } from '../../db/schema';
import { hardRules, type Viewer } from '../discovery';

export type LikeRow = typeof likes.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type LikeStatus = LikeRow['status'];

const isLive = sql`${likes.status} in ('pending', 'accepted')`;

/** What the rules need of a single: whose it is, its gender and genotype, its public handle. */
const singleColumns = {
  id: children.id,
  userId: children.userId,
  gender: children.gender,
  genotype: children.genotype,
  displayId: children.displayId,
  listed: children.listed,
};
export type SingleRef = {
  id: string;
  userId: string;
  gender: 'MALE' | 'FEMALE';
  genotype: string;
  displayId: string;
  listed: boolean;
};

/** One of the account's own singles (someone else's: undefined, DECISIONS 4). */
export async function findOwnSingle(db: Tx, userId: string, childId: string) {
  const [row] = await db
    .select(singleColumns)
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The other single, if the viewer's single may see it: discovery's hard rules (listed, the
 * opposite gender, a genotype not at risk, not the viewer's own account; DECISIONS 4, 16).
 */
export async function findVisibleSingle(db: Tx, viewer: Viewer, profileId: string) {
  const [row] = await db
    .select(singleColumns)
    .from(children)
    .where(and(eq(children.id, profileId), hardRules(viewer)))
    .limit(1);
  return row;
}

export async function findSingle(db: Tx, childId: string) {
  const [row] = await db.select(singleColumns).from(children).where(eq(children.id, childId));
  return row;
}

/**
 * Locks the singles' rows until the transaction ends, always in id order, so every change that
 * touches two singles (a like, an answer, a match, a cancel, a deletion) queues behind the
 * others on the same singles and none deadlocks. NO KEY UPDATE: inserts that only reference a
 * single (a like, a recommendation) are not held up.
 */
export async function lockSingles(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: children.id })
    .from(children)
    .where(inArray(children.id, [...new Set(ids)]))
    .orderBy(asc(children.id))
    .for('no key update');
  return rows.map((r) => r.id);
}

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

/** Whether the receiver once declined the initiator (final for the pair, DECISIONS 21). */
export async function hasRejection(tx: Tx, initiatorId: string, receiverId: string) {
  const [row] = await tx
    .select({ id: likes.id })
    .from(likes)
    .where(
      and(
        eq(likes.initiatorId, initiatorId),
        eq(likes.receiverId, receiverId),
        eq(likes.status, 'rejected'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts a pending like; undefined when the pair's live like already exists (the index). */
export async function insertLike(tx: Tx, initiatorId: string, receiverId: string, now: Date) {
  const [row] = await tx
    .insert(likes)
    .values({ initiatorId, receiverId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
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

const other = alias(children, 'other');
const otherCard = {
  id: other.id,
  displayId: other.displayId,
  yearOfBirth: other.yearOfBirth,
  monthOfBirth: other.monthOfBirth,
  lga: other.lga,
  countryOfResidence: other.countryOfResidence,
  about: other.about,
  profession: other.profession,
  gender: other.gender,
};

/**
 * A page of the single's live likes, given or received, newest first, each with the other
 * single's card in the same query (no N+1). A single whose account is suspended drops out.
 * Each row carries the total (one round trip).
 */
export async function likesPage(
  db: Tx,
  childId: string,
  type: 'given' | 'received',
  limit: number,
  offset: number,
) {
  const mine = type === 'given' ? likes.initiatorId : likes.receiverId;
  const theirs = type === 'given' ? likes.receiverId : likes.initiatorId;
  return db
    .select({
      likeId: likes.id,
      status: likes.status,
      createdAt: likes.createdAt,
      card: otherCard,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(likes)
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, childId), isLive, sql`${other.listed}`))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(limit)
    .offset(offset);
}

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
 * (DECISIONS 13): the account's few singles by children_user_id_idx, then each one's likes by
 * likes_receiver_idx.
 */
export async function countInterestedFamilies(db: Tx, userId: string) {
  const mine = alias(children, 'mine');
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${other.userId})`.mapWith(Number) })
    .from(mine)
    .innerJoin(likes, eq(likes.receiverId, mine.id))
    .innerJoin(other, eq(other.id, likes.initiatorId))
    .where(and(eq(mine.userId, userId), eq(likes.status, 'pending'), sql`${other.listed}`));
  return row?.n ?? 0;
}

// ---- Matches ----

/** The single's active match (at most one: the unique partial indexes), or undefined. */
export async function findActiveMatch(db: Tx, childId: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.status, 'active'),
        or(eq(matches.manId, childId), eq(matches.womanId, childId)),
      ),
    )
    .limit(1);
  return row;
}

/** A match of the single (any status), or undefined; locked when asked. */
export async function findMatchOf(db: Tx, matchId: string, childId: string, lock = false) {
  const query = db
    .select()
    .from(matches)
    .where(
      and(eq(matches.id, matchId), or(eq(matches.manId, childId), eq(matches.womanId, childId))),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertMatch(
  tx: Tx,
  values: { likeId: string; manId: string; womanId: string; createdAt: Date },
) {
  const [row] = await tx.insert(matches).values(values).returning();
  if (!row) throw new Error('match insert returned nothing');
  return row;
}

export async function endMatch(
  tx: Tx,
  matchId: string,
  reason: NonNullable<MatchRow['endReason']>,
  endedBy: string,
  now: Date,
) {
  const [row] = await tx
    .update(matches)
    .set({ status: 'cancelled', endReason: reason, endedBy, endedAt: now })
    .where(and(eq(matches.id, matchId), eq(matches.status, 'active')))
    .returning();
  return row;
}

/** The active matches of any of the singles (their deletion). */
export async function activeMatchesOf(tx: Tx, childIds: string[]) {
  if (childIds.length === 0) return [];
  return tx
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.status, 'active'),
        or(inArray(matches.manId, childIds), inArray(matches.womanId, childIds)),
      ),
    );
}

/** The other single's card for the match view. */
export async function findCard(db: Tx, childId: string) {
  const [row] = await db.select(otherCard).from(other).where(eq(other.id, childId));
  return row;
}

/**
 * The account holder of a single, for e-mails, with the wali the single names (DECISIONS 35):
 * the contact a match releases comes from this row (likes.release.ts contactOf).
 */
export async function findAccountOfSingle(db: Tx, childId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      displayId: children.displayId,
      /** The single's own first name: e-mails to its own family name it (issue 23, point 18). */
      singleFirstName: children.firstName,
      waliName: children.waliName,
      waliEmail: children.waliEmail,
      waliPhoneNumber: children.waliPhoneNumber,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(children.id, childId));
  return row;
}
export type AccountOfSingle = NonNullable<Awaited<ReturnType<typeof findAccountOfSingle>>>;

export async function listOwnSingleIds(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: children.id })
    .from(children)
    .where(eq(children.userId, userId));
  return rows.map((r) => r.id);
}

// ---- The reminder and expiry job ----

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

export const claimDueReminders = (tx: Tx, sentBy: Date, limit: number) =>
  claimPending(tx, sentBy, and(sql`${likes.remindedAt} is null`, bothListed, receiverFree), limit);

export const claimDueExpiries = (tx: Tx, sentBy: Date, limit: number) =>
  claimPending(tx, sentBy, undefined, limit);

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
      single: receiver.firstName,
      from: other.displayId,
    })
    .from(likes)
    .innerJoin(receiver, eq(receiver.id, likes.receiverId))
    .innerJoin(other, eq(other.id, likes.initiatorId))
    .innerJoin(users, eq(users.id, receiver.userId))
    .where(inArray(likes.id, ids));
}

// ---- The profile view's relation (DECISIONS 20) ----

/**
 * The likes between the viewer's single and a profile that the header cares about — live ones
 * and final rejections, either way — as one prepared statement on the profile view's hot path.
 * An accepted like exists exactly while the two are matched (accepting makes the match,
 * cancelling ends the like).
 */
export function prepareRelationRead(db: Db) {
  const ph = sql.placeholder;
  return db
    .select({ id: likes.id, status: likes.status, initiatorId: likes.initiatorId })
    .from(likes)
    .where(
      and(
        or(
          and(eq(likes.initiatorId, ph('childId')), eq(likes.receiverId, ph('profileId'))),
          and(eq(likes.initiatorId, ph('profileId')), eq(likes.receiverId, ph('childId'))),
        ),
        sql`${likes.status} in ('pending', 'accepted', 'rejected')`,
      ),
    )
    .prepare('likes_relation');
}
