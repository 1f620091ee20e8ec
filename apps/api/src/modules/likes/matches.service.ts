// The match view and cancelling a match: the other family is told.
import { LIKES_MESSAGES, type Match, matchGuidance } from '@waliyy/contract';
import { UUID } from '../../lib/ids';
import { otherSingleFromRow } from '../discovery';
import * as emails from './likes.emails';
import { contactOf } from './likes.release';
import { endAcceptedLikes } from './likes.repository';
import { createTransitions, type LikesDeps, matchNotFound } from './likes.transition';
import { endMatch, findActiveMatch, findMatchOf, findOtherProfile } from './matches.repository';
import { findAccountOfSingle, lockSingles } from './singles.repository';

export function createMatchesService(deps: LikesDeps) {
  const { db, clock, appUrl } = deps;
  const { ownSingle, requirePlan, transition } = createTransitions(deps);
  return {
    /**
     * `GET /match/child/{id}`: the single's active match, or null (decision 036), with the other
     * single's public profile (DECISIONS.md 44). The woman's guardian's contact goes to the man's
     * side only (decision 028).
     */
    async match(userId: string, childId: string): Promise<Match | null> {
      const single = await ownSingle(db, userId, childId);
      await requirePlan(db, userId);
      const match = await findActiveMatch(db, single.id);
      if (!match) return null;
      const isMan = match.manId === single.id;
      const otherId = isMan ? match.womanId : match.manId;
      const profile = await findOtherProfile(db, otherId);
      if (!profile) return null;
      // Her side is told whose contact went (hers or her wali's) but never sent it back.
      const woman = await findAccountOfSingle(db, match.womanId);
      const released = woman ? contactOf(woman) : null;
      return {
        match: otherSingleFromRow(profile, clock.now()),
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
        const peek = UUID.test(matchId) ? await findMatchOf(tx, matchId, single.id) : undefined;
        if (!peek) throw matchNotFound();
        await lockSingles(tx, [peek.manId, peek.womanId]);
        const match = await findMatchOf(tx, matchId, single.id, true);
        if (!match) throw matchNotFound();
        if (match.status !== 'active') return LIKES_MESSAGES.matchCancelled;
        const now = clock.now();
        await endMatch(tx, match.id, 'cancelled', single.id, now);
        await endAcceptedLikes(tx, match.manId, match.womanId, now);
        const otherId = match.manId === single.id ? match.womanId : match.manId;
        const account = await findAccountOfSingle(tx, otherId);
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
  };
}
