import {
  DISCOVERY_MESSAGES,
  type ExplorePage,
  type ExploreQuery,
  type PageMeta,
  type ProfileRelation,
  type PublicProfile,
  pageMeta,
  type RecommendationsPage,
  type RecommendationsQuery,
} from '@waliyy/contract';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DeferredSession } from '../../lib/authenticate';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { childNotFound, profileNotFound } from '../../lib/not-found';
import { preferenceFromRow } from '../preferences';
import { createListKeeper, isFresh } from './current-list';
import { cardFromRow, publicProfileFromRow, recommendationCardFromRow } from './discovery.mapper';
import { prepareDiscoveryReads, prepareProfileWithSession } from './discovery.repository';
import { countOwnInPopulation, countPopulation, EXPLORE_FIRST_ROWS } from './explore.repository';
import { createExplorePager, EXPLORE_ANCHOR_STEP, EXPLORE_MAX_DEPTH } from './explore-pages';
import { preferenceOfPage, sessionOfPage } from './first-row.repository';
import { createOwnReads } from './own-reads';
import { keyValues, type Viewer } from './population.repository';
import { profileAsMatch } from './profile-match';
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
 * Given by app.ts (likes' createRelationReads), so discovery does not import likes, which is
 * built on discovery's rules and profiles (decision 077).
 */
export type DiscoveryUses = {
  /** Where the viewer's single and a profile stand: the likes between them, a match. */
  relation: {
    /** Read alone. */
    of(childId: string, profileId: string): Promise<ProfileRelation>;
    /** The likes as an expression of discovery's own statement (decision 091)… */
    rowsIn(childId: SQL, profileId: SQL | Placeholder): SQL<unknown>;
    /** …and what they say (a method: the rows' type is likes' own). */
    fromRows(childId: string, rows: unknown): ProfileRelation;
  };
};

/** Recommendations, explore and profile views (product.md §2–§4, decisions 042, 049, 059). */
export function createDiscoveryService({
  db,
  clock,
  exploreAnchorStep = EXPLORE_ANCHOR_STEP,
  onBackgroundError,
  relation: relations,
}: DiscoveryDeps) {
  const reads = prepareDiscoveryReads(db);
  const sessionAndProfile = prepareProfileWithSession(db, relations.rowsIn);
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

  /**
   * One's match stays readable while the other family pauses its single ('in talks'): a match
   * is ended by a suspension, a block or a deletion, never by a pause. Read only then.
   */
  async function matchedOnly(userId: string, profileId: string, relation: ProfileRelation | null) {
    if (!relation?.matched) return undefined;
    const [found] = await reads.matchedProfile.execute({ userId, profileId });
    return found;
  }

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
        if (withSession[0]) session.admit(sessionOfPage(withSession[0]));
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
      const own = preferenceOfPage(rows[0]);
      const preference = own ? preferenceFromRow(own) : null;
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
      const offset = (page - 1) * limit;
      // A single's first pages, with the session to check: one statement (decision 093).
      if (
        childId !== undefined &&
        session &&
        UUID.test(childId) &&
        offset + limit <= EXPLORE_FIRST_ROWS
      ) {
        const rows = await reads.sessionAndExplorePage.execute({
          sessionId: session.sessionId,
          childId,
          userId,
          limit,
          offset,
        });
        // Nothing else is said (not even a 404) before the session is found live.
        session.admit(rows[0]?.session);
        if (!rows[0]?.single) throw childNotFound();
        const totalCount = Math.max(0, rows[0].population - rows[0].own);
        const now = clock.now();
        return {
          message: DISCOVERY_MESSAGES.explore,
          data: {
            totalCount,
            children: rows.flatMap(({ card }) => (card ? [cardFromRow(card, now)] : [])),
          },
          meta: pageMeta(query, totalCount),
        };
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
      const rows = await explorePageRows(viewer, limit, offset);
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
      // As a single, with the session to check: one statement (decision 091).
      if (childId !== undefined && session && UUID.test(childId) && UUID.test(profileId)) {
        const [row] = await sessionAndProfile.execute({
          sessionId: session.sessionId,
          childId,
          userId,
          profileId,
        });
        // Nothing else is said (not even a 404) before the session is found live.
        session.admit(row?.session);
        if (!row?.child) throw childNotFound();
        const mine = { child: row.child, preference: row.preference };
        const between = relations.fromRows(childId, row.relation);
        const found = row.profile
          ? { child: row.profile, preference: row.profilePreference }
          : await matchedOnly(userId, profileId, between);
        return profileAsMatch(mine, found, between, clock.now());
      }
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
        single ? relations.of(single.id, profileId) : null,
      ]);
      const found = visible ?? (await matchedOnly(userId, profileId, relation));
      if (!mine || !relation) {
        if (!found) throw profileNotFound();
        return { ...publicProfileFromRow(found.child, clock.now(), null), relation: null };
      }
      return profileAsMatch(mine, found, relation, clock.now());
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
