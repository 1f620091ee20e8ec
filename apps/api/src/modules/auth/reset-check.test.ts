import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { resetCodeFrom, resetTokenFrom } from '../../test/smtp';

/**
 * Decision 022: step 1 of /reset-password checks the e-mail's code before the new password
 * is typed. The check spends nothing, but a wrong code counts exactly as a wrong reset does.
 */
describe('POST /auth/reset-password/check', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: {
        resetCodesPerAccount: { max: 10, windowSeconds: 24 * 3600 },
        resetCodeOnlyTries: { max: 4, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => h.close());

  const NEW_PASSWORD = 'Reset-password-9';
  const ask = async (email: string) => {
    expect(
      (await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } })).statusCode,
    ).toBe(200);
    await h.flushMail();
    const mail = h.smtp.latestTo(email);
    return { code: resetCodeFrom(mail) as string, token: resetTokenFrom(mail) as string };
  };
  const check = (otp: string, email?: string, ip?: string) =>
    h.call('POST', '/api/v1/auth/reset-password/check', {
      body: { otp, ...(email ? { email } : {}) },
      ...(ip ? { ip } : {}),
    });
  const reset = (otp: string, email?: string, ip?: string) =>
    h.call('PUT', '/api/v1/auth/reset-password', {
      body: {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        otp,
        ...(email ? { email } : {}),
      },
      ...(ip ? { ip } : {}),
    });
  const expectRefused = (res: Awaited<ReturnType<typeof check>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: AUTH_RESULT_MESSAGES.resetInvalid,
      errors: { otp: AUTH_RESULT_MESSAGES.resetInvalid },
    });
  };
  const wrongCode = (right: string) => (right === '000000' ? '000001' : '000000');

  it('accepts the right code, with or without its address, and does not spend it', async () => {
    const { input } = await h.register();
    const { code } = await ask(input.email);
    for (const email of [input.email, undefined, input.email]) {
      const res = await check(code, email);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.resetCodeAccepted, data: null });
    }
    // Checked three times and still good: the reset itself spends it.
    expect((await reset(code, input.email)).statusCode).toBe(200);
    await h.login({ email: input.email, password: NEW_PASSWORD });
    expectRefused(await check(code, input.email));
  });

  it('accepts the link’s token without spending it', async () => {
    const { input } = await h.register();
    const { token } = await ask(input.email);
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(token.toLowerCase())).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
    expectRefused(await check(token));
  });

  it('refuses a wrong code, and wrong checks count toward the code’s 5 tries', async () => {
    const { input } = await h.register();
    const { code, token } = await ask(input.email);
    const wrong = wrongCode(code);
    // Three wrong checks and two wrong resets: five tries, the code burns.
    for (let i = 0; i < 3; i += 1) expectRefused(await check(wrong, input.email));
    expect((await check(code, input.email)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expectRefused(await reset(wrong, input.email));
    expectRefused(await check(code, input.email));
    expectRefused(await reset(code, input.email));
    // The link is another way and still resets.
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
    await h.login({ email: input.email, password: NEW_PASSWORD });
  });

  it('counts codes without an address toward the shared budget: 429 once spent, but for the asking address', async () => {
    const { input } = await h.register();
    const { code } = await ask(input.email);
    const wrong = wrongCode(code);
    // Every code-only try counts, right or wrong (decision 072): the first test's check was one.
    for (let i = 1; i <= 3; i += 1) expectRefused(await check(wrong, undefined, `198.51.100.${i}`));
    const stranger = '198.51.100.9';
    const closed = await check(code, undefined, stranger);
    expect(closed.statusCode).toBe(429);
    expect(closed.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
    });
    expect(Number(closed.headers['retry-after'])).toBeGreaterThan(0);
    // The reset without an address is closed alike; with its address the code still works.
    expect((await reset(code, undefined, stranger)).statusCode).toBe(429);
    expect((await check(code, input.email, stranger)).statusCode).toBe(200);
    // The address that asked for the e-mail (decision 072) still checks with the code alone.
    expect((await check(code)).statusCode).toBe(200);
    expect((await reset(code, input.email, stranger)).statusCode).toBe(200);
    await h.login({ email: input.email, password: NEW_PASSWORD });
  });

  it('refuses bad input with a 400 on otp', async () => {
    for (const body of [{}, { otp: '' }, { otp: 'x'.repeat(65) }, { otp: 123456 }]) {
      const res = await h.call('POST', '/api/v1/auth/reset-password/check', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const res = await check('123456', 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
  });
});
