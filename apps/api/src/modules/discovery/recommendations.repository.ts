// The stored recommendation lists: their locks, rebuilds, drops and pages.
import { CLOSE_MAX_MISSES, PAGE_SIZE } from '@waliyy/contract';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, preferences, recommendationLists, recommendations } from '../../db/schema';
import { type Bind, bind, cardColumns, fitColumns } from './population.repository';

export type ListState = { builtAt: Date; mergedXmin: number; withClose: boolean };

/** When the single's list was built, how far it has looked, and its sections; undefined: none. */
export async function findList(db: Tx, childId: string): Promise<ListState | undefined> {
  const [row] = await db
    .select({
      builtAt: recommendationLists.builtAt,
      mergedXmin: recommendationLists.mergedXmin,
      withClose: recommendationLists.withClose,
    })
    .from(recommendationLists)
    .where(eq(recommendationLists.childId, childId));
  return row;
}

/**
 * The oldest transaction still running (decision 071). Every single stamped below it committed
 * before this statement, so a later statement of the caller sees it; anyone stamped at or above
 * it may still be in flight, and is looked at again by the next merge.
 */
export async function snapshotXmin(tx: Tx): Promise<number> {
  const result = await tx.execute(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  const [row] = (result as unknown as { rows: { xmin: string }[] }).rows;
  return Number(row?.xmin);
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

/**
 * Replaces the single's list with what `build` (one INSERT … SELECT) writes. Its watermark is
 * taken first, so whoever arrives while the build runs is merged on a later read.
 */
export async function replaceList(tx: Tx, childId: string, build: SQL, builtAt: Date) {
  const mergedXmin = await snapshotXmin(tx);
  for (const setting of BUILD_SETTINGS) await tx.execute(setting);
  await tx
    .insert(recommendationLists)
    .values({ childId, builtAt, mergedXmin })
    .onConflictDoUpdate({ target: recommendationLists.childId, set: { builtAt, mergedXmin } });
  await tx.delete(recommendations).where(eq(recommendations.childId, childId));
  await tx.execute(build);
  // The build looked for a close section when fewer than a page met every must-have.
  const preferred = await countPreferred(tx, childId, false);
  await tx
    .update(recommendationLists)
    .set({ withClose: preferred < PAGE_SIZE })
    .where(eq(recommendationLists.childId, childId));
}

/** How many entries meet every must-have: all of them, or only the listed ones. */
async function countPreferred(tx: Tx, childId: string, listedOnly: boolean): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.childId, childId),
        eq(recommendations.misses, 0),
        listedOnly ? sql`${recommendations.listed}` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes out of the single's list everyone of `gender` stamped at or above `since` (decision
 * 071): they are scored again from what they are now (`mergeArrivalsSql`), or stay out.
 */
export async function removeArrivals(tx: Tx, childId: string, gender: string, since: number) {
  await tx.execute(sql`
    delete from ${recommendations} r
    where r.child_id = ${childId}::uuid and r.candidate_id in (
      select ${children.id} from ${children}
      where ${children.listed} and ${children.gender} = ${gender}
        and ${children.arrivedXid} >= ${since}::bigint)`);
}

export type Sections = { size: number; closeSize: number };

/**
 * After a merge, the sections a rebuild would make (decision 060): at most `size` preferred and
 * `closeSize` close entries, the worst dropped; a close section only while fewer than a page are
 * preferred. Answers false when the list lacks a close section a rebuild would now look for
 * (built with a page or more preferred, fewer left): the caller rebuilds it.
 */
export async function settleSections(
  tx: Tx,
  childId: string,
  withClose: boolean,
  { size, closeSize }: Sections,
): Promise<boolean> {
  const preferred = await countPreferred(tx, childId, true);
  const few = preferred < PAGE_SIZE;
  if (few && !withClose) return false;
  if (withClose && !few) {
    await tx
      .delete(recommendations)
      .where(and(eq(recommendations.childId, childId), sql`${recommendations.misses} > 0`));
    await tx
      .update(recommendationLists)
      .set({ withClose: false })
      .where(eq(recommendationLists.childId, childId));
  }
  const trim = (close: boolean, keep: number) => sql`
    delete from ${recommendations} r where r.child_id = ${childId}::uuid
      and r.candidate_id in (
        select ${recommendations.candidateId} from ${recommendations}
        where ${recommendations.childId} = ${childId}::uuid and ${recommendations.listed}
          and ${close ? sql`${recommendations.misses} > 0` : sql`${recommendations.misses} = 0`}
        order by ${recommendations.misses}, ${desc(recommendations.score)},
          ${recommendations.candidateId}
        offset ${keep})`;
  if (preferred > size) await tx.execute(trim(false, size));
  if (withClose && few) await tx.execute(trim(true, closeSize));
  return true;
}

/** Whether a listed single of `gender` has been stamped at or above `since`. */
export async function anyArrived(tx: Tx, gender: string, since: number): Promise<boolean> {
  const rows = await tx
    .select({ id: children.id })
    .from(children)
    .where(
      and(
        sql`${children.listed}`,
        eq(children.gender, gender as 'MALE' | 'FEMALE'),
        sql`${children.arrivedXid} >= ${since}::bigint`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The list has now looked at everyone stamped below `xmin`. */
export async function advanceList(tx: Tx, childId: string, xmin: number) {
  await tx
    .update(recommendationLists)
    .set({ mergedXmin: sql`greatest(${recommendationLists.mergedXmin}, ${xmin}::bigint)` })
    .where(eq(recommendationLists.childId, childId));
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
 * How many entries of the stored list are listed and within `maxMisses` (0: the preferred
 * section only): an index-only count on the partial recommendations_listed_idx (a paused or
 * suspended candidate's entry is marked, not counted).
 */
const listCount = (childId: Bind<string>, maxMisses: Bind<number>) =>
  sql<number>`(select count(*) from ${recommendations} r where r.child_id = ${bind(childId)}
    and r.listed and r.misses <= ${bind(maxMisses)})`.mapWith(Number);

/**
 * Whether a listed single of the other gender has been stamped since the list last looked
 * (decision 071): one probe of children_arrivals_idx.
 */
const arrivedSince = (ownGender: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${children} arrived
    where arrived.listed
      and arrived.gender = (case when ${ownGender} = 'MALE' then 'FEMALE' else 'MALE' end)
      and arrived.arrived_xid >= ${recommendationLists.mergedXmin})`;

export function recommendationsPageOf(
  db: Tx,
  childId: Bind<string>,
  userId: Bind<string>,
  limit: Bind<number>,
  offset: Bind<number>,
  maxMisses: Bind<number>,
) {
  const own = alias(children, 'own');
  // The page's entries from the list's partial index alone, offset and all; only then the cards.
  const entries = db
    .select({
      candidateId: recommendations.candidateId,
      score: recommendations.score,
      misses: recommendations.misses,
    })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.childId, own.id),
        sql`${recommendations.listed}`,
        sql`${recommendations.misses} <= ${bind(maxMisses)}`,
      ),
    )
    .orderBy(
      asc(recommendations.misses),
      desc(recommendations.score),
      asc(recommendations.candidateId),
    )
    .limit(limit as number)
    .offset(offset as number)
    .as('entries');
  return (
    db
      .select({
        builtAt: recommendationLists.builtAt,
        behind: arrivedSince(own.gender),
        total: listCount(childId, maxMisses),
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
      .orderBy(asc(entries.misses), desc(entries.score), asc(entries.candidateId))
  );
}

/** The most misses a page shows: the preferred section only, or the close one too. */
export const maxMissesFor = (close: boolean) => (close ? CLOSE_MAX_MISSES : 0);

/**
 * One page of the caller's stored list, best first, in ONE round trip: no row at all when the
 * single is not the caller's or has no list; otherwise a row per card (`card` null on a page past
 * the end), each carrying when the list was built, whether anyone arrived since it last looked,
 * and its count.
 */
export const recommendationsPage = (
  db: Tx,
  childId: string,
  userId: string,
  limit: number,
  offset: number,
  close: boolean,
) => recommendationsPageOf(db, childId, userId, limit, offset, maxMissesFor(close));
