import type { Executor } from '../../lib/mail/outbox';

/**
 * Whether the account has an active paid plan. Until billing exists the answer is no
 * (DECISIONS 15); billing makes it real. Everything that depends on a plan asks here.
 */
export async function hasActivePlan(_db: Executor, _userId: string, _now: Date): Promise<boolean> {
  return false;
}
