import { GENOTYPE_VALUES, safeGenotypesFor } from '@waliyy/contract';
import { and, asc, count, desc, eq, inArray, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  blocks,
  children,
  populationCounts,
  preferences,
  recommendationLists,
  recommendations,
} from '../../db/schema';

type Gender = 'MALE' | 'FEMALE';
/** What the hard rules need of a single: its gender and genotype. */
export type Traits = { gender: Gender; genotype: string };

/**
 * Who is looking: the account, and either the single it is looking for (its active single) or —
 * when the request names none — all of its own singles: then a profile is shown when it passes
 * the hard rules for at least one of them (issue 22 point 14).
 */
export type Viewer = { userId: string } & ({ single: Traits } | { singles: readonly Traits[] });

export const oppositeGender = (gender: Gender): Gender => (gender === 'MALE' ? 'FEMALE' : 'MALE');

/** A value, or the placeholder of a prepared query that binds it at each execution. */
type Bind<T> = T | Placeholder;
const bind = <T>(value: Bind<T>): SQL | Placeholder =>
  is(value, Placeholder) ? value : sql`${sql.param(value)}`;

/** Whom one single may be shown: the opposite gender, and the genotypes safe with its own. */
type SingleKey = { gender: Bind<Gender>; genotypes: Bind<readonly string[]> };
/**
 * Whom any of an account's singles may be shown: per gender, the genotypes safe with at least
 * one of its singles of the other gender (empty: none of that gender). The hard rules other than
 * gender and genotype (listed, blocks, the account's own) do not depend on the single, so a
 * profile passes them all for one of the singles exactly when it passes this.
 */
type AudienceKey = { men: Bind<readonly string[]>; women: Bind<readonly string[]> };
type PopulationKey = SingleKey | AudienceKey;
const isSingleKey = (key: PopulationKey): key is SingleKey => 'gender' in key;

/** The genotypes safe with at least one of `genotypes`, in GENOTYPE_VALUES order. */
const safeWithAny = (genotypes: string[]) => {
  const safe = new Set(genotypes.flatMap((g) => safeGenotypesFor(g)));
  return GENOTYPE_VALUES.filter((g) => safe.has(g));
};

/** The population key's values for this viewer (what the prepared queries bind). */
export function keyValues(viewer: Viewer): SingleKeyValues | AudienceKeyValues {
  if ('single' in viewer) {
    return {
      gender: oppositeGender(viewer.single.gender),
      genotypes: safeGenotypesFor(viewer.single.genotype),
    };
  }
  const of = (gender: Gender) =>
    safeWithAny(viewer.singles.filter((s) => s.gender === gender).map((s) => s.genotype));
  return { men: of('FEMALE'), women: of('MALE') };
}
export type SingleKeyValues = { gender: Gender; genotypes: string[] };
export type AudienceKeyValues = { men: string[]; women: string[] };
const keyOf = (viewer: Viewer): PopulationKey => keyValues(viewer);
/** A population key as text, for caching what depends on the population alone. */
export const keyText = (key: SingleKeyValues | AudienceKeyValues) =>
  'gender' in key ? `${key.gender}:${key.genotypes.join(',')}` : `M:${key.men}|F:${key.women}`;

/** The population keys of the prepared queries: bound at execution. */
const BOUND_KEY: SingleKey = {
  gender: sql.placeholder('gender'),
  genotypes: sql.placeholder('genotypes'),
};
const BOUND_AUDIENCE: AudienceKey = {
  men: sql.placeholder('men'),
  women: sql.placeholder('women'),
};

/** `gender = g and genotype = any(genotypes)` on `table`. */
const genderAndGenotype = (table: SQL, gender: SQL, genotypes: Bind<readonly string[]>) => {
  const column = (name: string) => sql`${table}.${sql.identifier(name)}`;
  return sql`${column('gender')} = ${gender} and ${column('genotype')} = any(${bind(genotypes)}::text[])`;
};
/** An audience's branches: the gender as a constant, so each is its own index range. */
const MEN = sql`'MALE'`;
const WOMEN = sql`'FEMALE'`;

/**
 * Who may be discovered at all, whoever looks: listed singles (the account is not suspended,
 * the single not paused) of the key's gender with a genotype not at risk (DECISIONS 16). Shared
 * by viewers, so explore counts it once per key.
 */
function populationRules(key: PopulationKey, table: SQL = sql`${children}`): SQL[] {
  const listed = sql`${table}.${sql.identifier('listed')}`;
  if (isSingleKey(key)) {
    return [listed, genderAndGenotype(table, sql`${bind(key.gender)}`, key.genotypes)];
  }
  return [
    listed,
    sql`((${genderAndGenotype(table, MEN, key.men)}) or (${genderAndGenotype(table, WOMEN, key.women)}))`,
  ];
}

/**
 * The accounts on the other side of a block with the viewer's account, either way (issue 8):
 * whom it blocked and who blocked it. Both halves are index scans (blocks_user_blocked_idx,
 * blocks_blocked_user_idx); the planner hashes the few ids once per query (a hashed SubPlan), so
 * a page's index-only scan tests each candidate's user_id against a hash, not a probe per row.
 */
export const blockedAccounts = (userId: Bind<string>) =>
  sql`(select ${blocks.blockedUserId} from ${blocks} where ${blocks.userId} = ${bind(userId)}
    union all select ${blocks.userId} from ${blocks} where ${blocks.blockedUserId} = ${bind(userId)})`;

/** Neither the viewer's own singles nor those of an account blocked either way (issue 8). */
const notOwnNorBlocked = (userId: Bind<string>): SQL[] => [
  sql`${children.userId} <> ${bind(userId)}`,
  sql`${children.userId} not in ${blockedAccounts(userId)}`,
];

/**
 * THE hard rules of every discovery read — recommendations (with the age range on top, in
 * ranking-sql.ts), explore and profile views (DECISIONS 4, 16, 17): the population above, minus
 * the viewer's own singles and every single of an account blocked either way (issue 8).
 * Likes (likes.repository findVisibleSingle) use the same rules, so a like is refused too.
 */
function hardRulesOf(key: PopulationKey, userId: Bind<string>): SQL {
  return and(...populationRules(key), ...notOwnNorBlocked(userId))!;
}
export const hardRules = (viewer: Viewer): SQL => hardRulesOf(keyOf(viewer), viewer.userId);

/**
 * The population's rows (id and created_at) that pass `extra` too, for reading newest first.
 * One single's key: one index range (children_explore_idx, gender first). An account's: one
 * ordered range per gender joined by UNION ALL, so that the ordering and LIMIT above run over a
 * Merge Append of the two index-only scans — never a sort of the population.
 */
function populationRows(db: Tx, key: PopulationKey, extra: SQL[]) {
  const rows = (where: SQL[]) =>
    db
      .select({ id: children.id, createdAt: children.createdAt })
      .from(children)
      .where(and(...where));
  if (isSingleKey(key)) return rows([...populationRules(key), ...extra]);
  // Each branch ordered itself: a branch with a WHERE is not flattened into the union, and only
  // its own ORDER BY keeps the index's order visible to the Merge Append above.
  const ordered = (where: SQL[]) =>
    rows(where).orderBy(desc(children.createdAt), desc(children.id));
  const listed = sql`${children.listed}`;
  // The genotype is tested on the index's rows (a filter), not made an index condition: on
  // PostgreSQL before 17 an `= any(array)` condition on a column after the ordering columns
  // makes the scan unordered, and the planner then sorts the gender's whole population.
  const branch = (gender: SQL, genotypes: Bind<readonly string[]>) => [
    listed,
    sql`${children.gender} = ${gender}`,
    sql`(${children.genotype} || '') = any(${bind(genotypes)}::text[])`,
  ];
  return unionAll(
    ordered([...branch(MEN, key.men), ...extra]),
    ordered([...branch(WOMEN, key.women), ...extra]),
  );
}

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

/** What a recommended card's fit to the single's must-haves is worked out from (DECISIONS 34). */
const fitColumns = {
  genotype: children.genotype,
  height: children.height,
  weight: children.weight,
  maritalStatus: children.maritalStatus,
  educationLevel: children.educationLevel,
  employmentStatus: children.employmentStatus,
  citizenship: children.citizenship,
  salatPattern: children.salatPattern,
  sect: children.sect,
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
    .select({
      candidateId: recommendations.candidateId,
      position: recommendations.position,
      misses: recommendations.misses,
    })
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
        fit: fitColumns,
        misses: entries.misses,
        preference: preferences,
      })
      .from(own)
      .innerJoin(recommendationLists, eq(recommendationLists.childId, own.id))
      // The single's own preference, for each card's must-haves met and missed.
      .leftJoin(preferences, eq(preferences.childId, own.id))
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
/** What a recommended card's fit is made from, beside its card. */
export type FitRow = { [K in keyof typeof fitColumns]: (typeof fitColumns)[K]['_']['data'] };

// ---- Explore ----

/** How many of the population are the viewer's own singles (the user_id index; a few at most). */
const ownInPopulation = (key: PopulationKey, userId: Bind<string>) =>
  sql<number>`(select count(*) from ${children} o where o.user_id = ${bind(userId)}
    and ${and(...populationRules(key, sql`o`))})`.mapWith(Number);

/** The key's gender and genotype rule alone, on `table` (population_counts has both columns). */
function keyRule(key: PopulationKey, table: SQL): SQL {
  return isSingleKey(key)
    ? genderAndGenotype(table, sql`${bind(key.gender)}`, key.genotypes)
    : sql`((${genderAndGenotype(table, MEN, key.men)}) or (${genderAndGenotype(table, WOMEN, key.women)}))`;
}

/**
 * How many listed singles the population holds: the sum of a few population_counts rows (kept by
 * triggers on children, migration 0010), not a count over the index.
 */
const populationTotal = (key: PopulationKey) =>
  sql<number>`(select coalesce(sum(${populationCounts.listed}), 0) from ${populationCounts}
    where ${keyRule(key, sql`${populationCounts}`)})`.mapWith(Number);

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
  const rows = populationRows(db, key, [
    ...notOwnNorBlocked(userId),
    ...(from ? [atOrAfter(from)] : []),
  ]).as('visible');
  const page = db
    .select({ id: rows.id, createdAt: rows.createdAt })
    .from(rows)
    .orderBy(desc(rows.createdAt), desc(rows.id))
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
export function populationAnchorsQuery(db: Tx, viewer: Viewer, step: number, depth: number) {
  const rows = populationRows(db, keyOf(viewer), []).as('population');
  const ranked = db
    .select({
      createdAt: sql<string>`${rows.createdAt}::text`.as('created_at_text'),
      id: rows.id,
      n: sql<number>`row_number() over (order by ${rows.createdAt} desc, ${rows.id} desc)`
        .mapWith(Number)
        .as('n'),
    })
    .from(rows)
    .orderBy(desc(rows.createdAt), desc(rows.id))
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
        ...populationRules(keyOf(viewer)),
        sql`${children.userId} in (select ${sql.param(viewer.userId)}::uuid union all ${blockedAccounts(viewer.userId)})`,
        sql`(${children.createdAt}, ${children.id}) > (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * One explore page, newest first. The page's ids come from a subquery that the covering
 * partial index children_explore_idx answers as an index-only scan (one range for a single's
 * key, a Merge Append of one per gender for an account's), offset included; only the page's
 * rows are then read for the card. Each row carries the population's size and `own`, how many
 * of it are the viewer's own (one round trip).
 */
export const explorePage = (
  db: Tx,
  viewer: Viewer,
  limit: number,
  offset: number,
  from: Anchor | null = null,
) => explorePageOf(db, keyOf(viewer), viewer.userId, limit, offset, from);

/** How many singles the population holds (population_counts). */
export function populationCountQuery(db: Tx, viewer: Viewer) {
  return db.select({ n: populationTotal(keyOf(viewer)) }).from(sql`(select 1) as one`);
}

export async function countPopulation(db: Tx, viewer: Viewer): Promise<number> {
  const [row] = await populationCountQuery(db, viewer);
  return row?.n ?? 0;
}

/** How many of the population are the viewer's own singles (the user_id index; at most a few). */
export function ownInPopulationQuery(db: Tx, viewer: Viewer) {
  return db
    .select({ n: ownInPopulation(keyOf(viewer), viewer.userId) })
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
  visibleProfileOf(db, keyOf(viewer), viewer.userId, profileId);

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
    /** The account's singles' gender and genotype, for a request that names none (user_id index). */
    ownTraits: db
      .select({ gender: children.gender, genotype: children.genotype })
      .from(children)
      .where(eq(children.userId, ph('userId')))
      .prepare('discovery_own_traits'),
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
}
