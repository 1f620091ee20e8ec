import { ADMIN_MESSAGES, AuditResponse } from '@waliyy/contract';
import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { recordAudit, withAudit } from './audit';
import { revokeAdmin, revokeAdminByEmail } from './grant-admin';

const reason = { reason: 'Left the moderation team' };

describe('revoking staff (decision 026)', () => {
  let h: SafetyHarness;
  const logged: { fields: Record<string, unknown>; msg: string }[] = [];
  beforeAll(async () => {
    h = await createSafetyHarness();
    // The app's own logger (the services were given it): its staff lines are collected.
    vi.spyOn(h.app.log, 'info').mockImplementation(((
      fields: Record<string, unknown>,
      msg: string,
    ) => {
      if (fields && typeof fields === 'object' && 'staffAction' in fields)
        logged.push({ fields, msg });
    }) as never);
  });
  afterAll(() => h.close());

  const roleOf = async (userId: string) => {
    const [row] = await h.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row?.role;
  };
  /** Leaves only these accounts staff in the database (other tests' admins become guardians). */
  const onlyStaff = async (...keep: Account[]) => {
    await h.database.db
      .update(users)
      .set({ role: 'guardian' })
      .where(and(eq(users.role, 'admin'), ...keep.map((account) => ne(users.id, account.userId))));
  };

  it('lets one admin revoke another: audited, logged, and it bites on the next request', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    const res = await h.adminCall('POST', `/accounts/${b.userId}/revoke-admin`, a, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.adminRevoked, data: null });
    expect(await roleOf(b.userId)).toBe('guardian');

    // B's token still signs in, as a guardian: the console is closed to it at once.
    const refused = await h.adminCall('GET', '/accounts', b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const audit = AuditResponse.parse((await h.adminCall('GET', '/audit?page=1', a)).json());
    const entry = audit.data.entries.find(
      (e) => e.action === 'account.revoke_admin' && e.targetId === b.userId,
    );
    expect(entry).toMatchObject({
      actor: { id: a.userId, label: a.email },
      targetType: 'account',
      reason: reason.reason,
      details: { email: b.email },
    });
    // Logged as well as audited: who, what, to what (not the reason's free text).
    expect(logged).toContainEqual({
      fields: {
        staffAction: {
          actor: a.userId,
          action: 'account.revoke_admin',
          targetType: 'account',
          targetId: b.userId,
        },
      },
      msg: 'staff action account.revoke_admin',
    });
    expect(JSON.stringify(logged)).not.toContain(reason.reason);
  });

  it('refuses one’s own account, an account that is not staff, an unknown one and no reason', async () => {
    const a = await h.admin();
    const guardian = await h.account();
    const self = await h.adminCall('POST', `/accounts/${a.userId}/revoke-admin`, a, reason);
    expect(self.statusCode).toBe(409);
    // The staff console's messages carry their ids too (decision 078), for any client to key on.
    expect(self.json()).toMatchObject({
      code: 'CONFLICT',
      message: ADMIN_MESSAGES.notYourself,
      messageId: 'admin.notYourself',
    });

    const notStaff = await h.adminCall(
      'POST',
      `/accounts/${guardian.userId}/revoke-admin`,
      a,
      reason,
    );
    expect(notStaff.statusCode).toBe(409);
    expect(notStaff.json().message).toBe(STAFF_MESSAGES.notAdmin);

    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const unknown = await h.adminCall('POST', `/accounts/${id}/revoke-admin`, a, reason);
      expect(unknown.statusCode, id).toBe(404);
    }
    const b = await h.admin();
    const bare = await h.adminCall('POST', `/accounts/${b.userId}/revoke-admin`, a, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('VALIDATION');
    expect(await roleOf(b.userId)).toBe('admin');
  });

  it('never leaves no staff: two admins revoking each other at once, one wins', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    await onlyStaff(a, b);
    const [ab, ba] = await Promise.all([
      h.adminCall('POST', `/accounts/${b.userId}/revoke-admin`, a, reason),
      h.adminCall('POST', `/accounts/${a.userId}/revoke-admin`, b, reason),
    ]);
    // The loser is no longer staff: refused when its role is read (the winner committed first),
    // or under the admin rows' lock if it was already past that check.
    const [winner, loser] = ab.statusCode === 200 ? [ab, ba] : [ba, ab];
    expect(winner.statusCode, `${ab.body} ${ba.body}`).toBe(200);
    expect(loser.statusCode).toBe(403);
    const left = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
    const revokes = await h.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.revoke_admin'),
          inArray(auditLog.targetId, [a.userId, b.userId]),
        ),
      );
    expect(revokes).toHaveLength(1);
  });

  it('serializes two revokes past the role check on the admin rows’ lock: the second actor is no longer staff', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    await onlyStaff(a, b);
    const now = new Date();
    const revoke = (target: Account, by: Account) =>
      withAudit(h.database.db, undefined, (tx) =>
        revokeAdmin(tx, target.userId, { id: by.userId, label: by.email }, reason.reason, now),
      );
    const outcomes = await Promise.all([revoke(b, a), revoke(a, b)]);
    expect(outcomes.sort()).toEqual(['actor_not_admin', 'revoked']);
    const left = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
  });

  it('admin:revoke from the command line: the last admin that can sign in stays', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    await onlyStaff(a, b);
    const now = new Date();
    expect(await revokeAdminByEmail(h.database.db, 'nobody@example.com', now)).toEqual({
      ok: false,
      message: 'No account has the e-mail nobody@example.com.',
    });
    // A suspended admin cannot sign in: it does not count as the staff that remains.
    await h.database.db.update(users).set({ suspendedAt: now }).where(eq(users.id, b.userId));
    const last = await revokeAdminByEmail(h.database.db, a.email.toUpperCase(), now);
    expect(last.ok).toBe(false);
    expect(last.message).toContain('is the last admin that can sign in');
    expect(await roleOf(a.userId)).toBe('admin');

    expect(await revokeAdminByEmail(h.database.db, b.email, now)).toEqual({
      ok: true,
      message: `${b.email} is no longer an admin.`,
    });
    expect(await roleOf(b.userId)).toBe('guardian');
    expect(await revokeAdminByEmail(h.database.db, b.email, now)).toEqual({
      ok: false,
      message: `${b.email} is not an admin.`,
    });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.revoke_admin'), eq(auditLog.targetId, b.userId)));
    expect(entry).toMatchObject({ actorId: null, actorLabel: 'cli' });
  });

  it('logs a staff action only once it committed: a rolled-back one writes no staff line', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    logged.length = 0;
    const line = {
      action: 'account.revoke_admin' as const,
      targetType: 'account',
      targetId: b.userId,
    };
    const collected: { fields: unknown; msg: string }[] = [];
    const log = {
      info: ((fields: unknown, msg: string) => collected.push({ fields, msg })) as never,
    };
    const actor = { id: a.userId, label: a.email };
    const failed = withAudit(h.database.db, log, async (tx) => {
      await recordAudit(tx, actor, { ...line, targetType: 'account', reason: 'x' }, new Date());
      throw new Error('the action failed after its audit entry');
    });
    await expect(failed).rejects.toThrow('the action failed');
    expect(collected).toEqual([]);
    const rows = await h.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, line.action), eq(auditLog.targetId, b.userId)));
    expect(rows).toHaveLength(0);

    // Committed: logged once, after the commit.
    await withAudit(h.database.db, log, (tx) =>
      recordAudit(tx, actor, { ...line, targetType: 'account', reason: 'x' }, new Date()),
    );
    expect(collected).toEqual([
      { fields: { staffAction: { actor: a.userId, ...line } }, msg: `staff action ${line.action}` },
    ]);
    // Each app logs to its own logger (no module-wide one): the app's saw none of these.
    expect(logged).toEqual([]);
  });

  it('refuses an audit entry outside withAudit (its log line would be lost)', async () => {
    await expect(
      h.database.db.transaction((tx) =>
        recordAudit(
          tx,
          { id: null, label: 'cli' },
          { action: 'account.grant_admin', targetType: 'account', targetId: null, reason: 'x' },
          new Date(),
        ),
      ),
    ).rejects.toThrow('recordAudit outside withAudit');
  });
});
