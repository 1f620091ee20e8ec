import { safeGenotypesFor } from '@waliyy/contract';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { children, recommendationLists, recommendations } from '../../db/schema';
import type { Tx } from '../children/children.repository';

type Gender = 'MALE' | 'FEMALE';

/** Who is looking: the account, and the single it is looking for (its active single), if any. */
export type Viewer = {
  userId: string;
  single: { gender: Gender; genotype: string } | null;
};

export const oppositeGender = (gender: Gender): Gender => (gender === 'MALE' ? 'FEMALE' : 'MALE');

/**
 * Who may be discovered at all, whoever looks: listed singles (the account is not suspended)
 * and, for an active single, the opposite gender with a genotype that is not at risk with its
 * own (DECISIONS 16). Shared by viewers, so explore counts it once per key.
 */
function population(single: Viewer['single']): SQL[] {
  const rules = [sql`${children.listed}`];
  if (single) {
    rules.push(
      eq(children.gender, oppositeGender(single.gender)),
      sql`${children.genotype} = any(${sql.param(safeGenotypesFor(single.genotype))}::text[])`,
    );
  }
  return rules;
}

/**
 * THE hard rules of every discovery read — recommendations (with the age range on top, in
 * ranking-sql.ts), explore and profile views (DECISIONS 4, 16, 17): the population above, minus
 * the viewer's own singles.
 */
export function hardRules(viewer: Viewer): SQL {
  return and(
    ...population(viewer.single),
    ne(children.userId, viewer.userId),
    // BLOCKS AND REJECTIONS (issues 7 and 8) go here: a `not exists (…)` against the viewer's
    // blocks and final rejections, so every discovery read above inherits them at once.
  )!;
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

/** Replaces the single's list with what `build` (one INSERT … SELECT) writes. */
export async function replaceList(tx: Tx, childId: string, build: SQL, builtAt: Date) {
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

/** One page of the stored list, best first; a candidate no longer listed drops out. */
export function recommendationsPage(db: Tx, childId: string, limit: number, offset: number) {
  return db
    .select(cardColumns)
    .from(recommendations)
    .innerJoin(children, eq(children.id, recommendations.candidateId))
    .where(and(eq(recommendations.childId, childId), sql`${children.listed}`))
    .orderBy(asc(recommendations.position))
    .limit(limit)
    .offset(offset);
}

export type CardRow = Awaited<ReturnType<typeof recommendationsPage>>[number];

export async function countRecommendations(db: Tx, childId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendations)
    .innerJoin(children, eq(children.id, recommendations.candidateId))
    .where(and(eq(recommendations.childId, childId), sql`${children.listed}`));
  return row?.n ?? 0;
}

// ---- Explore ----

/**
 * One explore page, newest first. The page's ids come from a subquery that the covering
 * partial index (children_explore_idx with a single, children_recent_idx without) answers as
 * an index-only scan, offset included; only the page's rows are then read for the card.
 */
export function explorePage(db: Tx, viewer: Viewer, limit: number, offset: number) {
  const page = db
    .select({ id: children.id, createdAt: children.createdAt })
    .from(children)
    .where(hardRules(viewer))
    .orderBy(desc(children.createdAt), desc(children.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(cardColumns)
    .from(page)
    .innerJoin(children, eq(children.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** How many singles the population holds: an index-only count (the service caches it). */
export function populationCountQuery(db: Tx, single: Viewer['single']) {
  return db
    .select({ n: count() })
    .from(children)
    .where(and(...population(single)));
}

export async function countPopulation(db: Tx, single: Viewer['single']): Promise<number> {
  const [row] = await populationCountQuery(db, single);
  return row?.n ?? 0;
}

/** How many of the population are the viewer's own singles (the user_id index; at most a few). */
export async function countOwnInPopulation(db: Tx, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(children)
    .where(and(eq(children.userId, viewer.userId), ...population(viewer.single)));
  return row?.n ?? 0;
}

// ---- Profile view ----

/** Someone else's single, if the viewer may see it (DECISIONS 4); every column, for mapping. */
export function visibleProfile(db: Tx, viewer: Viewer, profileId: string) {
  return db
    .select()
    .from(children)
    .where(and(eq(children.id, profileId), hardRules(viewer)))
    .limit(1);
}
