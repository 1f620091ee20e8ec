// The stored recommendation lists: their locks, rebuilds, drops and pages.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, preferences, recommendationLists, recommendations } from '../../db/schema';
import { type Bind, bind, cardColumns, fitColumns } from './population.repository';

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

export function recommendationsPageOf(
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
