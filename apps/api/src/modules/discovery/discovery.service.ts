import {
  type Compatibility,
  DISCOVERY_MESSAGES,
  type ExplorePage,
  type ExploreQuery,
  genotypePairing,
  type PageMeta,
  type ProfileRelation,
  type PublicProfile,
  pageMeta,
  type RecommendationsPage,
  type RecommendationsQuery,
  sideFit,
} from '@waliyy/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DeferredSession } from '../../lib/authenticate';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { childNotFound, profileNotFound } from '../../lib/not-found';
import { profileFromRow } from '../children';
import { preferenceFromRow } from '../preferences';
import { createListKeeper, isFresh } from './current-list';
import { cardFromRow, publicProfileFromRow, recommendationCardFromRow } from './discovery.mapper';
import { prepareDiscoveryReads } from './discovery.repository';
import { countOwnInPopulation, countPopulation } from './explore.repository';
import { createExplorePager, EXPLORE_ANCHOR_STEP, EXPLORE_MAX_DEPTH } from './explore-pages';
import { createOwnReads } from './own-reads';
import { keyValues, type Viewer } from './population.repository';
import { maxMissesFor } from './recommendations.repository';

/** @internal `bench/discovery-explain.ts` pages as the service does (decision 081). */
export { EXPLORE_ANCHOR_STEP, EXPLORE_MAX_DEPTH } from './explore-pages';

export type DiscoveryDeps = {
  db: Db;
  clock: Clock;
  /** Rows between explore's anchors (tests make it small). */
  exploreAnchorStep?: number;
  /** Where a failed background refresh of the anchors is reported (never fails a request). */
  onBackgroundError?: (error: unknown) => void;
} & DiscoveryUses;

/**
 * Given by app.ts (likes' createRelationReader), so discovery does not import likes, which is
 * built on discovery's rules and profiles (decision 077).
 */
export type DiscoveryUses = {
  /** Where the viewer's single and a profile stand: the likes between them, a match. */
  relationOf: (childId: string, profileId: string) => Promise<ProfileRelation>;
};

/** Recommendations, explore and profile views (product.md §2–§4, decisions 042, 049, 059). */
export function createDiscoveryService({
  db,
  clock,
  exploreAnchorStep = EXPLORE_ANCHOR_STEP,
  onBackgroundError,
  relationOf,
}: DiscoveryDeps) {
  const reads = prepareDiscoveryReads(db);
  const explorePageRows = createExplorePager({
    db,
    clock,
    reads,
    exploreAnchorStep,
    onBackgroundError,
  });
  const ensureCurrentList = createListKeeper(db, clock);
  const { ownSingle, ownTraits, ownSingleWithPreference } = createOwnReads(reads);

  /**
   * Who is looking: with `childId`, that single; without, all of the account's singles (decision 020:
   * a profile passes when it passes the hard rules for at least one), or nobody.
   */
  async function viewerFor(
    userId: string,
    childId: string | undefined,
    session?: DeferredSession,
  ): Promise<Viewer> {
    if (childId !== undefined) return { userId, single: await ownSingle(userId, childId, session) };
    return { userId, singles: await ownTraits(userId, session) };
  }
  type PageRow = Awaited<ReturnType<typeof reads.recommendationsPage.execute>>[number];
  const seesNobody = (viewer: Viewer) => 'singles' in viewer && viewer.singles.length === 0;

  return {
    /**
     * A page of the single's stored list (PageQuery: offset = (page − 1) × limit): the singles
     * who meet every must-have, and with `include=close` the close section after them.
     */
    async recommendations(
      userId: string,
      childId: string,
      query: RecommendationsQuery,
      session?: DeferredSession,
    ): Promise<{ data: RecommendationsPage; meta: PageMeta }> {
      const { page, limit } = query;
      if (!UUID.test(childId)) {
        await session?.lookup();
        throw childNotFound();
      }
      const maxMisses = maxMissesFor(query.include === 'close');
      const params = { childId, userId, limit, offset: (page - 1) * limit, maxMisses };
      // One round trip when the list is fresh and nobody arrived since it last looked — with
      // the caller's session on its rows when the route left it to this query (decision 085);
      // otherwise (no row: not the caller's single, or no list yet) the session alone, the
      // ownership check, a build or a merge, and the page again.
      let rows: PageRow[];
      if (session) {
        const withSession = await reads.sessionAndRecommendationsPage.execute({
          ...params,
          sessionId: session.sessionId,
        });
        // Nothing else is said (not even a 404) before the session is found live.
        if (withSession[0]) session.admit(withSession[0].session);
        else await session.lookup();
        rows = withSession;
      } else {
        rows = await reads.recommendationsPage.execute(params);
      }
      const first = rows[0];
      const build = !first || !isFresh(first.builtAt, clock.now());
      if (build || first.behind) {
        if (!first) {
          const [own] = await reads.ownSingle.execute({ childId, userId });
          if (!own) throw childNotFound();
        }
        // The page again only when the list changed (a merge of arrivals who fit nobody here,
        // or one another request is doing, leaves the page as it was read).
        const changed = await ensureCurrentList(userId, childId, build ? 'build' : 'merge');
        if (changed || build) rows = await reads.recommendationsPage.execute(params);
      }
      const now = clock.now();
      const totalCount = rows[0]?.total ?? 0;
      const preference = rows[0]?.preference ? preferenceFromRow(rows[0].preference) : null;
      return {
        data: {
          recommendations: rows.flatMap(({ card, fit, misses }) =>
            card && fit ? [recommendationCardFromRow(card, fit, misses ?? 0, preference, now)] : [],
          ),
          totalCount,
        },
        meta: pageMeta(query, totalCount),
      };
    },

    /**
     * Listed singles, newest first, that the viewer may be shown — opposite gender,
     * genotype-safe, no block either way — but not its preferences (decision 043): with
     * `childId`, for that single; without, for at least one of the account's singles (none:
     * nothing). totalCount counts the population less the caller's own, blocks aside.
     */
    async explore(
      userId: string,
      query: ExploreQuery,
      session?: DeferredSession,
    ): Promise<{ message: string; data: ExplorePage; meta: PageMeta }> {
      const { page, limit, childId } = query;
      if (page * limit > EXPLORE_MAX_DEPTH) {
        await session?.lookup();
        throw new AppError('VALIDATION', DISCOVERY_MESSAGES.pageTooDeep, {
          'query.page': DISCOVERY_MESSAGES.pageTooDeep,
        });
      }
      const viewer = await viewerFor(userId, childId, session);
      if (seesNobody(viewer)) {
        return {
          message: DISCOVERY_MESSAGES.exploreNoSingle,
          data: { totalCount: 0, children: [] },
          meta: pageMeta(query, 0),
        };
      }
      const now = clock.now();
      const rows = await explorePageRows(viewer, limit, (page - 1) * limit);
      // Every row carries the population's size and the viewer's own share of it; past the end
      // there is no row to carry them.
      const first = rows[0] ?? {
        population: await countPopulation(db, viewer),
        own: await countOwnInPopulation(db, viewer),
      };
      const totalCount = Math.max(0, first.population - first.own);
      return {
        message: DISCOVERY_MESSAGES.explore,
        data: { totalCount, children: rows.map((row) => cardFromRow(row, now)) },
        meta: pageMeta(query, totalCount),
      };
    },

    /**
     * Someone else's single through the public projection, if the caller may see it
     * (decision 030); with `childId`, as that single's match: the rules of its gender and
     * genotype apply and the compatibility reasons and the likes between the two come along
     * (decision 046).
     */
    async profile(
      userId: string,
      profileId: string,
      childId: string | undefined,
      session?: DeferredSession,
    ): Promise<PublicProfile> {
      // Without childId: visible when it passes the hard rules for one of the account's singles
      // (their traits read first when the session is read with them).
      const mine =
        childId === undefined ? null : await ownSingleWithPreference(userId, childId, session);
      const single = mine?.child ?? null;
      const singles = single || !session ? null : await ownTraits(userId, session);
      if (!UUID.test(profileId)) throw profileNotFound();
      const viewer: Viewer = single
        ? { userId, single }
        : { userId, singles: singles ?? (await reads.ownTraits.execute({ userId })) };
      if (seesNobody(viewer)) throw profileNotFound();
      const key = keyValues(viewer);
      // The likes between the two are read beside the profile (two connections, one wait); they
      // are only answered once the profile is found visible.
      const [[visible], relation] = await Promise.all([
        'gender' in key
          ? reads.profile.execute({ userId, profileId, ...key })
          : reads.profileForAudience.execute({ userId, profileId, ...key }),
        single ? relationOf(single.id, profileId) : null,
      ]);
      // One's match stays readable while the other family pauses its single ('in talks'):
      // a match is ended by a suspension, a block or a deletion, never by a pause.
      const [found] =
        visible || !relation?.matched
          ? [visible]
          : await reads.matchedProfile.execute({ userId, profileId });
      if (!found) throw profileNotFound();
      const { child: row, preference: theirs } = found;
      const now = clock.now();
      if (!single) return { ...publicProfileFromRow(row, now, null), relation: null };

      const they = sideFit(
        mine?.preference ? preferenceFromRow(mine.preference) : null,
        profileFromRow(row, now),
        now,
      );
      const you = sideFit(
        theirs ? preferenceFromRow(theirs) : null,
        profileFromRow(single, now),
        now,
      );
      const compatibility: Compatibility = {
        // An at-risk pairing never gets here: the hard rules hid the profile.
        genotype:
          genotypePairing(single.genotype, row.genotype) === 'caution' ? 'caution' : 'compatible',
        theyMeet: they.met,
        yourPreferences: they.stated,
        youMeet: you.met,
        theirPreferences: you.stated,
      };
      return {
        ...publicProfileFromRow(row, now, compatibility),
        relation,
      };
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
