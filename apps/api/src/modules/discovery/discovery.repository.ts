// The profile view's read, and every discovery read of a request prepared once (the hot path).
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { children, preferences, sessions, users } from '../../db/schema';
import { SESSION_STANDING } from '../auth';
import { BOUND_ANCHOR, explorePageOf, sessionAndExplorePageOf } from './explore.repository';
import {
  type Bind,
  BOUND_AUDIENCE,
  BOUND_KEY,
  bind,
  hardRulesOf,
  keyOf,
  keyOfColumns,
  ownSideColumns,
  type PopulationKey,
  type Viewer,
} from './population.repository';
import { recommendationsPageOf, sessionAndPageOf } from './recommendations.repository';

// ---- Profile view ----

function visibleProfileOf(db: Tx, key: PopulationKey, userId: Bind<string>, id: Bind<string>) {
  return db
    .select({ child: children, preference: preferences })
    .from(children)
    .leftJoin(preferences, eq(preferences.childId, children.id))
    .where(and(eq(children.id, bind(id)), hardRulesOf(key, userId)))
    .limit(1);
}

/**
 * Someone else's single, if the viewer may see it (decision 030); every column, for mapping,
 * and its preference (for the compatibility reasons).
 * @internal `bench/discovery-explain.ts` explains these queries' plans (decision 081).
 */
export const visibleProfile = (db: Tx, viewer: Viewer, profileId: string) =>
  visibleProfileOf(db, keyOf(viewer), viewer.userId, profileId);

// ---- The hot path, prepared once ----

/**
 * The reads of every discovery request as prepared statements: built once (no query building
 * per request) and parsed once per connection. The SAME builders as explore.repository.ts,
 * recommendations.repository.ts and the profile view above, with placeholders.
 */
export function prepareDiscoveryReads(db: Db) {
  const ph = sql.placeholder;
  const own = and(eq(children.id, ph('childId')), eq(children.userId, ph('userId')));
  /**
   * The caller's session and standing, with the caller's own rows beside them (decision 085):
   * always one row while the session row exists, the own columns null when nothing is the
   * caller's — so the request is admitted or refused on it whatever the single.
   */
  const sessionWith = <T extends Parameters<typeof db.select>[0]>(fields: T) =>
    db
      .select({ session: SESSION_STANDING, ...fields })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId));
  const reads = {
    /** ownSingle with the caller's session (explore with childId). */
    sessionAndOwnSingle: sessionWith({
      single: { id: children.id, gender: children.gender, genotype: children.genotype },
    })
      .leftJoin(children, own)
      .where(eq(sessions.id, ph('sessionId')))
      .limit(1)
      .prepare('discovery_session_own_single'),
    /** ownTraits with the caller's session: a row per single, or one with `single` null. */
    sessionAndOwnTraits: sessionWith({
      single: { gender: children.gender, genotype: children.genotype },
    })
      .leftJoin(children, eq(children.userId, ph('userId')))
      .where(eq(sessions.id, ph('sessionId')))
      .prepare('discovery_session_own_traits'),
    /** ownSingleWithPreference with the caller's session (a profile with childId). */
    sessionAndOwnSingleWithPreference: sessionWith({
      child: ownSideColumns(children),
      preference: preferences,
    })
      .leftJoin(children, own)
      .leftJoin(preferences, eq(preferences.childId, children.id))
      .where(eq(sessions.id, ph('sessionId')))
      .limit(1)
      .prepare('discovery_session_own_single_preference'),
    ownSingle: db
      .select({ id: children.id, gender: children.gender, genotype: children.genotype })
      .from(children)
      .where(own)
      .limit(1)
      .prepare('discovery_own_single'),
    /** The account's singles' gender and genotype, for a request that names none (user_id index). */
    ownTraits: db
      .select({ gender: children.gender, genotype: children.genotype })
      .from(children)
      .where(eq(children.userId, ph('userId')))
      .prepare('discovery_own_traits'),
    ownSingleWithPreference: db
      .select({ child: ownSideColumns(children), preference: preferences })
      .from(children)
      .leftJoin(preferences, eq(preferences.childId, children.id))
      .where(own)
      .limit(1)
      .prepare('discovery_own_single_preference'),
    recommendationsPage: recommendationsPageOf(
      db,
      ph('childId'),
      ph('userId'),
      ph('limit'),
      ph('offset'),
      ph('maxMisses'),
    ).prepare('discovery_recommendations_page'),
    /** The same page with the caller's session and standing (decision 085). */
    sessionAndRecommendationsPage: sessionAndPageOf(
      db,
      ph('sessionId'),
      ph('childId'),
      ph('userId'),
      ph('limit'),
      ph('offset'),
      ph('maxMisses'),
    ).prepare('discovery_session_recommendations_page'),
    explorePage: explorePageOf(db, BOUND_KEY, ph('userId'), ph('limit'), ph('offset')).prepare(
      'discovery_explore_page',
    ),
    exploreAudiencePage: explorePageOf(
      db,
      BOUND_AUDIENCE,
      ph('userId'),
      ph('limit'),
      ph('offset'),
    ).prepare('discovery_explore_audience_page'),
    explorePageFrom: explorePageOf(
      db,
      BOUND_KEY,
      ph('userId'),
      ph('limit'),
      ph('offset'),
      BOUND_ANCHOR,
    ).prepare('discovery_explore_page_from'),
    exploreAudiencePageFrom: explorePageOf(
      db,
      BOUND_AUDIENCE,
      ph('userId'),
      ph('limit'),
      ph('offset'),
      BOUND_ANCHOR,
    ).prepare('discovery_explore_audience_page_from'),
    /** Explore's pages above the first anchor with the caller's session and single. */
    sessionAndExplorePage: sessionAndExplorePageOf(
      db,
      { sessionId: ph('sessionId'), childId: ph('childId'), userId: ph('userId') },
      ph('limit'),
      ph('offset'),
    ).prepare('discovery_session_explore_page'),
    profile: visibleProfileOf(db, BOUND_KEY, ph('userId'), ph('profileId')).prepare(
      'discovery_profile',
    ),
    profileForAudience: visibleProfileOf(db, BOUND_AUDIENCE, ph('userId'), ph('profileId')).prepare(
      'discovery_profile_audience',
    ),
    /** One's match, whether listed or not (the service asks only when the two are matched). */
    matchedProfile: db
      .select({ child: children, preference: preferences })
      .from(children)
      .leftJoin(preferences, eq(preferences.childId, children.id))
      .where(and(eq(children.id, ph('profileId')), sql`${children.userId} <> ${ph('userId')}`))
      .limit(1)
      .prepare('discovery_matched_profile'),
  };
  // Their rows mapped by functions worked out once (db/compiled-rows.ts, decision 086).
  for (const read of Object.values(reads)) withCompiledRows(read);
  return reads;
}

/**
 * The profile view with `childId` in ONE statement (decision 091): the caller's session and
 * standing, the caller's single and its preference, the profile if it passes the hard rules for
 * that single (its key from the single's own columns), the profile's preference, and the likes
 * between the two (`relationIn`, likes' read, given by app.ts). Always one row while the session
 * row exists; `child` null when the single is not the caller's, `profile` null when hidden.
 * @internal `bench/discovery-explain.ts` explains its plan (decision 081).
 */
export function profileWithSessionOf(
  db: Tx,
  relationIn: RelationIn,
  ids: {
    sessionId: Bind<string>;
    childId: Bind<string>;
    userId: Bind<string>;
    profileId: SQL | Placeholder;
  },
) {
  const mine = alias(children, 'mine');
  const minePreference = alias(preferences, 'mine_preference');
  const { sessionId, childId, userId, profileId } = ids;
  return db
    .select({
      session: SESSION_STANDING,
      child: ownSideColumns(mine),
      preference: minePreference,
      profile: children,
      profilePreference: preferences,
      relation: relationIn(sql`${mine.id}`, profileId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(mine, and(eq(mine.id, bind(childId)), eq(mine.userId, bind(userId))))
    .leftJoin(minePreference, eq(minePreference.childId, mine.id))
    .leftJoin(children, and(eq(children.id, profileId), hardRulesOf(keyOfColumns(mine), userId)))
    .leftJoin(preferences, eq(preferences.childId, children.id))
    .where(eq(sessions.id, bind(sessionId)))
    .limit(1);
}
/** The likes between two singles as an expression of discovery's statement (likes' own read). */
export type RelationIn = (childId: SQL, profileId: SQL | Placeholder) => SQL<unknown>;

/** profileWithSessionOf, prepared once (the profile route's one statement). */
export function prepareProfileWithSession(db: Db, relationIn: RelationIn) {
  const ph = sql.placeholder;
  const ids = {
    sessionId: ph('sessionId'),
    childId: ph('childId'),
    userId: ph('userId'),
    profileId: ph('profileId'),
  };
  return withCompiledRows(
    profileWithSessionOf(db, relationIn, ids).prepare('discovery_session_profile'),
  );
}
