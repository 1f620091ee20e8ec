import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { type AuthHarness, createAuthHarness } from '../../src/test/auth-harness';
import { resetCodeFrom } from '../../src/test/smtp';
import { fromAddress, listenOnLoopback, type SocketAnswer, statuses } from './socket-client';

/**
 * Decision 072: wrong reset codes sent without their e-mail address were
 * counted only across every client, so four addresses at their per-address limit (30 each)
 * spent the shared 100 and closed the code-only path for every account for an hour. Now each
 * address has its own count (20 an hour), and past the shared count the path stays open to the
 * address that asked for the account's e-mail. The production limits, over real sockets from
 * loopback addresses.
 */
const limits = DEFAULT_AUTH_SETTINGS.limits;
const PER_ADDRESS = limits.resetCodeOnlyTriesPerIp.max;

describe('guessed reset codes close the code-only path for the guessers only (decision 072)', () => {
  let h: AuthHarness;
  let base: string;
  beforeAll(async () => {
    h = await createAuthHarness({ limits });
    base = await listenOnLoopback(h.app);
  });
  afterAll(() => h?.close());

  const call = (from: string, method: string, path: string, body: object) =>
    fromAddress(base, from, { method, path, body });
  const check = (from: string, otp: string) =>
    call(from, 'POST', '/api/v1/auth/reset-password/check', { otp });
  /** The account's owner asks for a reset e-mail from `from`; answers the e-mail's code. */
  const ask = async (from: string, email: string) => {
    expect((await call(from, 'PUT', '/api/v1/auth/forgot-password', { email })).status).toBe(200);
    await h.flushMail(); // the request's job makes the code and queues the e-mail
    await h.flushMail();
    return resetCodeFrom(h.smtp.latestTo(email)) as string;
  };
  const wrongFor = (codes: string[]) => {
    for (let n = 0; ; n += 1) {
      const guess = String(n).padStart(6, '0');
      if (!codes.includes(guess)) return guess;
    }
  };
  /** Each address sends wrong codes until its own count refuses it. */
  const guessFrom = async (addresses: string[], wrong: string) => {
    const answers: SocketAnswer[] = [];
    for (const from of addresses) {
      for (let i = 0; i <= PER_ADDRESS; i += 1) answers.push(await check(from, wrong));
    }
    return answers;
  };

  it('four guessing addresses lock only themselves; another owner resets with the code alone', async () => {
    const owner = (await h.register()).input;
    const code = await ask('127.0.0.40', owner.email);
    const guessers = ['127.0.0.30', '127.0.0.31', '127.0.0.32', '127.0.0.33'];
    const answers = await guessFrom(guessers, wrongFor([code]));
    expect(statuses(answers)).toEqual({ 400: PER_ADDRESS * 4, 429: 4 });
    const refused = JSON.parse(answers.at(-1)?.body ?? '{}');
    expect(refused.message).toBe(AUTH_RESULT_MESSAGES.resetCodeOnlyClosed);
    // Another address, which guessed nothing, checks the owner's code: not closed for it.
    expect((await check('127.0.0.41', code)).status).toBe(200);
    const password = 'Reset-pass-4242';
    const reset = await call('127.0.0.40', 'PUT', '/api/v1/auth/reset-password', {
      otp: code,
      password,
      confirmPassword: password,
    });
    expect(reset.status, reset.body).toBe(200);
  });

  it('past the shared count, the owner who asked still resets; an address that did not is refused', async () => {
    const owner = (await h.register()).input;
    const code = await ask('127.0.0.50', owner.email);
    // Six more addresses: with the four before, 200 wrong codes, past the shared 100.
    const guessers = Array.from({ length: 6 }, (_, i) => `127.0.0.${60 + i}`);
    await guessFrom(guessers, wrongFor([code]));
    const stranger = await check('127.0.0.51', code);
    expect(stranger.status).toBe(429);
    expect(JSON.parse(stranger.body).message).toBe(AUTH_RESULT_MESSAGES.resetCodeOnlyClosed);
    expect((await check('127.0.0.50', code)).status).toBe(200);
    const password = 'Reset-pass-5353';
    const reset = await call('127.0.0.50', 'PUT', '/api/v1/auth/reset-password', {
      otp: code,
      password,
      confirmPassword: password,
    });
    expect(reset.status, reset.body).toBe(200);
  });
});
