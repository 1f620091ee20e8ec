// Her consent before her contact (decision 084): its queries, nothing else.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, likes, singleConfirmations } from '../../db/schema';

/**
 * What asking her needs: whether she asked to be asked and is confirmed, and the channel her
 * own confirmation went through (her address, private like the wali's contact, and language).
 */
export async function findHerChannel(tx: Tx, womanId: string) {
  const [row] = await tx
    .select({
      firstName: children.firstName,
      gender: children.gender,
      asksBeforeMatch: children.asksBeforeMatch,
      singleConfirmedAt: children.singleConfirmedAt,
      channel: singleConfirmations.channel,
      address: singleConfirmations.address,
      language: singleConfirmations.language,
    })
    .from(children)
    .innerJoin(singleConfirmations, eq(singleConfirmations.childId, children.id))
    .where(eq(children.id, womanId));
  return row;
}

/** The acceptance waits for her: the like stays pending, with her link's keyed hash. */
export async function markAwaitingHer(tx: Tx, likeId: string, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(likes)
    .set({ awaitingHerSince: now, herTokenHash: tokenHash, updatedAt: now })
    .where(and(eq(likes.id, likeId), eq(likes.status, 'pending')))
    .returning();
  return row;
}

/** The like her link answers (any status: the caller says why it is closed), locked if asked. */
export async function findLikeByHerToken(tx: Tx, tokenHash: string, lock = false) {
  const query = tx
    .select()
    .from(likes)
    .where(and(eq(likes.herTokenHash, tokenHash), isNotNull(likes.awaitingHerSince)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Her link is spent by her answer. */
export async function spendHerToken(tx: Tx, likeId: string, now: Date) {
  await tx.update(likes).set({ herTokenHash: null, updatedAt: now }).where(eq(likes.id, likeId));
}
