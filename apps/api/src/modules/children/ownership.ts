import type { Tx } from '../../db/client';
import { UUID } from '../../lib/ids';
import { childNotFound } from '../../lib/not-found';
import { findOwnChild } from './children.repository';

/** One of the caller's singles, or 404 — also for ids that are not even UUIDs (decision 030). */
export async function requireOwnChild(db: Tx, userId: string, childId: string) {
  const row = UUID.test(childId) ? await findOwnChild(db, userId, childId) : undefined;
  if (!row) throw childNotFound();
  return row;
}
