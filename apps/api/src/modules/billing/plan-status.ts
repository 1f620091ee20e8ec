import { and, eq, gt, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';

/**
 * Whether the account has an active paid plan at `now`: a subscription year that has started
 * and not yet ended (the end itself is already outside it). Everything that depends on a plan
 * asks here (DECISIONS 15): the singles limit, and likes and matches when they land.
 */
export async function hasActivePlan(db: Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
