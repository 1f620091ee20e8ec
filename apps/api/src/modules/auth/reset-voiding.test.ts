import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { TEST_APP_URL, TEST_JWT_SECRET } from '../../test/app';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { isPostgres } from '../../test/database';
import { openPausedConnection, untilWaitingForLocks } from '../../test/paused-connection';
import { resetTokenFrom } from '../../test/smtp';
import { findUserByEmail } from './auth.repository';
import { DEFAULT_AUTH_SETTINGS } from './auth.settings';
import { insertCode } from './auth-codes.repository';
import { createCodeHasher } from './codes';
import { createResetRequestJob, RESET_REQUEST } from './reset-requests';

/** Decision 018: a password change, a reset and a deletion void every way to reset. */
describe('what voids a reset token', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const RESET_SUBJECT = 'Reset your Waliyy password';
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

/**
 * Found reviewing decision 018: a reset and the worker's job turning a forgot-password request into a token,
 * for the same account at the same moment. The reset used to lock its code and then the
 * request's row, the job the row and then the codes: PostgreSQL found the deadlock (40P01), the
 * family got a 500 and the job then voided their token. Both now take the row first.
 */
describe.runIf(isPostgres())(
  'a reset while the job makes a new token (needs PostgreSQL: two transactions at once)',
  () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await createAuthHarness();
    });
    afterAll(() => h.close());

    const forgot = async (email: string) => {
      const res = await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } });
      expect(res.statusCode).toBe(200);
    };
    const askToken = async (email: string) => {
      await forgot(email);
      await h.flushMail();
      return resetTokenFrom(h.smtp.latestTo(email)) as string;
    };
    const resetsWith = (otp: string, password: string) =>
      h.call('PUT', '/api/v1/auth/reset-password', {
        body: { otp, password, confirmPassword: password },
      });
    /** The job the worker runs for reset requests, on the database given. */
    const jobOn = (db: Db) =>
      createResetRequestJob({
        db,
        clock: h.clock,
        settings: DEFAULT_AUTH_SETTINGS,
        hashCode: createCodeHasher(TEST_JWT_SECRET),
        links: { appUrl: TEST_APP_URL, supportEmail: 'support@waliyy.test' },
      });
    /** The request queued for this address and not yet run (the worker's claim, without it). */
    const pendingRequest = async (email: string) => {
      const [row] = await h.database.db
        .select({ id: outbox.id, payload: outbox.payload })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, RESET_REQUEST),
            eq(outbox.status, 'pending'),
            sql`${outbox.payload}->>'email' = ${email.toLowerCase()}`,
          ),
        );
      if (!row) throw new Error('no request queued');
      return row;
    };
    const databaseUrl = () => {
      const { driver } = h.database;
      if (driver.kind !== 'postgres') throw new Error('needs PostgreSQL');
      return driver.pool.options.connectionString as string;
    };

    it('the job holds the request when the reset comes: the reset waits, is refused, and the new token resets', async () => {
      const { input } = await h.register();
      const token = await askToken(input.email);
      await forgot(input.email); // asked again: queued, not yet turned into a token
      const request = await pendingRequest(input.email);

      // The job on a connection of its own, stopped right after marking its row done (finishJob,
      // its first UPDATE of the outbox), with that row locked.
      const paused = await openPausedConnection(databaseUrl(), /^update "outbox"/);
      try {
        const job = jobOn(paused.db)(request);
        await paused.reached;
        const reset = resetsWith(token, 'Reset-password-9');
        // The reset waits for the job's row (it used to take its code's row first).
        await untilWaitingForLocks(h.database.db);
        paused.release();

        const [res] = await Promise.all([reset, job]);
        // The job's new token came first and voided the one sent: refused, not a 500, and
        // nothing of the reset stays.
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.resetInvalid);
        await h.login(input);

        await h.flushMail();
        const fresh = resetTokenFrom(h.smtp.latestTo(input.email)) as string;
        expect(fresh).not.toBe(token);
        expect((await resetsWith(fresh, 'Reset-password-9')).statusCode).toBe(200);
        await h.login({ email: input.email, password: 'Reset-password-9' });
      } finally {
        await paused.close();
      }
    });

    it('both at once, many times: never a deadlock, and always one of the two outcomes', async () => {
      const outcomes = { reset: 0, newToken: 0 };

      for (let round = 0; round < 12; round += 1) {
        const { input } = await h.register();
        const token = await askToken(input.email);
        await forgot(input.email);
        const request = await pendingRequest(input.email);
        const mailsBefore = h.smtp.received.length;
        // The reset's own work first (its hash) so that the two transactions overlap.
        const [res] = await Promise.all([
          resetsWith(token, 'Reset-password-9'),
          new Promise((resolve) => setTimeout(resolve, round % 4)).then(() =>
            jobOn(h.database.db)(request),
          ),
        ]);
        await h.flushMail();
        const mails = h.smtp.received.slice(mailsBefore).filter((m) => m.to === input.email);
        const tokenMail = mails.find((m) => resetTokenFrom(m));
        if (res.statusCode === 200) {
          // The reset came first: it voided the request, which made no token.
          outcomes.reset += 1;
          expect(tokenMail).toBeUndefined();
          await h.login({ email: input.email, password: 'Reset-password-9' });
        } else {
          // The job came first: its token voided the one used; the family has the new one.
          outcomes.newToken += 1;
          expect(res.statusCode, res.body).toBe(400);
          const fresh = resetTokenFrom(tokenMail) as string;
          expect((await resetsWith(fresh, 'Reset-password-9')).statusCode).toBe(200);
        }
      }
      expect(outcomes.reset + outcomes.newToken).toBe(12);
    });
  },
);
