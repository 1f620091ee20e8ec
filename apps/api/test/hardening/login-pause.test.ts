import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { type AuthHarness, createAuthHarness } from '../../src/test/auth-harness';
import { otpFrom } from '../../src/test/smtp';
import { fromAddress, listenOnLoopback, statuses } from './socket-client';

/**
 * Decision 072: 45 wrong passwords from 5 addresses reached the account's
 * own login limit (40 an hour) and locked its owner out of every new browser and API client for
 * the hour. A browser signed in from before still gets in with the password; now a new one gets
 * in with the password and the 6-digit code its right password e-mails to the owner. The pause
 * answers the same whether the password was right, so it tells a guesser nothing. Production
 * limits, over real sockets from loopback addresses.
 */
const ANSWER_PAUSED = AUTH_RESULT_MESSAGES.loginAccountPaused;

describe('a paused account lets its owner in with an e-mailed code (decision 072)', () => {
  let h: AuthHarness;
  let base: string;
  let owner: { email: string; password: string };
  beforeAll(async () => {
    h = await createAuthHarness({ limits: DEFAULT_AUTH_SETTINGS.limits });
    owner = (await h.register()).input;
    base = await listenOnLoopback(h.app);
  });
  afterAll(() => h?.close());

  const login = (from: string, body: object, deviceId?: string) =>
    fromAddress(base, from, {
      method: 'POST',
      path: '/api/v1/auth/login',
      body,
      headers: deviceId ? { 'x-device-id': deviceId } : {},
    });
  const mailsTo = () => h.smtp.received.filter((m) => m.to === owner.email);
  /** The sign-in code is issued after the answer (its timing tells nothing): wait for it. */
  const mailsAfter = async (before: number) => {
    await expect
      .poll(async () => {
        await h.flushMail();
        return mailsTo().length;
      })
      .toBeGreaterThan(before);
    return mailsTo().slice(before);
  };

  it('45 wrong passwords from 5 addresses pause new devices; the right password and the code get in', async () => {
    // The owner's phone has signed in before.
    const phone = 'b0d5f3a2-8c1e-4d7a-9e6f-1a2b3c4d5e6f';
    expect((await login('127.0.0.80', owner, phone)).status).toBe(200);

    const wrong = [];
    for (let a = 0; a < 5; a += 1) {
      for (let i = 0; i < 9; i += 1) {
        wrong.push(await login(`127.0.0.${70 + a}`, { ...owner, password: `Wrong-pass-${i}` }));
      }
    }
    // The account's count (40 an hour) holds the sign-up's login and the phone's too.
    expect(statuses(wrong)).toEqual({ 401: 38, 429: 7 });
    expect(JSON.parse(wrong.at(-1)?.body ?? '{}').message).toBe(ANSWER_PAUSED);

    // A guesser's wrong password, and the owner's right one from a new API client, answer alike.
    const guessed = await login('127.0.0.75', { ...owner, password: 'Wrong-pass-x' });
    await h.flushMail();
    const before = mailsTo().length;
    const right = await login('127.0.0.81', owner);
    expect(right.status).toBe(429);
    expect(JSON.parse(right.body)).toEqual(JSON.parse(guessed.body));
    expect(JSON.parse(right.body).message).toBe(ANSWER_PAUSED);
    const sent = await mailsAfter(before);
    expect(sent.map((m) => m.subject)).toEqual(['Your Waliyy sign-in code']);
    const code = otpFrom(sent[0]) as string;

    // The code with a wrong password is no use; with the right one it signs in.
    const codeOnly = await login('127.0.0.75', { ...owner, password: 'Wrong-pass-y', code });
    expect(codeOnly.status).toBe(429);
    const signedIn = await login('127.0.0.81', { ...owner, code });
    expect(signedIn.status, signedIn.body).toBe(200);
    // Spent: the same code does not sign in twice.
    expect((await login('127.0.0.82', { ...owner, code })).status).toBe(429);

    // The phone signed in before still gets in with the password alone.
    expect((await login('127.0.0.80', owner, phone)).status).toBe(200);
  });

  it('wrong codes burn the code: a guesser with the password still needs the inbox', async () => {
    await h.flushMail();
    const before = mailsTo().length;
    expect((await login('127.0.0.83', owner)).status).toBe(429);
    const code = otpFrom((await mailsAfter(before))[0]) as string;
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < DEFAULT_AUTH_SETTINGS.otpMaxAttempts; i += 1) {
      expect((await login('127.0.0.84', { ...owner, code: wrongCode })).status).toBe(429);
    }
    expect((await login('127.0.0.83', { ...owner, code })).status).toBe(429);
  });
});
