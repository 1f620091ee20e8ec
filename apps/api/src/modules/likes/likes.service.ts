import {
  type Interest,
  LIKES_MESSAGES,
  type LikeActionResult,
  type LikesMeta,
  type LikesPage,
  type LikesQuery,
  pageMeta,
} from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import type { DeferredSession } from '../../lib/authenticate';
import { UUID } from '../../lib/ids';
import { otherSingleFromRow } from '../discovery';
import type { HerConsent } from './likes.consent';
import {
  countInterestedFamilies,
  countLikes,
  findLatestLike,
  findLiveLike,
  type LikeRow,
  prepareLikesPages,
  setLikeStatus,
} from './likes.repository';
import { createCaller, createLikeSteps } from './likes.steps';
import { conflict, createTransitions, type LikesDeps } from './likes.transition';
import { createMatchesService } from './matches.service';
import { lockSingles } from './singles.repository';

const ref = (like: LikeRow) => ({ _id: like.id, status: like.status });

/**
 * Likes and matches (product.md §3–§4, §7; decisions 028, 030, 039, 047): liking, answering (an acceptance
 * makes the match), withdrawing and the lists here; the match view and cancelling in
 * matches.service.ts. Every transition is one transaction (likes.transition.ts).
 */
export function createLikesService(deps: LikesDeps, consent: HerConsent) {
  const { db, clock } = deps;
  const transitions = createTransitions(deps);
  const { transition } = transitions;
  const caller = createCaller(db, clock);
  const pages = prepareLikesPages(db);
  const steps = createLikeSteps(deps, transitions, consent, caller);

  return {
    ...steps,

    /** `PUT /match/unlike/child/{id}`: withdraws single {id}'s pending like to `profileId`. */
    async unlike(
      session: DeferredSession,
      childId: string,
      profileId: string,
    ): Promise<LikeActionResult> {
      const { single } = await caller(session, childId, {
        planMessage: LIKES_MESSAGES.planRequiredUnlike,
      });
      const noLike = () => new AppError('NOT_FOUND', LIKES_MESSAGES.noLiveLike);
      if (!UUID.test(profileId)) throw noLike();
      return transition(async (tx) => {
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
      session: DeferredSession,
      childId: string,
      query: LikesQuery,
    ): Promise<{ data: LikesPage; meta: LikesMeta }> {
      const { single } = await caller(session, childId);
      const { type, page, limit } = query;
      const rows = await pages[type].execute({
        childId: single.id,
        limit,
        offset: (page - 1) * limit,
      });
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
