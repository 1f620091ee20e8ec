import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { createAccountService } from '../account/account.service';
import type { AuthDeps } from '../auth/auth.service';
import { type AdminAccountsService, createAdminAccountsService } from './accounts.service';
import { withAudit } from './audit';
import { revokeAdmin } from './grant-admin';
import { refuseLastAdmin } from './last-admin';

const reason = 'Two admins at once';

/**
 * The last-admin rule holds for a suspension and a deletion as it does for a revoke: under the
 * admin rows' lock the actor must still be staff, and a staff account that can sign in remains.
 */
describe('the last admin that can sign in stays (suspend, delete, self-delete)', () => {
  let h: SafetyHarness;
  let service: AdminAccountsService;
  let account: ReturnType<typeof createAccountService>;
  beforeAll(async () => {
    h = await createSafetyHarness();
    const deps = {
      db: h.database.db,
      clock: h.clock,
      links: { appUrl: 'http://localhost:3000', supportEmail: 'support@waliyy.test' },
      mailQueued: () => {},
      log: undefined,
    };
    // Deletion needs only these of the account service's dependencies.
    account = createAccountService(deps as unknown as AuthDeps);
    service = createAdminAccountsService(deps, account);
  });
  afterAll(() => h.close());

  const rowOf = async (userId: string) => {
    const [row] = await h.database.db
      .select({ role: users.role, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };
  /** Leaves only these accounts staff (other tests' admins become guardians). */
  const onlyStaff = async (...keep: Account[]) => {
    await h.database.db
      .update(users)
      .set({ role: 'guardian' })
      .where(and(eq(users.role, 'admin'), ...keep.map((a) => ne(users.id, a.userId))));
  };
  const refusal = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' && result.reason instanceof AppError
      ? [result.reason.statusCode, result.reason.message]
      : result.status;

  it('two admins suspending each other at once: one wins, the other is no longer staff (403)', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    const results = await Promise.allSettled([
      service.suspend(a.userId, b.userId, reason),
      service.suspend(b.userId, a.userId, reason),
    ]);
    const outcomes = results.map(refusal);
    expect(outcomes).toContain('fulfilled');
    expect(outcomes).toContainEqual([403, STAFF_MESSAGES.noLongerStaff]);
    const suspended = [await rowOf(a.userId), await rowOf(b.userId)].filter(
      (row) => row?.suspendedAt !== null,
    );
    expect(suspended).toHaveLength(1);
    const audited = await h.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.suspend'),
          inArray(auditLog.targetId, [a.userId, b.userId]),
        ),
      );
    expect(audited).toHaveLength(1);
  });

  it('two admins deleting each other at once: one account is left, still staff', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    const results = await Promise.allSettled([
      service.remove(a.userId, b.userId, reason),
      service.remove(b.userId, a.userId, reason),
    ]);
    const outcomes = results.map(refusal);
    expect(outcomes).toContain('fulfilled');
    expect(outcomes).toContainEqual([403, STAFF_MESSAGES.noLongerStaff]);
    const left = [await rowOf(a.userId), await rowOf(b.userId)].filter(Boolean);
    expect(left).toEqual([{ role: 'admin', suspendedAt: null }]);
  });

  it('an admin suspended or revoked meanwhile cannot suspend, delete or revoke the last admin', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    await onlyStaff(a, b);
    // B was suspended a moment ago (its request already past authenticate): A is the last admin.
    await h.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, b.userId));
    for (const attempt of [
      () => service.suspend(b.userId, a.userId, reason),
      () => service.remove(b.userId, a.userId, reason),
    ]) {
      expect(refusal((await Promise.allSettled([attempt()]))[0]!)).toEqual([
        403,
        STAFF_MESSAGES.noLongerStaff,
      ]);
    }
    const revoked = await withAudit(h.database.db, undefined, (tx) =>
      revokeAdmin(tx, a.userId, { id: b.userId, label: b.email }, reason, new Date()),
    );
    expect(revoked).toBe('actor_not_admin');
    expect(await rowOf(a.userId)).toEqual({ role: 'admin', suspendedAt: null });

    // Without an actor to check (the command line), the rule itself answers 409.
    const kept = await Promise.allSettled([
      h.database.db.transaction((tx) => refuseLastAdmin(tx, a.userId, null)),
    ]);
    expect(refusal(kept[0]!)).toEqual([409, STAFF_MESSAGES.lastAdminKept]);
  });

  it('the last admin cannot delete their own account (409); with another admin they can', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    await onlyStaff(a, b);
    await h.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, b.userId));
    const refused = await h.call('PUT', '/api/v1/account/delete', a.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: STAFF_MESSAGES.lastAdminSelfDelete,
    });
    expect(await rowOf(a.userId)).toEqual({ role: 'admin', suspendedAt: null });

    await h.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, b.userId));
    const deleted = await h.call('PUT', '/api/v1/account/delete', a.token);
    expect(deleted.statusCode).toBe(200);
    expect(await rowOf(a.userId)).toBeUndefined();
  });

  it('two last admins deleting themselves at once: one stays', async () => {
    const [a, b] = [await h.admin(), await h.admin()];
    await onlyStaff(a, b);
    const results = await Promise.allSettled([
      account.deleteAccount(a.userId),
      account.deleteAccount(b.userId),
    ]);
    const outcomes = results.map(refusal);
    expect(outcomes).toContain('fulfilled');
    expect(outcomes).toContainEqual([409, STAFF_MESSAGES.lastAdminSelfDelete]);
    const left = [await rowOf(a.userId), await rowOf(b.userId)].filter(Boolean);
    expect(left).toEqual([{ role: 'admin', suspendedAt: null }]);
  });
});
