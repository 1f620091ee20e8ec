// Hides and lists singles again: a suspended account, a paused single (decision 012).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, recommendations, users } from '../../db/schema';

/**
 * Suspends or reinstates an account: `users.suspended_at`, and whether its singles may be
 * discovered (`children.listed`). Discovery reads only listed singles, so a suspended family's
 * singles vanish from every list at once and come back when reinstated (their places in stored
 * recommendation lists are kept meanwhile, marked with the same flag: `recommendations.listed`).
 * `listed` = not suspended AND not paused: a single
 * its family paused stays hidden when the account is reinstated (the two reasons are kept apart,
 * `users.suspended_at` and `children.paused_at`). Run it inside the caller's transaction.
 */
export async function setAccountSuspended(
  tx: Tx,
  userId: string,
  suspended: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: suspended ? now : null, updatedAt: now })
    .where(eq(users.id, userId));
  const singles = await tx
    .update(children)
    .set({ listed: suspended ? false : sql`${children.pausedAt} is null` })
    .where(eq(children.userId, userId))
    .returning({ id: children.id, listed: children.listed });
  await markListEntries(tx, singles);
}

/**
 * Copies `children.listed` onto the singles' entries in every stored recommendation list (the
 * candidate index finds them), so a list's pages and count skip them without a lookup each.
 */
async function markListEntries(tx: Tx, singles: { id: string; listed: boolean }[]) {
  for (const listed of [true, false]) {
    const ids = singles.filter((s) => s.listed === listed).map((s) => s.id);
    if (ids.length === 0) continue;
    await tx
      .update(recommendations)
      .set({ listed })
      .where(
        and(inArray(recommendations.candidateId, ids), sql`${recommendations.listed} <> ${listed}`),
      );
  }
}

/**
 * Pauses or resumes one of the account's singles ('in talks', decision 012): hidden from discovery
 * while paused, its likes kept. Resuming lists it again unless the account is suspended.
 * Answers whether the single is the account's (false: nothing changed).
 */
export async function setSinglePaused(
  tx: Tx,
  userId: string,
  childId: string,
  paused: boolean,
  now: Date,
): Promise<boolean> {
  const notSuspended = sql`(select ${users.suspendedAt} is null from ${users} where ${users.id} = ${children.userId})`;
  const rows = await tx
    .update(children)
    .set({
      pausedAt: paused
        ? sql`coalesce(${children.pausedAt}, ${now.toISOString()}::timestamptz)`
        : null,
      listed: paused ? false : notSuspended,
      updatedAt: now,
    })
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id, listed: children.listed });
  await markListEntries(tx, rows);
  return rows.length > 0;
}
