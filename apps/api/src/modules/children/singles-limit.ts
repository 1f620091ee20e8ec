import { SINGLES_LIMIT_FREE, SINGLES_LIMIT_PAID } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { hasActivePlan } from '../billing';

/**
 * How many singles an account may hold (product.md §6): 2 free, 4 with an active plan, or more when
 * an admin raised `users.singles_limit`. One rule for the create check and the account answer.
 */
export async function singlesLimitOf(
  db: Tx,
  userId: string,
  raised: number | null,
  now: Date,
): Promise<number> {
  const planLimit = (await hasActivePlan(db, userId, now))
    ? SINGLES_LIMIT_PAID
    : SINGLES_LIMIT_FREE;
  return Math.max(planLimit, raised ?? 0);
}
