// Taking newcomers into a stored list (decision 071): the merge's lock, what it reads, the
// statement it runs and the sections it keeps. The read path that calls them: current-list.ts.
import { PAGE_SIZE } from '@waliyy/contract';
import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, preferences, recommendationLists, recommendations } from '../../db/schema';
import { countPreferred, LIST_LOCK_NAMESPACE } from './recommendations.repository';

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

/** How many listed singles of the other gender arrived since the list last looked, up to `cap`. */
const arrivalsSince = (ownGender: SQLWrapper, cap: number) =>
  sql<number>`(select count(*) from (select 1 from ${children} arrived
    where arrived.listed
      and arrived.gender = (case when ${ownGender} = 'MALE' then 'FEMALE' else 'MALE' end)
      and arrived.arrived_xid >= ${recommendationLists.mergedXmin}
    limit ${cap}) arrivals)::int`.mapWith(Number);

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
