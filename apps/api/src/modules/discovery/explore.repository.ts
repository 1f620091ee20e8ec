// Explore's reads: a page of the population newest first, its keyset anchors and its counts.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, populationCounts, sessions, users } from '../../db/schema';
import { SESSION_STANDING } from '../auth';
import {
  type Bind,
  bind,
  blockedAccounts,
  cardColumns,
  genderAndGenotype,
  isSingleKey,
  keyOf,
  keyOfColumns,
  MEN,
  notOwnNorBlocked,
  type PopulationKey,
  populationRows,
  populationRules,
  type Viewer,
  WOMEN,
} from './population.repository';

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
export const BOUND_ANCHOR = {
  createdAt: sql.placeholder('anchorAt'),
  id: sql.placeholder('anchorId'),
};
const atOrAfter = (anchor: { createdAt: Bind<string>; id: Bind<string> }) =>
  sql`(${children.createdAt}, ${children.id}) <= (${bind(anchor.createdAt)}::timestamptz, ${bind(anchor.id)}::uuid)`;

/**
 * How many of the population's rows before the anchor the viewer does not see — its own singles
 * and those of accounts blocked either way (a few; the user_id index) — as an expression of the
 * page's statement: the page's offset from the anchor puts them back (no round trip of its own).
 */
const hiddenBefore = (
  key: PopulationKey,
  userId: Bind<string>,
  anchor: { createdAt: Bind<string>; id: Bind<string> },
) =>
  sql`(select count(*) from ${children} h where ${and(...populationRules(key, sql`h`))}
    and h.user_id in (select ${bind(userId)}::uuid union all ${blockedAccounts(userId)})
    and (h.created_at, h.id) > (${bind(anchor.createdAt)}::timestamptz, ${bind(anchor.id)}::uuid))`;

export function explorePageOf(
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
  // From an anchor, the offset counts from it, the rows the viewer does not see put back.
  const skip = from
    ? sql`${bind(offset)}::int + ${hiddenBefore(key, userId, from)}`
    : sql`${bind(offset)}`;
  const page = db
    .select({ id: rows.id, createdAt: rows.createdAt })
    .from(rows)
    .orderBy(desc(rows.createdAt), desc(rows.id))
    .limit(limit as number)
    // An expression where drizzle types a number: its builder writes any SQL as given.
    .offset(skip as unknown as number)
    .as('page');
  return db
    .select({ ...cardColumns, own: ownInPopulation(key, userId), population: populationTotal(key) })
    .from(page)
    .innerJoin(children, eq(children.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The rows sessionAndExplorePageOf reaches: its pages end within the first hundred. */
export const EXPLORE_FIRST_ROWS = 100;

/**
 * Explore's first pages (those ending within EXPLORE_FIRST_ROWS) for one single in ONE statement (decisions 085, 091):
 * the caller's session and standing, the single (its key from its own columns), and the page
 * with its counts. Always a row while the session row exists: `single` null when the single is
 * not the caller's (and then no card), `card` null on the one row of a page past the end.
 * `bench/discovery-explain.ts` explains its plan (decision 081).
 */
export function sessionAndExplorePageOf(
  db: Tx,
  ids: { sessionId: Bind<string>; childId: Bind<string>; userId: Bind<string> },
  limit: Bind<number>,
  offset: Bind<number>,
) {
  const own = alias(children, 'own');
  const key = keyOfColumns(own);
  const { sessionId, childId, userId } = ids;
  const rows = populationRows(db, key, notOwnNorBlocked(userId)).as('visible');
  // The first rows under a constant LIMIT: with only `limit $1 offset $2`, the plan made once
  // for every execution (the generic plan) would expect a tenth of the population and cost
  // ~700× the plan of one execution, so PostgreSQL would plan the statement again every time.
  // The Limit above pulls only the page's rows: no more entries are read than without it.
  const top = db
    .select({ id: rows.id, createdAt: rows.createdAt })
    .from(rows)
    .orderBy(desc(rows.createdAt), desc(rows.id))
    .limit(sql.raw(String(EXPLORE_FIRST_ROWS)) as unknown as number)
    .as('top');
  const page = db
    .select({ id: top.id, createdAt: top.createdAt })
    .from(top)
    .orderBy(desc(top.createdAt), desc(top.id))
    .limit(limit as number)
    .offset(offset as number)
    .as('page');
  // The counts once for the single (a lateral of one row): in the select list, with the key
  // from the single's columns, they would be subplans run again on every row of the page.
  const counts = db
    .select({
      own: sql<number>`${ownInPopulation(key, userId)}`.as('own_in_population'),
      population: sql<number>`${populationTotal(key)}`.as('population'),
    })
    .from(sql`(select 1) as one`)
    .as('counts');
  return db
    .select({
      session: SESSION_STANDING,
      single: { id: own.id, gender: own.gender, genotype: own.genotype },
      card: cardColumns,
      own: sql<number>`${counts.own}`.mapWith(Number),
      population: sql<number>`${counts.population}`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(own, and(eq(own.id, bind(childId)), eq(own.userId, bind(userId))))
    .leftJoinLateral(counts, sql`true`)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(children, eq(children.id, page.id))
    .where(eq(sessions.id, bind(sessionId)))
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
 * One explore page, newest first. The page's ids come from a subquery that the covering
 * partial index children_explore_idx answers as an index-only scan (one range for a single's
 * key, a Merge Append of one per gender for an account's), offset included; only the page's
 * rows are then read for the card. Each row carries the population's size and `own`, how many
 * of it are the viewer's own (one round trip).
 * @internal `bench/discovery-explain.ts` explains these queries' plans (decision 081).
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
