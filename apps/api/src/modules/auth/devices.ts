import { createHash } from 'node:crypto';
import type { Tx } from '../../db/client';
import { hasDevice } from './devices.repository';

/** What the browser says about itself at sign-in (decision 012: new-browser e-mails). */
export type DeviceInfo = { deviceId?: string | undefined; userAgent?: string | undefined };

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
 * Whether this browser has signed in to the account before, told by its device id alone: the id
 * is a random UUID kept in the browser, while the user agent that stands in for a missing id is
 * no secret (anyone can send a common one), so it never makes a browser known. A known browser
 * passes the account's own login limit (decision 018) with the right password.
 */
export async function isKnownDevice(db: Tx, userId: string, device: DeviceInfo) {
  const id = device.deviceId?.trim();
  if (!id || id.length > 200) return false;
  return hasDevice(db, userId, deviceHash(userId, device));
}

/** A short description of the browser for the e-mail (the user agent, trimmed). */
export const browserLabel = (userAgent: string | undefined) =>
  (userAgent?.trim() || 'unknown browser').slice(0, 160);
