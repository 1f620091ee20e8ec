import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, users } from '../../db/schema';

/**
 * Suspends or reinstates an account: `users.suspended_at`, and whether its singles may be
 * discovered (`children.listed`), in one transaction. Discovery reads only listed singles, so a
 * suspended family's singles vanish from every list at once and come back when reinstated
 * (their places in stored recommendation lists are kept meanwhile). Issue 8 calls this; when
 * it adds pausing, `listed` becomes "not suspended and not paused".
 */
export async function setAccountSuspended(
  db: Db,
  userId: string,
  suspended: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ suspendedAt: suspended ? now : null, updatedAt: now })
      .where(eq(users.id, userId));
    await tx.update(children).set({ listed: !suspended }).where(eq(children.userId, userId));
  });
}
