import {
  CONSENT_MESSAGES,
  type Interest,
  LIKES_MESSAGES,
  type LikeActionResult,
  type LikeReactionBody,
  type LikesMeta,
  type LikesPage,
  type LikesQuery,
  pageMeta,
} from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import { UUID } from '../../lib/ids';
import { profileNotFound } from '../../lib/not-found';
import { otherSingleFromRow } from '../discovery';

import type { HerConsent } from './likes.consent';
import * as emails from './likes.emails';
import { makeMatch } from './likes.match';
import {
  countInterestedFamilies,
  countLikes,
  findLatestLike,
  findLiveLike,
  findReceivedLike,
  hasRejection,
  insertLike,
  type LikeRow,
  likesPage,
  setLikeStatus,
} from './likes.repository';
import {
  alreadyMatched,
  conflict,
  createTransitions,
  type LikesDeps,
  likeNotFound,
} from './likes.transition';
import { findActiveMatch } from './matches.repository';
import { createMatchesService } from './matches.service';
import {
  findAccountOfSingle,
  findSingle,
  findVisibleSingle,
  lockSingles,
} from './singles.repository';

const ref = (like: LikeRow) => ({ _id: like.id, status: like.status });

/**
 * Likes and matches (product.md §3–§4, §7; decisions 028, 030, 039, 047): liking, answering (an acceptance
 * makes the match), withdrawing and the lists here; the match view and cancelling in
 * matches.service.ts. Every transition is one transaction (likes.transition.ts).
 */
export function createLikesService(deps: LikesDeps, consent: HerConsent) {
  const { db, clock, appUrl } = deps;
  const { ownSingle, requirePlan, transition } = createTransitions(deps);

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
        // Locked before the visibility check: a block (decision 012) locks both families' singles
        // the same way, so a like either sees the block or is withdrawn by it.
        await lockSingles(tx, [single.id, profileId]);
        const target = await findVisibleSingle(tx, { userId, single }, profileId);
        if (!target) throw profileNotFound();

        const live = await findLiveLike(tx, single.id, target.id);
        if (live) return live;
        if (await hasRejection(tx, single.id, target.id)) {
          throw conflict(LIKES_MESSAGES.declinedBefore);
        }
        if (await findActiveMatch(tx, single.id)) {
          throw alreadyMatched(LIKES_MESSAGES.selfMatched);
        }
        const now = clock.now();
        const created = await insertLike(tx, single.id, target.id, now);
        if (!created) {
          const raced = await findLiveLike(tx, single.id, target.id);
          if (raced) return raced;
          throw conflict(LIKES_MESSAGES.likeClosed);
        }
        const account = await findAccountOfSingle(tx, target.id);
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
      return transition(async (tx, queue, text) => {
        const single = await ownSingle(tx, userId, childId);
        await requirePlan(tx, userId);
        const peek = UUID.test(likeId) ? await findReceivedLike(tx, likeId, single.id) : undefined;
        if (!peek) throw likeNotFound();
        await lockSingles(tx, [peek.initiatorId, single.id]);
        const like = await findReceivedLike(tx, likeId, single.id, true);
        const initiator = like && (await findSingle(tx, like.initiatorId));
        if (!like || !initiator?.listed) throw likeNotFound();
        const now = clock.now();
        // Accepted already, and waiting for her own yes: no answer of a family moves it now.
        if (like.status === 'pending' && like.awaitingHerSince) {
          throw conflict(CONSENT_MESSAGES.awaitingHer);
        }

        if (reaction === 'reject') {
          if (like.status === 'accepted') throw conflict(LIKES_MESSAGES.likeAlreadyAccepted);
          if (like.status !== 'pending' && like.status !== 'rejected') {
            throw conflict(LIKES_MESSAGES.likeClosed);
          }
          const rejected =
            like.status === 'rejected'
              ? like
              : await setLikeStatus(tx, like.id, ['pending'], 'rejected', now);
          return { message: LIKES_MESSAGES.rejected, like: ref(rejected ?? like), match_id: null };
        }

        if (like.status === 'accepted') {
          // A replay, or the crossing like the other side's acceptance already folded in.
          const match = await findActiveMatch(tx, single.id);
          if (match && (match.manId === initiator.id || match.womanId === initiator.id)) {
            return { message: LIKES_MESSAGES.accepted, like: ref(like), match_id: match.id };
          }
          throw conflict(LIKES_MESSAGES.likeClosed);
        }
        if (like.status === 'rejected') throw conflict(LIKES_MESSAGES.likeAlreadyRejected);
        if (like.status !== 'pending') throw conflict(LIKES_MESSAGES.likeClosed);
        if (await findActiveMatch(tx, single.id)) {
          throw alreadyMatched(LIKES_MESSAGES.selfMatched);
        }
        if (await findActiveMatch(tx, initiator.id)) {
          throw alreadyMatched(LIKES_MESSAGES.otherMatched);
        }

        // A confirmed woman's single who asked to be asked answers first (decision 084).
        const [man, woman] = single.gender === 'MALE' ? [single, initiator] : [initiator, single];
        const waiting = await consent.askHer(tx, { queue, text }, { like, man, woman, now });
        if (waiting) {
          return { message: CONSENT_MESSAGES.sentToHer, like: ref(waiting), match_id: null };
        }
        const { accepted, matchId } = await makeMatch(tx, queue, {
          like,
          receiver: single,
          initiator,
          now,
          appUrl,
        });
        return { message: LIKES_MESSAGES.accepted, like: ref(accepted), match_id: matchId };
      });
    },

    /** `PUT /match/unlike/child/{id}`: withdraws single {id}'s pending like to `profileId`. */
    async unlike(userId: string, childId: string, profileId: string): Promise<LikeActionResult> {
      return transition(async (tx) => {
        const single = await ownSingle(tx, userId, childId);
        await requirePlan(tx, userId, LIKES_MESSAGES.planRequiredUnlike);
        const noLike = () => new AppError('NOT_FOUND', LIKES_MESSAGES.noLiveLike);
        if (!UUID.test(profileId)) throw noLike();
        await lockSingles(tx, [single.id, profileId]);
        const live = await findLiveLike(tx, single.id, profileId);
        if (!live) {
          // A double click: the like this single withdrew last is answered again.
          const latest = await findLatestLike(tx, single.id, profileId);
          if (latest?.status !== 'withdrawn') throw noLike();
          return { message: LIKES_MESSAGES.unliked, like: ref(latest), match_id: null };
        }
        if (live.status === 'accepted') throw conflict(LIKES_MESSAGES.unlikeMatched);
        const withdrawn = await setLikeStatus(tx, live.id, ['pending'], 'withdrawn', clock.now());
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
      const rows = await likesPage(db, single.id, type, limit, (page - 1) * limit);
      // Every row carries the total; past the end there is no row to carry it.
      const totalCount = rows[0]?.total ?? (page > 1 ? await countLikes(db, single.id, type) : 0);
      const now = clock.now();
      const entries = rows.map((row) => ({
        _id: row.likeId,
        status: row.status,
        awaitingHer: row.status === 'pending' && row.awaitingHer,
        createdAt: row.createdAt.toISOString(),
        card: { ...otherSingleFromRow(row.profile, now), _id: row.profile.id },
      }));
      const meta = { ...pageMeta(query, totalCount), type };
      return type === 'given'
        ? { meta, data: entries.map(({ card, ...like }) => ({ ...like, receiver: card })) }
        : { meta, data: entries.map(({ card, ...like }) => ({ ...like, initiator: card })) };
    },
    /** `GET /match/interest`: families with a pending like to the account (no plan needed). */
    async interest(userId: string): Promise<Interest> {
      return { received: await countInterestedFamilies(db, userId) };
    },
    ...createMatchesService(deps),
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
