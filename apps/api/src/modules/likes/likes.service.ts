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
  setLikeStatus,
} from './likes.repository';
import { admitCaller, createCaller, createLikeSteps } from './likes.steps';
import { conflict, createTransitions, type LikesDeps } from './likes.transition';
import { prepareCallerAndPages } from './likes-pages.repository';
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
  const pages = prepareCallerAndPages(db);
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
      const { type, page, limit } = query;
      // The session, the caller's single and plan and the page in one statement (decision 086).
      const rows = await pages[type].execute({
        sessionId: session.sessionId,
        userId: session.userId,
        childId: UUID.test(childId) ? childId : null,
        now: clock.now(),
        limit,
        offset: (page - 1) * limit,
      });
      const single = admitCaller(session, rows[0]);
      const now = clock.now();
      const entries = rows.flatMap(({ likeId, status, createdAt, awaitingHer, profile }) =>
        // An empty page is one row with no like (the caller's alone).
        likeId === null || status === null || createdAt === null || profile === null
          ? []
          : [
              {
                _id: likeId,
                status,
                awaitingHer: status === 'pending' && awaitingHer === true,
                createdAt: createdAt.toISOString(),
                card: { ...otherSingleFromRow(profile, now), _id: profile.id },
              },
            ],
      );
      // Every like carries the total; past the end there is none to carry it.
      const totalCount =
        (entries.length > 0 ? rows[0]!.total : null) ??
        (page > 1 ? await countLikes(db, single.id, type) : 0);
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
