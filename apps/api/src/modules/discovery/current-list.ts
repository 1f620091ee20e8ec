// Keeping a single's stored list current on its read (decisions 059, 071): built when missing or
// a day old, otherwise the singles who arrived since it last looked merged in.
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { profileFromRow } from '../children';
import { preferenceFromRow } from '../preferences';
import {
  findListAndSingle,
  MERGE_MAX_ARRIVALS,
  mergeArrivals,
  settleSections,
  tryLockList,
} from './arrivals.repository';
import {
  buildRecommendationsSql,
  CLOSE_LIST_SIZE,
  mergeArrivalsSql,
  type RankingInput,
  RECOMMENDATION_LIST_SIZE,
} from './ranking.repository';
import { lockList, replaceList } from './recommendations.repository';

/** A stored list older than this is rebuilt on its next read (decision 059). */
export const RECOMMENDATION_LIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A stored list is fresh for a day (decision 059). */
export const isFresh = (builtAt: Date | undefined, now: Date) =>
  builtAt !== undefined && now.getTime() - builtAt.getTime() <= RECOMMENDATION_LIST_MAX_AGE_MS;

/** `ensureCurrentList(userId, childId, need)` on this database and clock. */
export function createListKeeper(db: Db, clock: Clock) {
  /**
   * Makes the single's stored list current (decisions 059, 071), one writer at a time per single:
   * builds it when it has none or it is older than a day; otherwise merges in whoever arrived
   * since it last looked — they are taken out, scored again from what they are now and put back
   * where a rebuild would rank them, or left out — and keeps its sections as a rebuild would.
   * Answers whether the list changed.
   */
  return async function ensureCurrentList(
    userId: string,
    childId: string,
    need: 'build' | 'merge',
  ): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      // A list to build is waited for; arrivals to take in are not: a request holding the lock
      // is building or merging this very list (it sees them too), so the page is served as the
      // list stands a moment before that merge ends.
      if (need === 'build') await lockList(tx, childId);
      else if (!(await tryLockList(tx, childId))) return false;
      // Read under the lock, so a profile or preference change in flight is either seen here
      // or drops this list when it commits (dropList takes the same lock); and another request
      // may have built or merged the list while this one waited for it.
      const found = await findListAndSingle(tx, userId, childId);
      if (!found) return false;
      const { child, preference, list, arrivals } = found;
      const fresh = list !== null && isFresh(list.builtAt, now);
      if (fresh && arrivals === 0) return false;
      const input: RankingInput = {
        userId,
        singleId: childId,
        profile: profileFromRow(child, now),
        preference: preference ? preferenceFromRow(preference) : null,
        now,
      };
      const rebuild = async () => {
        await replaceList(tx, childId, buildRecommendationsSql(input), now);
        return true;
      };
      if (!fresh || arrivals > MERGE_MAX_ARRIVALS) return rebuild();

      const merge = mergeArrivalsSql({
        ...input,
        since: list.mergedXmin,
        withClose: list.withClose,
      });
      const { put, gone } = await mergeArrivals(tx, merge);
      if (put === 0 && gone === 0) return false;
      const settled = await settleSections(tx, childId, list.withClose, {
        size: RECOMMENDATION_LIST_SIZE,
        closeSize: CLOSE_LIST_SIZE,
      });
      return settled || rebuild();
    });
  };
}
