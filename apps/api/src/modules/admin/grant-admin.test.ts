import { AccountResponse, AuditResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createGuardian } from '../../test/factories';
import { grantAdmin } from './grant-admin';

describe('npm run admin:grant (grantAdmin)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  const login = async (email: string, password: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      })
    ).json().data.token as string;

  it('refuses an unknown or unverified address with a clear message', async () => {
    const now = new Date();
    expect(await grantAdmin(ctx.database.db, 'nobody@example.com', now)).toEqual({
      ok: false,
      message: 'No account has the e-mail nobody@example.com.',
    });
    const unverified = await createGuardian(ctx.database.db, { emailVerifiedAt: null });
    const result = await grantAdmin(ctx.database.db, unverified.email, now);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('has not verified its e-mail');
    const [row] = await ctx.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, unverified.id));
    expect(row?.role).toBe('guardian');
  });

  it('makes a verified account an admin (any case), recorded in the audit log as the cli', async () => {
    const guardian = await createGuardian(ctx.database.db);
    const result = await grantAdmin(ctx.database.db, guardian.email.toUpperCase(), new Date());
    expect(result).toEqual({ ok: true, message: `${guardian.email} is now an admin.` });
    const token = await login(guardian.email, guardian.password);
    const account = AccountResponse.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/account',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).data;
    expect(account.isAdmin).toBe(true);
    const audit = AuditResponse.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/admin/audit',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).data;
    expect(audit.entries[0]).toMatchObject({
      actor: { id: null, label: 'cli' },
      action: 'account.grant_admin',
      targetId: guardian.id,
    });
    expect((await grantAdmin(ctx.database.db, guardian.email, new Date())).message).toContain(
      'already an admin',
    );
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(1);
  });
});
