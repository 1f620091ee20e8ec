import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { resetTokenFrom } from '../../test/smtp';
import { RESET_REQUEST } from './reset-requests';

describe('forgot and reset password', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ limits: { forgotPerEmail: { max: 3, windowSeconds: 3600 } } });
  });
  afterAll(() => h.close());

  const forgot = (email: string) =>
    h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } });

  it('answers the same whether or not the address has an account', async () => {
    const { input } = await h.register();
    const known = await forgot(input.email);
    const unknown = await forgot('no.such.guardian@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(AUTH_RESULT_MESSAGES.forgotSent);
    await h.flushMail();
    expect(h.smtp.latestTo('no.such.guardian@example.com')).toBeUndefined();
  });

  it('e-mails a readable single-use token and a link; the reset signs every device out', async () => {
    const { input, token: oldToken } = await h.register();
    await forgot(input.email);
    await h.flushMail();
    const mail = h.smtp.latestTo(input.email);
    const resetToken = resetTokenFrom(mail) ?? '';
    expect(resetToken).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(mail?.text).toContain(`http://localhost:3000/reset-password?token=${resetToken}`);

    // Typed by hand from the e-mail: grouped, lower-case.
    const typed = resetToken.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    const res = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password: 'New-password-42', confirmPassword: 'New-password-42', otp: typed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.passwordReset);

    expect((await h.call('GET', '/api/v1/account', { token: oldToken })).statusCode).toBe(401);
    const oldLogin = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: 'New-password-42' },
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password: 'Third-password-1', confirmPassword: 'Third-password-1', otp: resetToken },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_RESULT_MESSAGES.resetInvalid);

    // No answer ever carried the token.
    expect(h.bodies.some((b) => b.includes(resetToken))).toBe(false);
  });

  it('refuses a token older than 30 minutes', async () => {
    const { input } = await h.register();
    await forgot(input.email);
    await h.flushMail();
    const resetToken = resetTokenFrom(h.smtp.latestTo(input.email));
    h.clock.advance(30 * 60 * 1000 + 1000);
    const res = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password: 'New-password-42', confirmPassword: 'New-password-42', otp: resetToken },
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the reset body with the spec messages', async () => {
    const res = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password: 'short', confirmPassword: 'other', otp: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      password: 'Must be 8 characters or more',
      otp: 'Enter the reset code or token',
    });
    const mismatch = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password: 'Long-enough-1', confirmPassword: 'Long-enough-2', otp: 'ABCDEFGHJKMN' },
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('past 3 requests an hour for an address, answers the same and queues nothing, for unknown addresses alike', async () => {
    const requests = async (email: string) => {
      const [row] = await h.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(eq(outbox.kind, RESET_REQUEST), sql`${outbox.payload}->>'email' = ${email}`));
      return row?.n;
    };
    const { input } = await h.register();
    for (const email of [input.email, 'limit.me@example.com']) {
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await forgot(email));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await requests(email)).toBe(3);
    }
    await h.flushMail();
    expect(
      h.smtp.received.filter(
        (m) => m.to === input.email && m.subject === 'Reset your Waliyy password',
      ),
    ).toHaveLength(3);
  });
});
