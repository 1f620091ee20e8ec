import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { blocks, children, likes, matches, reports } from '../../db/schema';

/** Any single, with its account: what a report or a block names. */
export async function findSingleWithOwner(db: Tx, childId: string) {
  const [row] = await db
    .select({ id: children.id, userId: children.userId, displayId: children.displayId })
    .from(children)
    .where(eq(children.id, childId))
    .limit(1);
  return row;
}

// ---- Blocks ----

/** Records the block (a repeat is a no-op); answers whether it is new. */
export async function insertBlock(
  tx: Tx,
  values: { userId: string; childId: string; blockedUserId: string; createdAt: Date },
) {
  const rows = await tx
    .insert(blocks)
    .values(values)
    .onConflictDoNothing({ target: [blocks.userId, blocks.childId] })
    .returning({ id: blocks.id });
  return rows.length > 0;
}

/** Removes the account's block of the profile; answers the blocked account, if there was one. */
export async function deleteBlock(tx: Tx, userId: string, childId: string) {
  const [row] = await tx
    .delete(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.childId, childId)))
    .returning({ blockedUserId: blocks.blockedUserId });
  return row;
}

/** A page of the account's blocks, newest first, each with the profile's display id only. */
export async function blocksPage(db: Tx, userId: string, limit: number, offset: number) {
  return db
    .select({
      id: children.id,
      displayId: children.displayId,
      blockedAt: blocks.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(blocks)
    .innerJoin(children, eq(children.id, blocks.childId))
    .where(eq(blocks.userId, userId))
    .orderBy(desc(blocks.createdAt), desc(blocks.id))
    .limit(limit)
    .offset(offset);
}

export async function countBlocks(db: Tx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(blocks)
    .where(eq(blocks.userId, userId));
  return row?.n ?? 0;
}

const between = (column: 'initiator' | 'receiver', a: string[], b: string[]) =>
  column === 'initiator'
    ? and(inArray(likes.initiatorId, a), inArray(likes.receiverId, b))
    : and(inArray(likes.initiatorId, b), inArray(likes.receiverId, a));

/** Withdraws every pending like between the two families' singles, either way. */
export async function withdrawPendingLikesBetween(tx: Tx, a: string[], b: string[], now: Date) {
  if (a.length === 0 || b.length === 0) return;
  await tx
    .update(likes)
    .set({ status: 'withdrawn', closedAt: now, updatedAt: now })
    .where(
      and(eq(likes.status, 'pending'), or(between('initiator', a, b), between('receiver', a, b))),
    );
}

/** The active matches between the two families' singles (at most a few). */
export async function activeMatchesBetween(tx: Tx, a: string[], b: string[]) {
  if (a.length === 0 || b.length === 0) return [];
  return tx
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.status, 'active'),
        or(
          and(inArray(matches.manId, a), inArray(matches.womanId, b)),
          and(inArray(matches.manId, b), inArray(matches.womanId, a)),
        ),
      ),
    );
}

// ---- Reports ----

export type NewReport = {
  reporterUserId: string;
  reporterChildId: string | null;
  childId: string;
  reportedUserId: string;
  reportedDisplayId: string;
  reason: (typeof reports.$inferInsert)['reason'];
  note: string | null;
  createdAt: Date;
};

/** Queues the report; a repeat of an open one by the same account answers undefined. */
export async function insertReport(tx: Tx, values: NewReport) {
  const [row] = await tx
    .insert(reports)
    .values(values)
    .onConflictDoNothing({
      target: [reports.reporterUserId, reports.childId],
      where: sql`${reports.status} = 'open'`,
    })
    .returning({ id: reports.id });
  return row;
}

export async function findOpenReport(tx: Tx, reporterUserId: string, childId: string) {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterUserId, reporterUserId),
        eq(reports.childId, childId),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}
