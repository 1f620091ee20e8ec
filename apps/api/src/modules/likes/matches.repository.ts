// Matches: the single's active one, the match view's, made by an acceptance and ended by a
// cancel, a block, a suspension or a deletion.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { matches } from '../../db/schema';
import { other, otherProfile } from './singles.repository';

export type MatchRow = typeof matches.$inferSelect;

/** The single's active match (at most one: the unique partial indexes), or undefined. */
export async function findActiveMatch(db: Tx, childId: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.status, 'active'),
        or(eq(matches.manId, childId), eq(matches.womanId, childId)),
      ),
    )
    .limit(1);
  return row;
}

/** A match of the single (any status), or undefined; locked when asked. */
export async function findMatchOf(db: Tx, matchId: string, childId: string, lock = false) {
  const query = db
    .select()
    .from(matches)
    .where(
      and(eq(matches.id, matchId), or(eq(matches.manId, childId), eq(matches.womanId, childId))),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertMatch(
  tx: Tx,
  values: { likeId: string; manId: string; womanId: string; createdAt: Date },
) {
  const [row] = await tx.insert(matches).values(values).returning();
  if (!row) throw new Error('match insert returned nothing');
  return row;
}

export async function endMatch(
  tx: Tx,
  matchId: string,
  reason: NonNullable<MatchRow['endReason']>,
  endedBy: string,
  now: Date,
) {
  const [row] = await tx
    .update(matches)
    .set({ status: 'cancelled', endReason: reason, endedBy, endedAt: now })
    .where(and(eq(matches.id, matchId), eq(matches.status, 'active')))
    .returning();
  return row;
}

/** The active matches of any of the singles (their deletion). */
export async function activeMatchesOf(tx: Tx, childIds: string[]) {
  if (childIds.length === 0) return [];
  return tx
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.status, 'active'),
        or(inArray(matches.manId, childIds), inArray(matches.womanId, childIds)),
      ),
    );
}

/** The other single's public profile for the match view (DECISIONS.md 44). */
export async function findOtherProfile(db: Tx, childId: string) {
  const [row] = await db.select(otherProfile).from(other).where(eq(other.id, childId));
  return row;
}
