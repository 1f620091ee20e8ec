// POST /auth/login and the bearer token.
import { AUTH_RESULT_MESSAGES, LoginResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/app';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { otpFrom } from '../../test/smtp';

const verify = (h: AuthHarness, body: object, ip?: string) =>
  h.call('PUT', '/api/v1/auth/verify-email', { body, ...(ip ? { ip } : {}) });

describe('POST /auth/login and the bearer token', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: { loginPerEmailAndIp: { max: 5, windowSeconds: 900 } },
    });
  });
  afterAll(() => h.close());

  it('answers the token, the user and the singles list', async () => {
    const input = await h.signUp({ firstName: 'Musa', lastName: 'Ibrahim' });
    await verify(h, { otp: otpFrom(h.smtp.latestTo(input.email)), email: input.email });
    const res = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email.toUpperCase(), password: input.password },
    });
    expect(res.statusCode).toBe(200);
    const { data } = LoginResponse.parse(res.json());
    expect(data.user).toEqual({
      id: expect.any(String),
      email: input.email,
      fullName: 'Musa Ibrahim',
      phone: input.phoneNumber,
      alternateEmail: null,
      gender: null,
      // No language at sign-up and no Accept-Language: English (decision 070).
      language: 'en',
    });
    expect(data.children).toEqual([]);
    expect(Object.keys(res.json().data.user).sort()).toEqual(
      ['alternateEmail', 'email', 'fullName', 'gender', 'id', 'language', 'phone'].sort(),
    );
    const [header, payload] = data.token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(86_400);
    expect(payload.jti).toEqual(expect.any(String));
    const me = await h.call('GET', '/api/v1/account', { token: data.token });
    expect(me.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const { input } = await h.register();
    const wrong = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: 'Not-the-password' },
    });
    const unknown = await h.call('POST', '/api/v1/auth/login', {
      body: { email: 'nobody.here@example.com', password: 'Not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Incorrect email or password.');
  });

  it('refuses an unverified account with 403 and e-mails a fresh code', async () => {
    const input = await h.signUp();
    const before = h.smtp.received.length;
    const res = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_UNVERIFIED',
      message: AUTH_RESULT_MESSAGES.loginUnverified,
    });
    await h.flushMail();
    expect(h.smtp.received.length).toBe(before + 1);
    const res2 = await verify(h, {
      otp: otpFrom(h.smtp.latestTo(input.email)),
      email: input.email,
    });
    expect(res2.statusCode).toBe(200);
  });

  it('refuses a suspended account with ACCOUNT_SUSPENDED, at login and on every request', async () => {
    const { input, token } = await h.register();
    await h.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.email, input.email));
    const me = await h.call('GET', '/api/v1/account', { token });
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(me.json().message).toContain('support@waliyy.test');
    const login = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('answers 401 to a missing, malformed, forged, alg-none, expired or revoked token', async () => {
    const { token } = await h.register();
    const [, payloadPart] = token.split('.');
    const payload = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payloadPart}.`;
    const wrongKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-but-another`));
    const tampered = await new SignJWT({ ...payload, sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    const status = async (authorization?: string) =>
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/v1/account',
          headers: authorization ? { authorization } : {},
        })
      ).statusCode;

    expect(await status()).toBe(401);
    expect(await status('Bearer')).toBe(401);
    expect(await status('Bearer not.a.jwt')).toBe(401);
    expect(await status(`Basic ${token}`)).toBe(401);
    expect(await status(`Bearer ${none}`)).toBe(401);
    expect(await status(`Bearer ${wrongKey}`)).toBe(401);
    expect(await status(`Bearer ${tampered}`)).toBe(401);
    expect(await status(`Bearer ${token}`)).toBe(200);

    const res = await h.call('GET', '/api/v1/account');
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    // Logout revokes that token at once; another session stays.
    const { input, token: second } = await h.register();
    const third = (
      await h.call('POST', '/api/v1/auth/login', {
        body: { email: input.email, password: input.password },
      })
    ).json().data.token;
    expect((await h.call('DELETE', '/api/v1/auth/logout', { token: second })).statusCode).toBe(200);
    expect(await status(`Bearer ${second}`)).toBe(401);
    expect(await status(`Bearer ${third}`)).toBe(200);
    expect((await h.call('DELETE', '/api/v1/auth/logout')).statusCode).toBe(401);

    // A day later every token has expired.
    h.clock.advance(86_400 * 1000 + 1000);
    expect(await status(`Bearer ${token}`)).toBe(401);
    expect(await status(`Bearer ${third}`)).toBe(401);
  });

  it('limits logins per account and address: the attempt past the limit gets 429 with Retry-After', async () => {
    const { input } = await h.register();
    for (let i = 0; i < 5; i += 1) {
      const res = await h.call('POST', '/api/v1/auth/login', {
        body: { email: input.email, password: 'Wrong-password-1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the login body with the spec messages', async () => {
    const res = await h.call('POST', '/api/v1/auth/login', { body: { email: '', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Enter email address',
      password: 'Must be 8 characters or more',
    });
  });
});
