/** The browsers each account has signed in from (user_devices), kept as hashes (devices.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userDevices } from '../../db/schema';

/**
 * Remembers the browser; answers 'new' for one the account has not signed in from before,
 * 'first' when the account had no browser at all yet (its first sign-in after sign-up: no
 * e-mail), 'known' otherwise.
 */
export async function rememberDevice(
  tx: Tx,
  userId: string,
  hash: string,
  now: Date,
): Promise<'first' | 'new' | 'known'> {
  const [seen] = await tx
    .select({
      known: sql<boolean>`bool_or(${userDevices.deviceHash} = ${hash})`,
      any: sql<number>`count(*)`.mapWith(Number),
    })
    .from(userDevices)
    .where(eq(userDevices.userId, userId));
  await tx
    .insert(userDevices)
    .values({ userId, deviceHash: hash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.deviceHash],
      set: { lastSeenAt: now },
    });
  if (!seen || seen.any === 0) return 'first';
  return seen.known ? 'known' : 'new';
}

/** Whether the account has signed in from the browser with this hash before. */
export async function hasDevice(db: Tx, userId: string, hash: string) {
  const [row] = await db
    .select({ userId: userDevices.userId })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, hash)))
    .limit(1);
  return row !== undefined;
}
