import { safeGenotypesFor } from '@waliyy/contract';
import { and, asc, count, desc, eq, inArray, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  blocks,
  children,
  populationCounts,
  preferences,
  recommendationLists,
  recommendations,
} from '../../db/schema';
import type { Tx } from '../children/children.repository';

type Gender = 'MALE' | 'FEMALE';

/** Who is looking: the account, and the single it is looking for (its active single), if any. */
export type Viewer = {
  userId: string;
  single: { gender: Gender; genotype: string } | null;
};

export const oppositeGender = (gender: Gender): Gender => (gender === 'MALE' ? 'FEMALE' : 'MALE');

/** A value, or the placeholder of a prepared query that binds it at each execution. */
type Bind<T> = T | Placeholder;
const bind = <T>(value: Bind<T>): SQL | Placeholder =>
  is(value, Placeholder) ? value : sql`${sql.param(value)}`;

/** Whom an active single may be shown: the opposite gender, and the genotypes safe with its own. */
type PopulationKey = { gender: Bind<Gender>; genotypes: Bind<readonly string[]> } | null;
const keyOf = (single: Viewer['single']): PopulationKey =>
  single && { gender: oppositeGender(single.gender), genotypes: safeGenotypesFor(single.genotype) };
/** The population key of a prepared query: gender and genotypes bound at execution. */
const BOUND_KEY: PopulationKey = {
  gender: sql.placeholder('gender'),
  genotypes: sql.placeholder('genotypes'),
};
/** What BOUND_KEY's placeholders take for this viewer. */
export const boundKeyValues = (single: NonNullable<Viewer['single']>) => ({
  gender: oppositeGender(single.gender),
  genotypes: safeGenotypesFor(single.genotype),
});

/**
 * Who may be discovered at all, whoever looks: listed singles (the account is not suspended)
 * and, for an active single, the opposite gender with a genotype that is not at risk with its
 * own (DECISIONS 16). Shared by viewers, so explore counts it once per key.
 */
function populationRules(key: PopulationKey, table: SQL = sql`${children}`): SQL[] {
  const column = (name: string) => sql`${table}.${sql.identifier(name)}`;
  const rules = [column('listed')];
  if (key) {
    rules.push(
      sql`${column('gender')} = ${bind(key.gender)}`,
      sql`${column('genotype')} = any(${bind(key.genotypes)}::text[])`,
    );
  }
  return rules;
}
const population = (single: Viewer['single']) => populationRules(keyOf(single));

/**
 * The accounts on the other side of a block with the viewer's account, either way (issue 8):
 * whom it blocked and who blocked it. Both halves are index scans (blocks_user_blocked_idx,
 * blocks_blocked_user_idx); the planner hashes the few ids once per query (a hashed SubPlan), so
 * a page's index-only scan tests each candidate's user_id against a hash, not a probe per row.
 */
export const blockedAccounts = (userId: Bind<string>) =>
  sql`(select ${blocks.blockedUserId} from ${blocks} where ${blocks.userId} = ${bind(userId)}
    union all select ${blocks.userId} from ${blocks} where ${blocks.blockedUserId} = ${bind(userId)})`;

/**
 * THE hard rules of every discovery read — recommendations (with the age range on top, in
 * ranking-sql.ts), explore and profile views (DECISIONS 4, 16, 17): the population above, minus
 * the viewer's own singles and every single of an account blocked either way (issue 8).
 * Likes (likes.repository findVisibleSingle) use the same rules, so a like is refused too.
 */
function hardRulesOf(key: PopulationKey, userId: Bind<string>): SQL {
  return and(
    ...populationRules(key),
    sql`${children.userId} <> ${bind(userId)}`,
    sql`${children.userId} not in ${blockedAccounts(userId)}`,
  )!;
}
export const hardRules = (viewer: Viewer): SQL => hardRulesOf(keyOf(viewer.single), viewer.userId);

/** What a profile card needs (spec §3 Profile card), nothing more. */
const cardColumns = {
  id: children.id,
  displayId: children.displayId,
  yearOfBirth: children.yearOfBirth,
  monthOfBirth: children.monthOfBirth,
  lga: children.lga,
  countryOfResidence: children.countryOfResidence,
  about: children.about,
  profession: children.profession,
  gender: children.gender,
};

// ---- Recommendations: the stored list (DECISIONS 33) ----

/** When the single's list was built, or undefined when it has none. */
export async function findList(db: Tx, childId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ builtAt: recommendationLists.builtAt })
    .from(recommendationLists)
    .where(eq(recommendationLists.childId, childId));
  return row?.builtAt;
}

/** Any fixed number: the namespace of the per-single list locks below. */
const LIST_LOCK_NAMESPACE = 7_261_005;

/**
 * Serialises everything that touches one single's list until the transaction ends: rebuilds
 * (so five first reads build one list) and invalidations (so a rebuild never reads a profile
 * or preference that a change in flight is about to replace, and a change never leaves a list
 * built from the old values behind).
 */
export async function lockList(tx: Tx, childId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LIST_LOCK_NAMESPACE}::int, hashtext(${childId}::text))`,
  );
}

/**
 * Planner settings for the build's transaction. JIT off: the build's estimated cost is high (a
 * branch that usually never runs scans a whole age band), so PostgreSQL would JIT-compile it,
 * ~80 ms of compiling for a ~30 ms query.
 */
export const BUILD_SETTINGS = [sql`set local jit = off`];

/** Replaces the single's list with what `build` (one INSERT … SELECT) writes. */
export async function replaceList(tx: Tx, childId: string, build: SQL, builtAt: Date) {
  for (const setting of BUILD_SETTINGS) await tx.execute(setting);
  await tx
    .insert(recommendationLists)
    .values({ childId, builtAt })
    .onConflictDoUpdate({ target: recommendationLists.childId, set: { builtAt } });
  await tx.delete(recommendations).where(eq(recommendations.childId, childId));
  await tx.execute(build);
}

/**
 * Drops the single's list after a change to its profile or preference, in the change's own
 * transaction; the next read builds a new one.
 */
export async function dropList(tx: Tx, childId: string): Promise<void> {
  await lockList(tx, childId);
  await tx.delete(recommendationLists).where(eq(recommendationLists.childId, childId));
}

/**
 * Drops the lists of several singles at once (a block or unblock changes who may appear in
 * them, both ways): each list's lock in id order, so two such changes never deadlock.
 */
export async function dropLists(tx: Tx, childIds: string[]): Promise<void> {
  const ids = [...new Set(childIds)].sort();
  if (ids.length === 0) return;
  for (const id of ids) await lockList(tx, id);
  await tx.delete(recommendationLists).where(inArray(recommendationLists.childId, ids));
}

/**
 * How many entries of the stored list are listed: an index-only count on the partial
 * recommendations_listed_idx (a paused or suspended candidate's entry is marked, not counted).
 */
const listCount = (childId: Bind<string>) =>
  sql<number>`(select count(*) from ${recommendations} r where r.child_id = ${bind(childId)}
    and r.listed)`.mapWith(Number);

function recommendationsPageOf(
  db: Tx,
  childId: Bind<string>,
  userId: Bind<string>,
  limit: Bind<number>,
  offset: Bind<number>,
) {
  const own = alias(children, 'own');
  // The page's entries from the list's partial index alone, offset and all; only then the cards.
  const entries = db
    .select({ candidateId: recommendations.candidateId, position: recommendations.position })
    .from(recommendations)
    .where(and(eq(recommendations.childId, own.id), sql`${recommendations.listed}`))
    .orderBy(asc(recommendations.position))
    .limit(limit as number)
    .offset(offset as number)
    .as('entries');
  return (
    db
      .select({
        builtAt: recommendationLists.builtAt,
        total: listCount(childId),
        card: cardColumns,
      })
      .from(own)
      .innerJoin(recommendationLists, eq(recommendationLists.childId, own.id))
      .leftJoinLateral(entries, sql`true`)
      // `listed` again: an entry marked a moment ago by a change still in flight stays out.
      .leftJoin(children, and(eq(children.id, entries.candidateId), sql`${children.listed}`))
      .where(and(eq(own.id, bind(childId)), eq(own.userId, bind(userId))))
      .orderBy(asc(entries.position))
  );
}

/**
 * One page of the caller's stored list, best first, in ONE round trip: no row at all when the
 * single is not the caller's or has no list; otherwise a row per card (`card` null on a page past
 * the end), each carrying when the list was built and its count.
 */
export const recommendationsPage = (
  db: Tx,
  childId: string,
  userId: string,
  limit: number,
  offset: number,
) => recommendationsPageOf(db, childId, userId, limit, offset);

/** What a card is made from (both pages' rows carry it, and a count besides). */
export type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

// ---- Explore ----

/** How many of the population are the viewer's own singles (the user_id index; a few at most). */
const ownInPopulation = (key: PopulationKey, userId: Bind<string>) =>
  sql<number>`(select count(*) from ${children} o where o.user_id = ${bind(userId)}
    and ${and(...populationRules(key, sql`o`))})`.mapWith(Number);

/**
 * How many listed singles the population holds: the sum of a few population_counts rows (kept by
 * triggers on children, migration 0010), not a count over the index.
 */
const populationTotal = (key: PopulationKey) => {
  const { gender, genotype, listed } = populationCounts;
  const where = key
    ? sql` where ${gender} = ${bind(key.gender)} and ${genotype} = any(${bind(key.genotypes)}::text[])`
    : sql``;
  return sql<number>`(select coalesce(sum(${listed}), 0) from ${populationCounts}${where})`.mapWith(
    Number,
  );
};

/** A keyset anchor of explore: one row's place in the newest-first order (exact, as text). */
export type Anchor = { createdAt: string; id: string };
/** An anchor of a prepared query, bound at execution. */
const BOUND_ANCHOR = { createdAt: sql.placeholder('anchorAt'), id: sql.placeholder('anchorId') };
const atOrAfter = (anchor: { createdAt: Bind<string>; id: Bind<string> }) =>
  sql`(${children.createdAt}, ${children.id}) <= (${bind(anchor.createdAt)}::timestamptz, ${bind(anchor.id)}::uuid)`;

function explorePageOf(
  db: Tx,
  key: PopulationKey,
  userId: Bind<string>,
  limit: Bind<number>,
  offset: Bind<number>,
  from: { createdAt: Bind<string>; id: Bind<string> } | null = null,
) {
  const page = db
    .select({ id: children.id, createdAt: children.createdAt })
    .from(children)
    .where(from ? and(hardRulesOf(key, userId), atOrAfter(from)) : hardRulesOf(key, userId))
    .orderBy(desc(children.createdAt), desc(children.id))
    .limit(limit as number)
    .offset(offset as number)
    .as('page');
  return db
    .select({ ...cardColumns, own: ownInPopulation(key, userId), population: populationTotal(key) })
    .from(page)
    .innerJoin(children, eq(children.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/**
 * Every `step`-th row of the population, newest first, down to `depth` rows: anchor j (from 1)
 * is the row with j × step rows before it. One index-only walk; the service keeps them a minute,
 * so a deep explore page seeks to the nearest anchor instead of walking thousands of entries.
 */
export function populationAnchorsQuery(
  db: Tx,
  single: Viewer['single'],
  step: number,
  depth: number,
) {
  const ranked = db
    .select({
      createdAt: sql<string>`${children.createdAt}::text`.as('created_at_text'),
      id: children.id,
      n: sql<number>`row_number() over (order by ${children.createdAt} desc, ${children.id} desc)`
        .mapWith(Number)
        .as('n'),
    })
    .from(children)
    .where(and(...population(single)))
    .orderBy(desc(children.createdAt), desc(children.id))
    .limit(depth)
    .as('ranked');
  return db
    .select({ createdAt: ranked.createdAt, id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.n} > 1 and (${ranked.n} - 1) % ${step} = 0`)
    .orderBy(ranked.n);
}

/**
 * How many of the population's rows before `anchor` the viewer does not see: its own singles
 * and those of accounts blocked either way (a few; the user_id index).
 */
export async function countHiddenBefore(db: Tx, viewer: Viewer, anchor: Anchor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(children)
    .where(
      and(
        ...population(viewer.single),
        sql`${children.userId} in (select ${sql.param(viewer.userId)}::uuid union all ${blockedAccounts(viewer.userId)})`,
        sql`(${children.createdAt}, ${children.id}) > (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * One explore page, newest first. The page's ids come from a subquery that the covering
 * partial index (children_explore_idx with a single, children_recent_idx without) answers as
 * an index-only scan, offset included; only the page's rows are then read for the card. Each
 * row carries the population's size and `own`, how many of it are the viewer's own (one round
 * trip).
 */
export const explorePage = (
  db: Tx,
  viewer: Viewer,
  limit: number,
  offset: number,
  from: Anchor | null = null,
) => explorePageOf(db, keyOf(viewer.single), viewer.userId, limit, offset, from);

/** How many singles the population holds (population_counts). */
export function populationCountQuery(db: Tx, single: Viewer['single']) {
  return db.select({ n: populationTotal(keyOf(single)) }).from(sql`(select 1) as one`);
}

export async function countPopulation(db: Tx, single: Viewer['single']): Promise<number> {
  const [row] = await populationCountQuery(db, single);
  return row?.n ?? 0;
}

/** How many of the population are the viewer's own singles (the user_id index; at most a few). */
export function ownInPopulationQuery(db: Tx, viewer: Viewer) {
  return db
    .select({ n: ownInPopulation(keyOf(viewer.single), viewer.userId) })
    .from(sql`(select 1) as one`);
}

export async function countOwnInPopulation(db: Tx, viewer: Viewer): Promise<number> {
  const [row] = await ownInPopulationQuery(db, viewer);
  return row?.n ?? 0;
}

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
 * Someone else's single, if the viewer may see it (DECISIONS 4); every column, for mapping,
 * and its preference (for the compatibility reasons).
 */
export const visibleProfile = (db: Tx, viewer: Viewer, profileId: string) =>
  visibleProfileOf(db, keyOf(viewer.single), viewer.userId, profileId);

// ---- The hot path, prepared once ----

/**
 * The reads of every discovery request as prepared statements: built once (no query building
 * per request) and parsed once per connection. The SAME builders as above, with placeholders.
 */
export function prepareDiscoveryReads(db: Db) {
  const ph = sql.placeholder;
  const own = and(eq(children.id, ph('childId')), eq(children.userId, ph('userId')));
  return {
    ownSingle: db
      .select({ id: children.id, gender: children.gender, genotype: children.genotype })
      .from(children)
      .where(own)
      .limit(1)
      .prepare('discovery_own_single'),
    ownSingleWithPreference: db
      .select({ child: children, preference: preferences })
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
    ).prepare('discovery_recommendations_page'),
    explorePage: explorePageOf(db, BOUND_KEY, ph('userId'), ph('limit'), ph('offset')).prepare(
      'discovery_explore_page',
    ),
    exploreEveryonePage: explorePageOf(db, null, ph('userId'), ph('limit'), ph('offset')).prepare(
      'discovery_explore_everyone_page',
    ),
    explorePageFrom: explorePageOf(
      db,
      BOUND_KEY,
      ph('userId'),
      ph('limit'),
      ph('offset'),
      BOUND_ANCHOR,
    ).prepare('discovery_explore_page_from'),
    exploreEveryonePageFrom: explorePageOf(
      db,
      null,
      ph('userId'),
      ph('limit'),
      ph('offset'),
      BOUND_ANCHOR,
    ).prepare('discovery_explore_everyone_page_from'),
    profile: visibleProfileOf(db, BOUND_KEY, ph('userId'), ph('profileId')).prepare(
      'discovery_profile',
    ),
    profileForEveryone: visibleProfileOf(db, null, ph('userId'), ph('profileId')).prepare(
      'discovery_profile_everyone',
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
}
