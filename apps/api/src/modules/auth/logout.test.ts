import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';

/**
 * Decision 020: logout is idempotent. The original client logs out with the token a
 * password change has just revoked, and showed an error toast at our 401.
 */
describe('DELETE /auth/logout', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const logout = (token?: string) =>
    h.call('DELETE', '/api/v1/auth/logout', token ? { token } : {});
  const expectLoggedOut = async (token: string) => {
    const res = await logout(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.loggedOut, data: null });
  };
  const accountStatus = async (token: string) =>
    (await h.call('GET', '/api/v1/account', { token })).statusCode;

  it('ends the session, and answers the same when it has ended already', async () => {
    const { input, token } = await h.register();
    const other = await h.login(input);
    await expectLoggedOut(token);
    expect(await accountStatus(token)).toBe(401);
    await expectLoggedOut(token);
    // The account's other session is untouched by either.
    expect(await accountStatus(other)).toBe(200);
  });

  it('answers 200 for a session a password change revoked (what the original client sends)', async () => {
    const { input, token } = await h.register();
    const changed = await h.call('PUT', '/api/v1/account/change-password', {
      token,
      body: {
        oldPassword: input.password,
        newPassword: 'Changed-pass-42',
        confirmPassword: 'Changed-pass-42',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await accountStatus(token)).toBe(401);
    await expectLoggedOut(token);
  });

  it('answers 200 for an expired token, a suspended account and a deleted one', async () => {
    const expired = await h.register();
    const suspended = await h.register();
    const deleted = await h.register();
    await h.database.db
      .update(users)
      .set({ suspendedAt: h.clock.now() })
      .where(eq(users.email, suspended.input.email));
    expect(
      (await h.call('PUT', '/api/v1/account/delete', { token: deleted.token })).statusCode,
    ).toBe(200);
    await expectLoggedOut(suspended.token);
    await expectLoggedOut(deleted.token);
    h.clock.advance(86_400 * 1000 + 1000);
    expect(await accountStatus(expired.token)).toBe(401);
    await expectLoggedOut(expired.token);
    // The suspended account's session really ended (not merely answered).
    const [row] = await h.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, suspended.input.email));
    expect(row?.revokedAt).not.toBeNull();
  });

  it('refuses a token we did not sign, or none, with 401', async () => {
    const { token } = await h.register();
    const [header, payload] = token.split('.');
    const forged = await new SignJWT({ sub: 'someone', jti: 'some-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret that is long enough to sign'));
    for (const bad of [undefined, 'not-a-token', `${token}x`, `${header}.${payload}.`, forged]) {
      const res = await logout(bad);
      expect(res.statusCode, String(bad)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    // None of them ended the real session.
    expect(await accountStatus(token)).toBe(200);
  });
});
