// The stored recommendation lists: their locks, rebuilds, drops and pages.
import { CLOSE_MAX_MISSES, PAGE_SIZE } from '@waliyy/contract';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  children,
  preferences,
  recommendationLists,
  recommendations,
  sessions,
  users,
} from '../../db/schema';
import { SESSION_STANDING } from '../auth';
import { fitPreferenceColumns, onFirstRow } from './first-row.repository';
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
export const LIST_LOCK_NAMESPACE = 7_261_005;

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
export async function countPreferred(
  tx: Tx,
  childId: string,
  listedOnly: boolean,
): Promise<number> {
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
export const arrivedSince = (ownGender: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${children} arrived
    where arrived.listed
      and arrived.gender = (case when ${ownGender} = 'MALE' then 'FEMALE' else 'MALE' end)
      and arrived.arrived_xid >= ${recommendationLists.mergedXmin})`;

/** The page's parts: the single, its entries (a lateral subquery) and the columns of a row. */
function pageParts(
  db: Tx,
  childId: Bind<string>,
  limit: Bind<number>,
  offset: Bind<number>,
  maxMisses: Bind<number>,
) {
  const own = alias(children, 'own');
  // The page's entries from the list's partial index alone, offset and all; only then the cards.
  const ranked = db
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
    .as('ranked');
  // Which entry comes first on the page, in the page's own order.
  const entries = db
    .select({
      candidateId: ranked.candidateId,
      score: ranked.score,
      misses: ranked.misses,
      first: sql<boolean>`row_number() over (order by ${ranked.misses}, ${ranked.score} desc,
        ${ranked.candidateId}) = 1`.as('first'),
    })
    .from(ranked)
    .as('entries');
  // What the page says once rides on its first row (decision 092): the single's preference and
  // whether anyone arrived. A page past the end has one row, with no entry: that one.
  const first = sql`coalesce(${entries.first}, true)`;
  const fields = {
    builtAt: recommendationLists.builtAt,
    behind: sql<boolean | null>`case when ${first} then ${arrivedSince(own.gender)} end`,
    total: listCount(childId, maxMisses),
    card: cardColumns,
    fit: fitColumns,
    misses: entries.misses,
    preference: onFirstRow(first, fitPreferenceColumns),
  };
  return { own, entries, fields, first };
}

/**
 * The page read from its head (the select and its first joins: the list's, then the session's
 * when it is read with it): the single's preference, its entries and their cards, the filter to
 * the caller's single, and the order. Both pages are this one statement.
 */
function pageFrom<Q extends PgSelect>(
  head: Q,
  { own, entries }: Pick<ReturnType<typeof pageParts>, 'own' | 'entries'>,
  childId: Bind<string>,
  userId: Bind<string>,
) {
  return (
    head
      // The single's own preference, for each card's must-haves met and missed.
      .leftJoin(preferences, eq(preferences.childId, own.id))
      .leftJoinLateral(entries, sql`true`)
      // `listed` again: an entry marked a moment ago by a change still in flight stays out.
      .leftJoin(children, and(eq(children.id, entries.candidateId), sql`${children.listed}`))
      .where(and(eq(own.id, bind(childId)), eq(own.userId, bind(userId))))
      .orderBy(asc(entries.misses), desc(entries.score), asc(entries.candidateId))
  );
}

export function recommendationsPageOf(
  db: Tx,
  childId: Bind<string>,
  userId: Bind<string>,
  limit: Bind<number>,
  offset: Bind<number>,
  maxMisses: Bind<number>,
) {
  const parts = pageParts(db, childId, limit, offset, maxMisses);
  const head = db
    .select(parts.fields)
    .from(parts.own)
    .innerJoin(recommendationLists, eq(recommendationLists.childId, parts.own.id))
    .$dynamic();
  return pageFrom(head, parts, childId, userId);
}

/**
 * The same page with the caller's session row and account standing on every row (decision
 * 085): the request's authentication and its page in one round trip. No row says nothing about
 * the session: the caller then reads it alone.
 */
export function sessionAndPageOf(
  db: Tx,
  sessionId: Bind<string>,
  childId: Bind<string>,
  userId: Bind<string>,
  limit: Bind<number>,
  offset: Bind<number>,
  maxMisses: Bind<number>,
) {
  const parts = pageParts(db, childId, limit, offset, maxMisses);
  const head = db
    .select({ ...parts.fields, session: onFirstRow(parts.first, SESSION_STANDING) })
    .from(parts.own)
    .innerJoin(recommendationLists, eq(recommendationLists.childId, parts.own.id))
    .innerJoin(sessions, eq(sessions.id, bind(sessionId)))
    .innerJoin(users, eq(users.id, sessions.userId))
    .$dynamic();
  return pageFrom(head, parts, childId, userId);
}

/** The most misses a page shows: the preferred section only, or the close one too. */
export const maxMissesFor = (close: boolean) => (close ? CLOSE_MAX_MISSES : 0);

/**
 * One page of the caller's stored list, best first, in ONE round trip: no row at all when the
 * single is not the caller's or has no list; otherwise a row per card (`card` null on a page past
 * the end), each carrying when the list was built, whether anyone arrived since it last looked,
 * and its count.
 * @internal `bench/discovery-explain.ts` explains these queries' plans (decision 081).
 */
export const recommendationsPage = (
  db: Tx,
  childId: string,
  userId: string,
  limit: number,
  offset: number,
  close: boolean,
) => recommendationsPageOf(db, childId, userId, limit, offset, maxMissesFor(close));
