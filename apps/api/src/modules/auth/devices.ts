import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userDevices } from '../../db/schema';

/** What the browser says about itself at sign-in (issue 8: new-browser e-mails). */
export type DeviceInfo = { deviceId?: string | undefined; userAgent?: string | undefined };

/** The header the web sends: a stable random id kept in the browser's storage. */
export const DEVICE_HEADER = 'x-device-id';

/**
 * A hash of the browser's device id, or of its user agent when it sent none (older clients,
 * scripts), tied to the account so the same browser on two accounts is two rows. Only the
 * hash is kept.
 */
export function deviceHash(userId: string, device: DeviceInfo): string {
  const id = device.deviceId?.trim();
  const key = id && id.length <= 200 ? `id:${id}` : `ua:${(device.userAgent ?? '').slice(0, 500)}`;
  return createHash('sha256').update(`${userId}\n${key}`).digest('base64url');
}

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

/**
 * Whether this browser has signed in to the account before, told by its device id alone: the id
 * is a random UUID kept in the browser, while the user agent that stands in for a missing id is
 * no secret (anyone can send a common one), so it never makes a browser known. A known browser
 * passes the account's own login limit (issue 20) with the right password.
 */
export async function isKnownDevice(db: Tx, userId: string, device: DeviceInfo) {
  const id = device.deviceId?.trim();
  if (!id || id.length > 200) return false;
  const [row] = await db
    .select({ userId: userDevices.userId })
    .from(userDevices)
    .where(
      and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, deviceHash(userId, device))),
    )
    .limit(1);
  return row !== undefined;
}

/** A short description of the browser for the e-mail (the user agent, trimmed). */
export const browserLabel = (userAgent: string | undefined) =>
  (userAgent?.trim() || 'unknown browser').slice(0, 160);
