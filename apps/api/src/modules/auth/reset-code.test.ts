import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addSeconds } from '../../lib/clock';
import { TEST_JWT_SECRET } from '../../test/app';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { resetCodeFrom, resetTokenFrom } from '../../test/smtp';
import { findUserByEmail } from './auth.repository';
import { insertCode } from './auth-codes.repository';
import { createCodeHasher } from './codes';

// The api project's files share one module graph (vitest.config.ts): this file loads its own,
// so that the mock below reaches the app, and leaves a fresh one to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('./codes');
  vi.resetModules();
});

/** Codes drawn next, in order (then random again): to make two draws meet. */
const draws = vi.hoisted(() => [] as string[]);
vi.mock('./codes', async (importOriginal) => {
  const real = await importOriginal<typeof import('./codes')>();
  return { ...real, generateOtp: () => draws.shift() ?? real.generateOtp() };
});

/**
 * Decision 020 (decision 062): the reset e-mail carries a link (its token) and a 6-digit
 * code; either resets. The original client sends `{password, confirmPassword, otp}` with the
 * code and no e-mail address.
 */
describe('resetting the password with the e-mailed 6-digit code', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: { resetCodesPerAccount: { max: 10, windowSeconds: 24 * 3600 } },
    });
  });
  afterAll(() => h.close());

  const hashCode = createCodeHasher(TEST_JWT_SECRET);
  const NEW_PASSWORD = 'Reset-password-9';

  /** Asks for a reset and answers the e-mail's code and token. */
  const ask = async (email: string) => {
    const res = await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } });
    expect(res.statusCode).toBe(200);
    await h.flushMail();
    const mail = h.smtp.latestTo(email);
    expect(mail?.subject).toBe('Reset your Waliyy password');
    const code = resetCodeFrom(mail) as string;
    const token = resetTokenFrom(mail) as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(token).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    return { code, token, mail };
  };
  const reset = (otp: string, email?: string, password = NEW_PASSWORD) =>
    h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password, confirmPassword: password, otp, ...(email ? { email } : {}) },
    });
  const expectRefused = async (res: Awaited<ReturnType<typeof reset>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: AUTH_RESULT_MESSAGES.resetInvalid,
      errors: { otp: AUTH_RESULT_MESSAGES.resetInvalid },
    });
  };
  /** A code no live one holds (draws are random; this one was just checked to be wrong). */
  const wrongCode = (right: string) => (right === '000000' ? '000001' : '000000');

  it('e-mails a link and a code; the code alone, as the original client sends it, resets', async () => {
    const { input, token: session } = await h.register();
    const { code, mail } = await ask(input.email);
    expect(mail?.text).toContain('6-digit code');
    expect(mail?.text).toMatch(/reset-password\?token=[A-Z0-9]{12}/);
    expect(mail?.html).toContain(code);

    const res = await reset(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.passwordReset);
    // Every device signed out; the new password works, the old one not.
    expect((await h.call('GET', '/api/v1/account', { token: session })).statusCode).toBe(401);
    await h.login({ email: input.email, password: NEW_PASSWORD });
    // Single use.
    await expectRefused(await reset(code, undefined, 'Third-password-1'));
    // No answer ever carried the code.
    expect(h.bodies.some((b) => b.includes(code))).toBe(false);
  });

  it('resets with the code and its e-mail address (our web app, when it knows the address)', async () => {
    const { input } = await h.register();
    const { code } = await ask(input.email);
    expect((await reset(code, input.email.toUpperCase())).statusCode).toBe(200);
    await h.login({ email: input.email, password: NEW_PASSWORD });
  });

  it('using either spends the other: the link after the code, the code after the link', async () => {
    const a = await h.register();
    const first = await ask(a.input.email);
    expect((await reset(first.code)).statusCode).toBe(200);
    await expectRefused(await reset(first.token, undefined, 'Another-pass-1'));

    const b = await h.register();
    const second = await ask(b.input.email);
    expect((await reset(second.token)).statusCode).toBe(200);
    await expectRefused(await reset(second.code, undefined, 'Another-pass-1'));
    await expectRefused(await reset(second.code, b.input.email, 'Another-pass-1'));
  });

  it('a new e-mail voids the code and the token of the one before', async () => {
    const { input } = await h.register();
    const old = await ask(input.email);
    const fresh = await ask(input.email);
    await expectRefused(await reset(old.code));
    await expectRefused(await reset(old.token));
    expect((await reset(fresh.code)).statusCode).toBe(200);
  });

  it('with its address, 5 wrong tries burn the code, even for the right one after', async () => {
    const { input } = await h.register();
    const { code, token } = await ask(input.email);
    const wrong = wrongCode(code);
    for (let i = 0; i < 5; i += 1) await expectRefused(await reset(wrong, input.email));
    await expectRefused(await reset(code, input.email));
    await expectRefused(await reset(code));
    // The link is another way and stays good.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a code after 30 minutes (the link alike)', async () => {
    const { input } = await h.register();
    const { code, token } = await ask(input.email);
    h.clock.advance(30 * 60 * 1000 + 1000);
    await expectRefused(await reset(code));
    await expectRefused(await reset(code, input.email));
    await expectRefused(await reset(token));
  });

  it('a password change and a deletion void the code', async () => {
    const changed = await h.register();
    const { code } = await ask(changed.input.email);
    const res = await h.call('PUT', '/api/v1/account/change-password', {
      token: changed.token,
      body: {
        oldPassword: changed.input.password,
        newPassword: 'Changed-pass-42',
        confirmPassword: 'Changed-pass-42',
      },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(await reset(code));
    await expectRefused(await reset(code, changed.input.email));

    const deleted = await h.register();
    const second = await ask(deleted.input.email);
    expect(
      (await h.call('PUT', '/api/v1/account/delete', { token: deleted.token })).statusCode,
    ).toBe(200);
    await expectRefused(await reset(second.code));
  });

  it('draws a code no other account holds live', async () => {
    const a = await h.register();
    draws.push('424242');
    expect((await ask(a.input.email)).code).toBe('424242');
    const b = await h.register();
    draws.push('424242', '515151');
    expect((await ask(b.input.email)).code).toBe('515151');
    expect((await reset('424242')).statusCode).toBe(200);
    await h.login({ email: a.input.email, password: NEW_PASSWORD });
  });

  it('without its address, refuses a code two accounts hold; with it, each resets', async () => {
    // Two jobs at once can still draw the same code: neither sees the other's until it commits.
    const a = await h.register();
    const b = await h.register();
    const shared = '737373';
    for (const email of [a.input.email, b.input.email]) {
      const user = await findUserByEmail(h.database.db, email);
      await insertCode(h.database.db, {
        userId: user?.id ?? '',
        purpose: 'reset_code',
        codeHash: hashCode('reset_code', shared),
        expiresAt: addSeconds(h.clock.now(), 30 * 60),
        createdAt: h.clock.now(),
      });
    }
    await expectRefused(await reset(shared));
    expect((await reset(shared, a.input.email)).statusCode).toBe(200);
    // A's is spent: B's is now the only live one with it.
    expect((await reset(shared)).statusCode).toBe(200);
    await h.login({ email: b.input.email, password: NEW_PASSWORD });
  });

  it('past the day’s 10 codes for an account, the e-mail carries the link alone', async () => {
    const { input } = await h.register();
    for (let i = 0; i < 10; i += 1) await ask(input.email);
    await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email: input.email } });
    await h.flushMail();
    const mail = h.smtp.latestTo(input.email);
    expect(resetCodeFrom(mail)).toBeUndefined();
    expect(mail?.text).not.toContain('6-digit code');
    const token = resetTokenFrom(mail) as string;
    expect((await reset(token)).statusCode).toBe(200);
    // A day later codes come again.
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await ask(input.email);
  });
});

describe('reset codes sent without their address, when many are wrong', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: { resetCodeOnlyTries: { max: 4, windowSeconds: 3600 } },
    });
  });
  afterAll(() => h.close());

  const NEW_PASSWORD = 'Reset-password-9';
  const ask = async (email: string) => {
    await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } });
    await h.flushMail();
    const mail = h.smtp.latestTo(email);
    return { code: resetCodeFrom(mail) as string, token: resetTokenFrom(mail) as string };
  };
  const reset = (otp: string, email?: string, password = NEW_PASSWORD, ip?: string) =>
    h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password, confirmPassword: password, otp, ...(email ? { email } : {}) },
      ...(ip ? { ip } : {}),
    });
  const expectRefused = async (res: Awaited<ReturnType<typeof reset>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.resetInvalid);
  };
  const wrongCode = (right: string) => (right === '000000' ? '000001' : '000000');

  it('counts wrong codes sent without an address across every client; past them only the asking address may', async () => {
    // Asked from the harness's own address (127.0.0.1); guessed at from four others.
    const { input } = await h.register();
    const { code } = await ask(input.email);
    const wrong = wrongCode(code);
    for (let i = 1; i <= 4; i += 1) {
      await expectRefused(await reset(wrong, undefined, NEW_PASSWORD, `198.51.100.${i}`));
    }
    // Another address, which asked for nothing, is refused even the right code (decision 072).
    const closed = await reset(code, undefined, NEW_PASSWORD, '198.51.100.9');
    expect(closed.statusCode).toBe(429);
    expect(closed.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
    });
    expect(Number(closed.headers['retry-after'])).toBeGreaterThan(0);
    // The address that asked for the e-mail still resets with the code alone.
    expect((await reset(code)).statusCode).toBe(200);
    // The code with its address, and the link, still reset from anywhere.
    const second = await ask(input.email);
    const withAddress = await reset(second.code, input.email, 'Another-pass-1', '198.51.100.9');
    expect(withAddress.statusCode).toBe(200);
    const third = await ask(input.email);
    expect((await reset(third.token, undefined, 'Third-pass-12', '198.51.100.9')).statusCode).toBe(
      200,
    );
  });
});
