import type { Db, Tx } from '../../db/client';
import { type Actor, CLI_ACTOR, recordAudit, withAudit } from './audit';
import { checkAdmins } from './last-admin';
import * as staff from './staff.repository';

export type GrantResult = { ok: boolean; message: string };

/**
 * Makes the account with this e-mail staff (the `admin:grant` script). Only an existing account
 * whose e-mail is verified; the grant is recorded in the audit log with the actor 'cli'.
 */
export async function grantAdmin(db: Db, email: string, now: Date): Promise<GrantResult> {
  const address = email.trim().toLowerCase();
  return withAudit(db, undefined, async (tx) => {
    const user = await staff.lockAccountByEmail(tx, address);
    if (!user) return { ok: false, message: `No account has the e-mail ${address}.` };
    if (!user.verifiedAt) {
      return {
        ok: false,
        message: `The account ${address} has not verified its e-mail yet; verify it first.`,
      };
    }
    if (user.role === 'admin') return { ok: true, message: `${address} is already an admin.` };
    await staff.setAdmin(tx, user.id, now);
    await recordAudit(
      tx,
      CLI_ACTOR,
      {
        action: 'account.grant_admin',
        targetType: 'account',
        targetId: user.id,
        reason: 'admin:grant (command line)',
        details: { email: address },
      },
      now,
    );
    return { ok: true, message: `${address} is now an admin.` };
  });
}

export type RevokeOutcome = 'revoked' | 'not_admin' | 'last_admin' | 'actor_not_admin';

/**
 * Takes the admin role back (decision 026), in a withAudit transaction: the account is a
 * guardian again from its next request (authenticate reads the role from its session's row).
 * Refused when the actor is no longer staff, for an account that is not staff, and when it would
 * leave no staff account that can sign in (an admin not suspended) — under a lock on every admin
 * row (checkAdmins), so two revokes at once cannot both pass.
 */
export async function revokeAdmin(
  tx: Tx,
  targetId: string,
  actor: Actor,
  reason: string,
  now: Date,
): Promise<RevokeOutcome> {
  const { target, outcome } = await checkAdmins(tx, targetId, actor.id);
  if (outcome === 'actor_not_admin') return outcome;
  if (!target) return 'not_admin';
  if (outcome === 'last_admin') return outcome;
  await staff.setGuardian(tx, targetId, now);
  await recordAudit(
    tx,
    actor,
    {
      action: 'account.revoke_admin',
      targetType: 'account',
      targetId,
      reason,
      details: { email: target.email },
    },
    now,
  );
  return 'revoked';
}

/** `admin:revoke <email>` from the command line (actor 'cli'). */
export async function revokeAdminByEmail(db: Db, email: string, now: Date): Promise<GrantResult> {
  const address = email.trim().toLowerCase();
  return withAudit(db, undefined, async (tx) => {
    const id = await staff.findAccountIdByEmail(tx, address);
    if (!id) return { ok: false, message: `No account has the e-mail ${address}.` };
    const outcome = await revokeAdmin(tx, id, CLI_ACTOR, 'admin:revoke (command line)', now);
    if (outcome === 'not_admin') return { ok: false, message: `${address} is not an admin.` };
    if (outcome === 'last_admin') {
      return {
        ok: false,
        message: `${address} is the last admin that can sign in: grant another account first (admin:grant).`,
      };
    }
    return { ok: true, message: `${address} is no longer an admin.` };
  });
}
