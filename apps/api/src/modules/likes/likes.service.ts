import {
  type Interest,
  LIKES_MESSAGES,
  type LikeActionResult,
  type LikeReactionBody,
  type LikesMeta,
  type LikesPage,
  type LikesQuery,
  type Match,
  matchGuidance,
  pageMeta,
} from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { childNotFound, profileNotFound } from '../../lib/not-found';
import { hasActivePlan } from '../billing';

import { cardFromRow } from '../discovery';

import * as emails from './likes.emails';
import { contactOf } from './likes.release';
import * as repo from './likes.repository';

export type LikesDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Tells the mail worker that something was queued. */
  mailQueued: () => void;
};

const conflict = (message: string) => new AppError('CONFLICT', message);
const alreadyMatched = (message: string) => new AppError('ALREADY_MATCHED', message);
const likeNotFound = () => new AppError('NOT_FOUND', LIKES_MESSAGES.likeNotFound);
const matchNotFound = () => new AppError('NOT_FOUND', LIKES_MESSAGES.matchNotFound);

/** The PostgreSQL error under Drizzle's wrapper, if any. */
function pgError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (e && typeof e === 'object' && e.code) return e;
  return (e?.cause as { code?: string; constraint?: string } | undefined) ?? {};
}

/** A unique index that still fired (a race the row locks did not cover) is a 409, never a 500. */
export function mapUniqueViolation(error: unknown): never {
  const { code, constraint } = pgError(error);
  if (code === '23505' && constraint?.startsWith('matches_')) {
    throw alreadyMatched(LIKES_MESSAGES.selfMatched);
  }
  if (code === '23505') throw conflict(LIKES_MESSAGES.likeClosed);
  throw error;
}

const ref = (like: repo.LikeRow) => ({ _id: like.id, status: like.status });

/**
 * Likes and matches (spec §3–§4, §7; DECISIONS 2, 4, 13, 21). Every transition is one
 * transaction that first locks both singles' rows (in id order), then reads and moves the state;
 * the unique indexes back it up. The plan is checked in the same transaction.
 */
export function createLikesService({ db, clock, appUrl, mailQueued }: LikesDeps) {
  /** The caller's single, or 404 (DECISIONS 4). */
  async function ownSingle(tx: Tx, userId: string, childId: string) {
    const row = UUID.test(childId) ? await repo.findOwnSingle(tx, userId, childId) : undefined;
    if (!row) throw childNotFound();
    return row;
  }

  /** 403 PLAN_REQUIRED unless the account has an active paid plan now (DECISIONS 13, 15). */
  async function requirePlan(
    tx: Tx,
    userId: string,
    message: string = LIKES_MESSAGES.planRequired,
  ) {
    if (!(await hasActivePlan(tx, userId, clock.now()))) {
      throw new AppError('PLAN_REQUIRED', message);
    }
  }

  /** Runs a transition; the mail worker is told when it committed e-mail. */
  async function transition<T>(work: (tx: Tx, queue: typeof enqueueEmail) => Promise<T>) {
    let queued = false;
    const queue: typeof enqueueEmail = async (tx, message) => {
      queued = true;
      await enqueueEmail(tx, message);
    };
    try {
      const result = await db.transaction((tx) => work(tx, queue));
      if (queued) mailQueued();
      return result;
    } catch (error) {
      if (error instanceof AppError) throw error;
      return mapUniqueViolation(error);
    }
  }

  return {
    /** `POST /match/like/child/{id}`: single {id} likes `profileId`. A replay answers the same like. */
    async like(userId: string, childId: string, profileId: string): Promise<LikeActionResult> {
      const like = await transition(async (tx, queue) => {
        const single = await ownSingle(tx, userId, childId);
        await requirePlan(tx, userId);
        // A paused single is hidden from the other families: its interest would reach them by
        // e-mail but never show in their lists.
        if (!single.listed) throw conflict(LIKES_MESSAGES.pausedSingle);
        if (!UUID.test(profileId)) throw profileNotFound();
        // Locked before the visibility check: a block (issue 8) locks both families' singles
        // the same way, so a like either sees the block or is withdrawn by it.
        await repo.lockSingles(tx, [single.id, profileId]);
        const target = await repo.findVisibleSingle(tx, { userId, single }, profileId);
        if (!target) throw profileNotFound();

        const live = await repo.findLiveLike(tx, single.id, target.id);
        if (live) return live;
        if (await repo.hasRejection(tx, single.id, target.id)) {
          throw conflict(LIKES_MESSAGES.declinedBefore);
        }
        if (await repo.findActiveMatch(tx, single.id)) {
          throw alreadyMatched(LIKES_MESSAGES.selfMatched);
        }
        const now = clock.now();
        const created = await repo.insertLike(tx, single.id, target.id, now);
        if (!created) {
          const raced = await repo.findLiveLike(tx, single.id, target.id);
          if (raced) return raced;
          throw conflict(LIKES_MESSAGES.likeClosed);
        }
        const account = await repo.findAccountOfSingle(tx, target.id);
        if (account) {
          await queue(tx, {
            to: account.email,
            ...emails.likeReceivedEmail(account, account.singleFirstName, single.displayId, appUrl),
          });
        }
        return created;
      });
      return { message: LIKES_MESSAGES.liked, like: ref(like), match_id: null };
    },

    /**
     * `PUT /match/like/child/{id}`: single {id} accepts or rejects a like it received. Accepting
     * makes the match (and folds in a crossing like the other way); a replay of the same answer
     * answers the same again.
     */
    async respond(
      userId: string,
      childId: string,
      { like: likeId, reaction }: LikeReactionBody,
    ): Promise<LikeActionResult> {
      return transition(async (tx, queue) => {
        const single = await ownSingle(tx, userId, childId);
        await requirePlan(tx, userId);
        const peek = UUID.test(likeId)
          ? await repo.findReceivedLike(tx, likeId, single.id)
          : undefined;
        if (!peek) throw likeNotFound();
        await repo.lockSingles(tx, [peek.initiatorId, single.id]);
        const like = await repo.findReceivedLike(tx, likeId, single.id, true);
        const initiator = like && (await repo.findSingle(tx, like.initiatorId));
        if (!like || !initiator?.listed) throw likeNotFound();
        const now = clock.now();

        if (reaction === 'reject') {
          if (like.status === 'accepted') throw conflict(LIKES_MESSAGES.likeAlreadyAccepted);
          if (like.status !== 'pending' && like.status !== 'rejected') {
            throw conflict(LIKES_MESSAGES.likeClosed);
          }
          const rejected =
            like.status === 'rejected'
              ? like
              : await repo.setLikeStatus(tx, like.id, ['pending'], 'rejected', now);
          return { message: LIKES_MESSAGES.rejected, like: ref(rejected ?? like), match_id: null };
        }

        if (like.status === 'accepted') {
          // A replay, or the crossing like the other side's acceptance already folded in.
          const match = await repo.findActiveMatch(tx, single.id);
          if (match && (match.manId === initiator.id || match.womanId === initiator.id)) {
            return { message: LIKES_MESSAGES.accepted, like: ref(like), match_id: match.id };
          }
          throw conflict(LIKES_MESSAGES.likeClosed);
        }
        if (like.status === 'rejected') throw conflict(LIKES_MESSAGES.likeAlreadyRejected);
        if (like.status !== 'pending') throw conflict(LIKES_MESSAGES.likeClosed);
        if (await repo.findActiveMatch(tx, single.id)) {
          throw alreadyMatched(LIKES_MESSAGES.selfMatched);
        }
        if (await repo.findActiveMatch(tx, initiator.id)) {
          throw alreadyMatched(LIKES_MESSAGES.otherMatched);
        }

        const accepted = await repo.setLikeStatus(tx, like.id, ['pending'], 'accepted', now);
        if (!accepted) throw conflict(LIKES_MESSAGES.likeClosed);
        await repo.acceptCrossingLike(tx, single.id, initiator.id, now);
        const [man, woman] = single.gender === 'MALE' ? [single, initiator] : [initiator, single];
        const match = await repo.insertMatch(tx, {
          likeId: like.id,
          manId: man.id,
          womanId: woman.id,
          createdAt: now,
        });
        const manAccount = await repo.findAccountOfSingle(tx, man.id);
        const womanAccount = await repo.findAccountOfSingle(tx, woman.id);
        const isWali = womanAccount ? contactOf(womanAccount).isWali : false;
        if (manAccount) {
          await queue(tx, {
            to: manAccount.email,
            ...emails.matchForManEmail(
              manAccount,
              manAccount.singleFirstName,
              woman.displayId,
              appUrl,
              isWali,
            ),
          });
        }
        if (womanAccount) {
          await queue(tx, {
            to: womanAccount.email,
            ...emails.matchForWomanEmail(
              womanAccount,
              womanAccount.singleFirstName,
              man.displayId,
              appUrl,
              isWali,
            ),
          });
        }
        return { message: LIKES_MESSAGES.accepted, like: ref(accepted), match_id: match.id };
      });
    },

    /** `PUT /match/unlike/child/{id}`: withdraws single {id}'s pending like to `profileId`. */
    async unlike(userId: string, childId: string, profileId: string): Promise<LikeActionResult> {
      return transition(async (tx) => {
        const single = await ownSingle(tx, userId, childId);
        await requirePlan(tx, userId, LIKES_MESSAGES.planRequiredUnlike);
        const noLike = () => new AppError('NOT_FOUND', LIKES_MESSAGES.noLiveLike);
        if (!UUID.test(profileId)) throw noLike();
        await repo.lockSingles(tx, [single.id, profileId]);
        const live = await repo.findLiveLike(tx, single.id, profileId);
        if (!live) {
          // A double click: the like this single withdrew last is answered again.
          const latest = await repo.findLatestLike(tx, single.id, profileId);
          if (latest?.status !== 'withdrawn') throw noLike();
          return { message: LIKES_MESSAGES.unliked, like: ref(latest), match_id: null };
        }
        if (live.status === 'accepted') throw conflict(LIKES_MESSAGES.unlikeMatched);
        const withdrawn = await repo.setLikeStatus(
          tx,
          live.id,
          ['pending'],
          'withdrawn',
          clock.now(),
        );
        return { message: LIKES_MESSAGES.unliked, like: ref(withdrawn ?? live), match_id: null };
      });
    },

    /** `GET /match/like/child/{id}/?type=`: the single's live likes, newest first. */
    async list(
      userId: string,
      childId: string,
      query: LikesQuery,
    ): Promise<{ data: LikesPage; meta: LikesMeta }> {
      const single = await ownSingle(db, userId, childId);
      await requirePlan(db, userId);
      const { type, page, limit } = query;
      const rows = await repo.likesPage(db, single.id, type, limit, (page - 1) * limit);
      // Every row carries the total; past the end there is no row to carry it.
      const totalCount =
        rows[0]?.total ?? (page > 1 ? await repo.countLikes(db, single.id, type) : 0);
      const now = clock.now();
      const entries = rows.map((row) => ({
        _id: row.likeId,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        card: { ...cardFromRow(row.card, now), _id: row.card.id },
      }));
      const meta = { ...pageMeta(query, totalCount), type };
      return type === 'given'
        ? { meta, data: entries.map(({ card, ...like }) => ({ ...like, receiver: card })) }
        : { meta, data: entries.map(({ card, ...like }) => ({ ...like, initiator: card })) };
    },

    /**
     * `GET /match/child/{id}`: the single's active match, or null (DECISIONS 10). The woman's
     * guardian's contact goes to the man's side only (DECISIONS 2).
     */
    async match(userId: string, childId: string): Promise<Match | null> {
      const single = await ownSingle(db, userId, childId);
      await requirePlan(db, userId);
      const match = await repo.findActiveMatch(db, single.id);
      if (!match) return null;
      const isMan = match.manId === single.id;
      const otherId = isMan ? match.womanId : match.manId;
      const card = await repo.findCard(db, otherId);
      if (!card) return null;
      // Her side is told whose contact went (hers or her wali's) but never sent it back.
      const woman = await repo.findAccountOfSingle(db, match.womanId);
      const released = woman ? contactOf(woman) : null;
      return {
        match: cardFromRow(card, clock.now()),
        match_id: match.id,
        contact: isMan ? released : null,
        guidance: matchGuidance(isMan ? 'man' : 'woman', released?.isWali ?? false),
        matchedAt: match.createdAt.toISOString(),
      };
    },

    /** `PUT /match/cancel/child/{id}`: ends the match for both; the other family is told. */
    async cancelMatch(userId: string, childId: string, matchId: string): Promise<string> {
      return transition(async (tx, queue) => {
        const single = await ownSingle(tx, userId, childId);
        await requirePlan(tx, userId);
        const peek = UUID.test(matchId)
          ? await repo.findMatchOf(tx, matchId, single.id)
          : undefined;
        if (!peek) throw matchNotFound();
        await repo.lockSingles(tx, [peek.manId, peek.womanId]);
        const match = await repo.findMatchOf(tx, matchId, single.id, true);
        if (!match) throw matchNotFound();
        if (match.status !== 'active') return LIKES_MESSAGES.matchCancelled;
        const now = clock.now();
        await repo.endMatch(tx, match.id, 'cancelled', single.id, now);
        await repo.endAcceptedLikes(tx, match.manId, match.womanId, now);
        const otherId = match.manId === single.id ? match.womanId : match.manId;
        const account = await repo.findAccountOfSingle(tx, otherId);
        if (account) {
          await queue(tx, {
            to: account.email,
            ...emails.matchEndedEmail(
              account,
              account.singleFirstName,
              single.displayId,
              'cancelled',
              appUrl,
            ),
          });
        }
        return LIKES_MESSAGES.matchCancelled;
      });
    },

    /** `GET /match/interest`: families with a pending like to the account (no plan needed). */
    async interest(userId: string): Promise<Interest> {
      return { received: await repo.countInterestedFamilies(db, userId) };
    },
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
