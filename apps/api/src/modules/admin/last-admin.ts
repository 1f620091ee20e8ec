import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as staff from './staff.repository';

/** 'ok', or why the action is refused: its actor is no longer staff, or none would remain. */
export type AdminCheck = 'ok' | 'actor_not_admin' | 'last_admin';

/**
 * The last-admin rule for every way an account stops being staff that can sign in: revoked,
 * suspended, deleted by staff or by itself. Locks every admin row FOR UPDATE in id order — the
 * same rows in the same order for all of these, taken before the target's own row — so two such
 * actions at once run one after the other and the second counts what the first left.
 *
 * Under that lock the actor (a staff account; null for the command line, or the account itself
 * when it deletes itself) must still be an admin that is not suspended, and when the target is
 * an admin another one that is not suspended must remain.
 */
export async function checkAdmins(tx: Tx, targetId: string, actorId: string | null) {
  const admins = await staff.lockAdmins(tx);
  const target = admins.find((admin) => admin.id === targetId);
  const active = (id: string) => admins.some((a) => a.id === id && a.suspendedAt === null);
  let outcome: AdminCheck = 'ok';
  if (actorId !== null && actorId !== targetId && !active(actorId)) outcome = 'actor_not_admin';
  else if (target && !admins.some((a) => a.id !== targetId && a.suspendedAt === null)) {
    outcome = 'last_admin';
  }
  return { target, outcome };
}

/** checkAdmins for a suspension or a deletion: 403 or 409 instead of the outcome. */
export async function refuseLastAdmin(
  tx: Tx,
  targetId: string,
  actorId: string | null,
  lastAdminMessage: string = STAFF_MESSAGES.lastAdminKept,
): Promise<void> {
  const { outcome } = await checkAdmins(tx, targetId, actorId);
  if (outcome === 'actor_not_admin') throw new AppError('FORBIDDEN', STAFF_MESSAGES.noLongerStaff);
  if (outcome === 'last_admin') throw new AppError('CONFLICT', lastAdminMessage);
}
