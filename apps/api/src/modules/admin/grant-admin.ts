import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { CLI_ACTOR, recordAudit } from './audit';

export type GrantResult = { ok: boolean; message: string };

/**
 * Makes the account with this e-mail staff (the `admin:grant` script). Only an existing account
 * whose e-mail is verified; the grant is recorded in the audit log with the actor 'cli'.
 */
export async function grantAdmin(db: Db, email: string, now: Date): Promise<GrantResult> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`)
      .for('update');
    if (!user) return { ok: false, message: `No account has the e-mail ${address}.` };
    if (!user.verifiedAt) {
      return {
        ok: false,
        message: `The account ${address} has not verified its e-mail yet; verify it first.`,
      };
    }
    if (user.role === 'admin') return { ok: true, message: `${address} is already an admin.` };
    await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, user.id));
    await recordAudit(
      tx,
      CLI_ACTOR,
      {
        action: 'account.grant_admin',
        targetType: 'account',
        targetId: user.id,
        reason: 'npm run admin:grant',
        details: { email: address },
      },
      now,
    );
    return { ok: true, message: `${address} is now an admin.` };
  });
}
