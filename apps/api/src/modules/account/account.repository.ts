/** The account's alternative e-mail address: recorded unverified, then confirmed by its link. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

export async function setAlternateEmail(db: Tx, userId: string, email: string, now: Date) {
  await db
    .update(users)
    .set({ alternateEmail: email, alternateEmailVerifiedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function markAlternateEmailVerified(db: Tx, userId: string, now: Date) {
  await db
    .update(users)
    .set({ alternateEmailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
