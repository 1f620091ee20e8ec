import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { type AuthHarness, createAuthHarness } from '../../src/test/auth-harness';
import { otpFrom, resetCodeFrom } from '../../src/test/smtp';

/**
 * Decision 072: the verification code was in its e-mail's subject, and a
 * sent row keeps its subject (the worker drops only the body), so every code ever sent stayed in
 * the outbox table. No code may be in a subject, in the outbox before or after sending, or in the
 * log; the body, which is dropped once sent, is where the code belongs.
 */
describe('codes stay out of subjects, the outbox and the log (decision 072)', () => {
  let h: AuthHarness;
  const lines: string[] = [];
  beforeAll(async () => {
    h = await createAuthHarness({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(() => h?.close());

  it('a sign-up code and a reset code are in the body only', async () => {
    const input = await h.signUp();
    const signUpMail = h.smtp.latestTo(input.email);
    const signUpCode = otpFrom(signUpMail) as string;
    expect(signUpCode).toMatch(/^\d{6}$/);
    expect(signUpMail?.subject).toBe('Your Waliyy verification code');

    const verified = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: signUpCode, email: input.email },
    });
    expect(verified.statusCode).toBe(200);
    await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email: input.email } });
    await h.flushMail();
    // The reset request is a job first; its e-mail is queued by it and sent on the next round.
    await h.flushMail();
    const resetMail = h.smtp.latestTo(input.email);
    const resetCode = resetCodeFrom(resetMail) as string;
    expect(resetCode).toMatch(/^\d{6}$/);

    for (const mail of h.smtp.received) expect(mail.subject).not.toMatch(/\d{6}/);
    const rows = await h.database.db
      .select({ status: outbox.status, payload: outbox.payload })
      .from(outbox);
    expect(rows.filter((r) => r.status === 'sent').length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      const stored = JSON.stringify(row.payload);
      expect(stored).not.toContain(signUpCode);
      expect(stored).not.toContain(resetCode);
    }
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(signUpCode);
    expect(logged).not.toContain(resetCode);
  });
});
