// Limits per account: guessing someone else's password or code, and the codes one account gets.
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { otpFrom, resetTokenFrom } from '../../test/smtp';
import { DEFAULT_AUTH_SETTINGS } from './auth.settings';

/**
 * Decision 018, "the limits must not become the attack": the production limits, with requests from
 * many client addresses. One client's flood locks only itself; guesses spread over many
 * addresses meet the account's own limit, which a known browser passes.
 */
const LIMITS = DEFAULT_AUTH_SETTINGS.limits;
const ALERT_SUBJECT = 'Many wrong passwords were tried on your Waliyy account';

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((count, r) => {
    count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
    return count;
  }, {});

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("guessing someone else's password or code (decision 018)", () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: {
        loginPerIp: LIMITS.loginPerIp,
        loginPerEmailAndIp: LIMITS.loginPerEmailAndIp,
        loginPerAccount: LIMITS.loginPerAccount,
        otpPerIp: LIMITS.otpPerIp,
      },
    });
  });
  afterAll(() => h.close());

  const login = (
    body: { email: string; password: string },
    ip: string,
    deviceId?: string,
  ): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: body,
      remoteAddress: ip,
      headers: { 'user-agent': 'Firefox/140', ...(deviceId ? { 'x-device-id': deviceId } : {}) },
    });
  const alerts = (email: string) =>
    h.smtp.received.filter((m) => m.to === email && m.subject === ALERT_SUBJECT);

  it('wrong passwords from one address never stop the owner signing in from another', async () => {
    const { input } = await h.register();
    const wrong = { email: input.email, password: 'Not-the-password-1' };
    const fromA: LightMyRequestResponse[] = [];
    // More than the account's own limit: the attempts A's limit refuses never reach the account's.
    const tries = LIMITS.loginPerAccount.max + 20;
    for (let i = 0; i < tries; i += 1) fromA.push(await login(wrong, '198.51.100.7'));
    const max = LIMITS.loginPerEmailAndIp.max;
    expect(statuses(fromA)).toEqual({ 401: max, 429: tries - max });

    // The owner, from another address and a browser never used before.
    const owner = await login(input, '203.0.113.8', 'owners-new-laptop');
    expect(owner.statusCode, owner.body).toBe(200);
    // The guesser stays refused, right password or not.
    expect((await login(wrong, '198.51.100.7')).statusCode).toBe(429);
    expect((await login(input, '198.51.100.7')).statusCode).toBe(429);
    await h.flushMail();
    expect(alerts(input.email)).toHaveLength(0);
  });

  it('guesses from many addresses meet the account limit: a known browser still gets in, the owner is e-mailed once', async () => {
    const { input } = await h.register();
    // The owner's phone, signed in from before (its device id is a random id kept in the browser).
    expect((await login(input, '203.0.113.50', 'owners-phone')).statusCode).toBe(200);

    const wrong = { email: input.email, password: 'Not-the-password-1' };
    const refused: LightMyRequestResponse[] = [];
    let address = 0;
    // Each address tries until its own limit; the account's limit comes first after 40 in all.
    while (refused.length < 30) {
      address += 1;
      for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i += 1) {
        const res = await login(wrong, `198.51.100.${address}`, `guesser-${address}`);
        if (res.statusCode === 429) refused.push(res);
        else expect(res.statusCode).toBe(401);
      }
    }
    expect(address).toBe(7);
    expect(refused[0]?.json().message).toContain('sign in from a browser you have used before');
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);

    // A new browser is refused even with the right password, from any address…
    const newBrowser = await login(input, '203.0.113.51', 'owners-new-laptop');
    expect(newBrowser.statusCode).toBe(429);
    // …and so is a browser with no id: its user agent is no secret.
    expect((await login(input, '203.0.113.51')).statusCode).toBe(429);
    // The known browser, from a new address, has its password checked and gets in.
    expect((await login(wrong, '203.0.113.52', 'owners-phone')).statusCode).toBe(401);
    const phone = await login(input, '203.0.113.52', 'owners-phone');
    expect(phone.statusCode, phone.body).toBe(200);

    // One e-mail for the whole window, however many attempts were refused.
    await h.flushMail();
    const sent = alerts(input.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('your password was not accepted and is safe');
    expect(sent[0]?.text).toContain('consider changing it');

    // The next window: the guessing goes on, one more e-mail.
    h.clock.advance(LIMITS.loginPerAccount.windowSeconds * 1000 + 1000);
    for (let a = 1; a <= 5; a += 1) {
      for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i += 1) {
        await login(wrong, `198.51.101.${a}`);
      }
    }
    await h.flushMail();
    expect(alerts(input.email)).toHaveLength(2);
  });

  it('a password reset lifts the pause for new browsers at once', async () => {
    const { input } = await h.register();
    const wrong = { email: input.email, password: 'Not-the-password-1' };
    for (let a = 1; a <= 5; a += 1) {
      for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i += 1) {
        await login(wrong, `198.51.102.${a}`);
      }
    }
    expect((await login(input, '203.0.113.60', 'owners-new-laptop')).statusCode).toBe(429);

    await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email: input.email } });
    await h.flushMail();
    const reset = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: {
        password: 'Fresh-password-42',
        confirmPassword: 'Fresh-password-42',
        otp: resetTokenFrom(h.smtp.latestTo(input.email)),
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const res = await login(
      { email: input.email, password: 'Fresh-password-42' },
      '203.0.113.60',
      'owners-new-laptop',
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('wrong codes burn the code instead of blocking the owner, who asks for another', async () => {
    const input = await h.signUp();
    const otp = otpFrom(h.smtp.latestTo(input.email)) ?? '';
    const fromA: LightMyRequestResponse[] = [];
    for (let i = 0; i < 12; i += 1) {
      fromA.push(
        await h.call('PUT', '/api/v1/auth/verify-email', {
          body: { otp: wrongCode(otp), email: input.email },
          ip: '198.51.100.90',
        }),
      );
    }
    // Refused as wrong, never as a limit on the account: the code itself is burnt after 5.
    expect(statuses(fromA)).toEqual({ 400: 12 });
    const burnt = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp, email: input.email },
      ip: '203.0.113.91',
    });
    expect(burnt.statusCode).toBe(400);

    const resend = await h.call('POST', '/api/v1/auth/resend-verification', {
      body: { email: input.email },
      ip: '203.0.113.91',
    });
    expect(resend.statusCode).toBe(200);
    await h.flushMail();
    const res = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: otpFrom(h.smtp.latestTo(input.email)), email: input.email },
      ip: '203.0.113.91',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('verification codes one account can be issued (found reviewing decision 018)', () => {
  let h: AuthHarness;
  const CAP = LIMITS.verifyCodesPerAccount;
  beforeAll(async () => {
    h = await createAuthHarness({ limits: { verifyCodesPerAccount: CAP } });
  });
  afterAll(() => h.close());

  const codeMails = (email: string) =>
    h.smtp.received.filter(
      (m) => m.to === email && /^Your Waliyy verification code$/.test(m.subject),
    );
  const login = (input: { email: string; password: string }) =>
    h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });

  it('at most 10 a day, however they are asked for; the answers do not change', async () => {
    // Someone who registered another person's address knows its password, and each new code
    // would be 5 more guesses: re-send, log in and sign up again in turn.
    const input = await h.signUp();
    const asks = [
      () => h.call('POST', '/api/v1/auth/resend-verification', { body: { email: input.email } }),
      () => login(input),
      () => h.call('POST', '/api/v1/auth/signup', { body: input }),
    ];
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 3 * CAP.max; i += 1) {
      h.clock.advance(61_000); // past the re-send's minute
      answers.push(await (asks[i % 3] as () => Promise<LightMyRequestResponse>)());
    }
    await h.flushMail();
    expect(codeMails(input.email)).toHaveLength(CAP.max);

    // Re-send and sign-up answer as ever (decision 029: they must not tell the address has an
    // account); a login with the right password is told why no code comes.
    const of = (k: number) => answers.filter((_, i) => i % 3 === k);
    const resends = of(0);
    expect(new Set(resends.map((r) => r.body)).size).toBe(1);
    expect(resends[0]?.json().message).toBe(AUTH_RESULT_MESSAGES.verificationResent);
    const signUps = of(2);
    expect(new Set(signUps.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(signUps[0]?.statusCode).toBe(201);
    const logins = of(1).map((r) => r.json());
    expect(logins.every((b) => b.code === 'EMAIL_UNVERIFIED')).toBe(true);
    expect(logins.at(-1)?.message).toBe(AUTH_RESULT_MESSAGES.loginUnverifiedNoNewCode);
    expect(logins[0]?.message).toBe(AUTH_RESULT_MESSAGES.loginUnverified);

    // A day after the first of them, codes come again; the new one verifies.
    h.clock.advance(CAP.windowSeconds * 1000);
    expect((await login(input)).json().message).toBe(AUTH_RESULT_MESSAGES.loginUnverified);
    await h.flushMail();
    expect(codeMails(input.email)).toHaveLength(CAP.max + 1);
    const res = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: otpFrom(h.smtp.latestTo(input.email)), email: input.email },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a burst of logins at once cannot each find room for one more code', async () => {
    const input = await h.signUp();
    const answers = await Promise.all(Array.from({ length: 3 * CAP.max }, () => login(input)));
    expect(statuses(answers)).toEqual({ 403: 3 * CAP.max });
    await h.flushMail();
    expect(codeMails(input.email)).toHaveLength(CAP.max);
  });
});
