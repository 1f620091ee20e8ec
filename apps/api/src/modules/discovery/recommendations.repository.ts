// The stored recommendation lists: their locks, rebuilds, drops and pages.
import { CLOSE_MAX_MISSES, PAGE_SIZE } from '@waliyy/contract';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, preferences, recommendationLists, recommendations } from '../../db/schema';
import { type Bind, bind, cardColumns, fitColumns } from './population.repository';

/**
 * The oldest transaction still running (decision 071). Every single stamped below it committed
 * before this statement, so a later statement of the caller sees it; anyone stamped at or above
 * it may still be in flight, and is looked at again by the next merge.
 */
async function snapshotXmin(tx: Tx): Promise<number> {
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
 * lockList without the wait: false when another request holds the list's lock now (building or
 * merging it), so a read that only has arrivals to take in can serve the list as it stands
 * rather than queue behind a merge that is taking them in already.
 */
export async function tryLockList(tx: Tx, childId: string): Promise<boolean> {
  // The merge's settings (BUILD_SETTINGS) ride along: one round trip fewer on the read path.
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${LIST_LOCK_NAMESPACE}::int, hashtext(${childId}::text)) as locked,
      set_config('jit', 'off', true), set_config('synchronous_commit', 'off', true)`,
  );
  const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return row?.locked === true;
}

/**
 * Settings for the transaction of a build or a merge. JIT off: the build's estimated cost is
 * high (a branch that usually never runs scans a whole age band), so PostgreSQL would
 * JIT-compile it, ~80 ms of compiling for a ~30 ms query. No wait for the WAL flush at commit: a
 * stored list is a cache of what the profiles say — one lost in a crash is built or merged again
 * on its next read — and the read that merges or builds it should not wait for the disk (on
 * this machine's disk a flush took up to ~100 ms under load).
 */
export const BUILD_SETTINGS = [
  sql`select set_config('jit', 'off', true), set_config('synchronous_commit', 'off', true)`,
];

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
 * At most this many arrivals are merged into a list; a list with more to take in (one left unread
 * for most of a day) is rebuilt: a merge costs ~36 µs an arrival at a million singles (12,000 in
 * ~430 ms), a rebuild ~30–50 ms whatever came.
 */
export const MERGE_MAX_ARRIVALS = 1_000;

/**
 * What a merge or a rebuild needs, in one round trip (under the list's lock): the caller's single
 * and its preference, and its list's state — when built, how far it has looked, whether it has a
 * close section, and how many arrived since (counted up to `MERGE_MAX_ARRIVALS + 1`, an
 * index-only walk of children_arrivals_idx). No row: not the caller's single.
 */
export async function findListAndSingle(tx: Tx, userId: string, childId: string) {
  const [row] = await tx
    .select({
      child: children,
      preference: preferences,
      list: {
        builtAt: recommendationLists.builtAt,
        mergedXmin: recommendationLists.mergedXmin,
        withClose: recommendationLists.withClose,
      },
      arrivals: arrivalsSince(children.gender, MERGE_MAX_ARRIVALS + 1),
    })
    .from(children)
    .leftJoin(preferences, eq(preferences.childId, children.id))
    .leftJoin(recommendationLists, eq(recommendationLists.childId, children.id))
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Runs a merge (`mergeArrivalsSql`) in a transaction tryLockList began (which applied
 * BUILD_SETTINGS): how many entries it put in or changed, and removed.
 */
export async function mergeArrivals(tx: Tx, merge: SQL): Promise<{ put: number; gone: number }> {
  const result = await tx.execute(merge);
  const [row] = (result as unknown as { rows: { put: number; gone: number }[] }).rows;
  return { put: Number(row?.put ?? 0), gone: Number(row?.gone ?? 0) };
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

/** How many listed singles of the other gender arrived since the list last looked, up to `cap`. */
const arrivalsSince = (ownGender: SQLWrapper, cap: number) =>
  sql<number>`(select count(*) from (select 1 from ${children} arrived
    where arrived.listed
      and arrived.gender = (case when ${ownGender} = 'MALE' then 'FEMALE' else 'MALE' end)
      and arrived.arrived_xid >= ${recommendationLists.mergedXmin}
    limit ${cap}) arrivals)::int`.mapWith(Number);

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
