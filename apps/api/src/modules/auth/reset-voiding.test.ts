import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSeconds } from '../../lib/clock';
import { TEST_JWT_SECRET } from '../../test/app';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { resetTokenFrom } from '../../test/smtp';
import { findUserByEmail, insertCode } from './auth.repository';
import { createCodeHasher } from './codes';

/** Issue 20, point 8: a password change, a reset and a deletion void every way to reset. */
describe('what voids a reset token', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const RESET_SUBJECT = 'Your Waliyy password reset token';
  const forgot = async (email: string) => {
    const res = await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } });
    expect(res.statusCode).toBe(200);
  };
  /** Asks for a reset and answers the token e-mailed for it. */
  const askToken = async (email: string) => {
    await forgot(email);
    await h.flushMail();
    const token = resetTokenFrom(h.smtp.latestTo(email));
    expect(token).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    return token as string;
  };
  const resetsWith = (otp: string, password = 'Reset-password-9') =>
    h.call('PUT', '/api/v1/auth/reset-password', {
      body: { otp, password, confirmPassword: password },
    });
  const expectRefused = async (otp: string) => {
    const res = await resetsWith(otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.resetInvalid);
  };
  const resetMails = (email: string) =>
    h.smtp.received.filter((m) => m.to === email.toLowerCase() && m.subject === RESET_SUBJECT)
      .length;

  it('a password change voids the token asked for before it, and a request not yet answered', async () => {
    const { input } = await h.register();
    const changePassword = async (oldPassword: string, newPassword: string) => {
      const res = await h.call('PUT', '/api/v1/account/change-password', {
        token: await h.login({ email: input.email, password: oldPassword }),
        body: { oldPassword, newPassword, confirmPassword: newPassword },
      });
      expect(res.statusCode).toBe(200);
    };
    const before = await askToken(input.email);
    await changePassword(input.password, 'Changed-pass-42');
    await expectRefused(before);

    await forgot(input.email); // queued, not yet turned into a token
    await changePassword('Changed-pass-42', 'Changed-again-43');
    const mailsBefore = resetMails(input.email);
    await h.flushMail();
    expect(resetMails(input.email), 'the queued request sends nothing').toBe(mailsBefore);
    // The change stands.
    await h.login({ email: input.email, password: 'Changed-again-43' });
  });

  it('a reset spends every other token of the account, and a request not yet answered', async () => {
    const { input } = await h.register();
    const first = await askToken(input.email);
    const second = await askToken(input.email);
    // Two tokens alive at once: two requests turned into tokens side by side on PostgreSQL
    // (each voids the ones before it, but neither sees the other's until it commits).
    const user = await findUserByEmail(h.database.db, input.email);
    const alongside = 'QRSTUVWXYZ23';
    await insertCode(h.database.db, {
      userId: user?.id ?? '',
      purpose: 'reset_password',
      codeHash: createCodeHasher(TEST_JWT_SECRET)('reset_password', alongside),
      expiresAt: addSeconds(h.clock.now(), 30 * 60),
    });
    await forgot(input.email); // queued, not yet turned into a token

    await expectRefused(first); // voided when the second was issued
    const reset = await resetsWith(second);
    expect(reset.statusCode).toBe(200);

    await expectRefused(alongside);
    const mailsBefore = resetMails(input.email);
    await h.flushMail();
    expect(resetMails(input.email), 'the queued request sends nothing').toBe(mailsBefore);
    await h.login({ email: input.email, password: 'Reset-password-9' });
  });

  it('deleting the account leaves nothing usable, even for a new account at the address', async () => {
    const { input, token } = await h.register();
    const before = await askToken(input.email);
    await forgot(input.email); // queued, not yet turned into a token
    const deleted = await h.call('PUT', '/api/v1/account/delete', { token });
    expect(deleted.statusCode).toBe(200);
    await expectRefused(before);

    // The same address signs up again before the worker's next round.
    const res = await h.call('POST', '/api/v1/auth/signup', { body: input });
    expect(res.statusCode).toBe(201);
    const mailsBefore = resetMails(input.email);
    await h.flushMail();
    expect(resetMails(input.email), 'the old request sends the new account nothing').toBe(
      mailsBefore,
    );
    await expectRefused(before);
  });
});
