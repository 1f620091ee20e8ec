import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { type AuthHarness, createAuthHarness } from '../../src/test/auth-harness';
import { statuses } from './socket-client';

/**
 * Decision 072: code-only reset tries were checked against their counts before they were
 * counted (after the code was looked up), so tries sent at once all read the count below its
 * limit and all went through. Now each is counted first (an atomic increment, then the
 * comparison). Production limits. The tries go through app.inject, each from its client
 * address as the request's remote address (no forwarded header), all started in the same tick:
 * over real sockets the connections arrive one by one and the race is seldom met. On PGlite a
 * query answers within the same turn, so the tries queue anyway; the PostgreSQL pass is the one
 * that races (the old order let all 30 and all 100 through there).
 */
const limits = DEFAULT_AUTH_SETTINGS.limits;
const PER_ADDRESS = limits.resetCodeOnlyTriesPerIp.max;
const SHARED = limits.resetCodeOnlyTries.max;

describe('code-only reset tries sent at once (decision 072)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ limits });
  });
  afterAll(() => h?.close());

  // No account has asked for a reset: every code is wrong.
  const check = async (from: string) => {
    const res = await h.call('POST', '/api/v1/auth/reset-password/check', {
      body: { otp: '123456' },
      ip: from,
    });
    return { status: res.statusCode, body: res.body, ms: 0 };
  };
  const atOnce = (addresses: string[], each: number) =>
    Promise.all(addresses.flatMap((from) => Array.from({ length: each }, () => check(from))));

  it(`one address sending ${PER_ADDRESS + 10} at once: exactly ${PER_ADDRESS} are looked up`, async () => {
    const answers = await atOnce(['127.0.0.90'], PER_ADDRESS + 10);
    expect(statuses(answers)).toEqual({ 400: PER_ADDRESS, 429: 10 });
    const refused = answers.find((a) => a.status === 429);
    expect(JSON.parse(refused?.body ?? '{}').message).toBe(
      AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
    );
  });

  it('many addresses at once: exactly the shared count is looked up, the rest closed', async () => {
    // The first test spent PER_ADDRESS of the shared count; five more addresses send theirs.
    const addresses = Array.from({ length: 5 }, (_, i) => `127.0.0.${91 + i}`);
    const answers = await atOnce(addresses, PER_ADDRESS);
    const open = SHARED - PER_ADDRESS;
    expect(statuses(answers)).toEqual({ 400: open, 429: 5 * PER_ADDRESS - open });
  });
});
