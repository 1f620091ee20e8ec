import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createMemoryRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { createTestDatabase } from '../../test/database';
import { resetCodeFrom } from '../../test/smtp';
import { withStatementLog } from '../../test/statement-log';
import { DEFAULT_AUTH_SETTINGS } from './auth.settings';

/**
 * Decision 072: past the shared count of code-only reset tries the path is closed but for the
 * address that asked for the account's e-mail. Closed, a right code and a wrong one cost the same
 * work and get the same answer (no oracle), and an asking address has a few tries only, so the
 * guesses at one account's code stay few however many addresses ask. Client addresses are the
 * requests' remote addresses (app.inject's remoteAddress), not forwarded headers.
 */
const CLOSED_TRIES = DEFAULT_AUTH_SETTINGS.limits.resetCodeOnlyClosedPerIp.max;

describe('the code-only reset path, closed', () => {
  let h: AuthHarness;
  let statements: string[];
  const limiterCalls: string[] = [];
  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    const clock = fixedClock(new Date());
    const memory = createMemoryRateLimiter(clock);
    // Every limiter call, with the account's address in a key blanked (it differs by design).
    const log = (kind: string, key: string) =>
      limiterCalls.push(`${kind} ${key.replace(/^reset:asked:[^:]*:/, 'reset:asked:*:')}`);
    const rateLimiter: RateLimiter = {
      ...memory,
      hit: (key, rule) => {
        log('hit', key);
        return memory.hit(key, rule);
      },
      peek: (key, rule) => {
        log('peek', key);
        return memory.peek(key, rule);
      },
    };
    const { limits } = DEFAULT_AUTH_SETTINGS;
    h = await createAuthHarness({
      database: logged.database,
      overrides: { clock, rateLimiter },
      limits: {
        forgotPerEmail: limits.forgotPerEmail,
        resetCodeOnlyTries: { max: 2, windowSeconds: 3600 },
        resetCodeOnlyTriesPerIp: limits.resetCodeOnlyTriesPerIp,
        resetCodeOnlyClosedPerIp: limits.resetCodeOnlyClosedPerIp,
      },
    });
  });
  afterAll(() => h.close());

  const ask = async (email: string, ip: string) => {
    const res = await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email }, ip });
    expect(res.statusCode).toBe(200);
    await h.flushMail();
    await h.flushMail();
    return resetCodeFrom(h.smtp.latestTo(email)) as string;
  };
  const check = (otp: string, ip: string) =>
    h.call('POST', '/api/v1/auth/reset-password/check', { body: { otp }, ip });
  const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
  const expectClosed = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
    });
  };
  /** One request's answer and work: statements to the database and limiter calls. */
  async function workOf(send: () => Promise<LightMyRequestResponse>) {
    statements.length = 0;
    limiterCalls.length = 0;
    const res = await send();
    const { date: _date, ...headers } = res.headers;
    return {
      status: res.statusCode,
      body: res.body,
      headers,
      statements: [...statements],
      limiter: [...limiterCalls],
    };
  }

  let owner: { email: string; password: string };
  let code: string;

  it('closes once the shared tries are spent (right or wrong, each counted first)', async () => {
    owner = (await h.register()).input;
    code = await ask(owner.email, '203.0.113.1');
    expect((await check(wrongFor(code), '198.51.100.1')).statusCode).toBe(400);
    expect((await check(code, '198.51.100.2')).statusCode).toBe(200);
    expectClosed(await check(code, '198.51.100.3'));
  });

  it('closed, a right code and a wrong one do the same work and get the same answer', async () => {
    const stranger = '198.51.100.9';
    const right = await workOf(() => check(code, stranger));
    const wrong = await workOf(() => check(wrongFor(code), stranger));
    expect(right.status).toBe(429);
    expect(wrong).toEqual(right);
    expect(right.statements.length).toBeGreaterThan(0);
    expect(right.limiter).toContain('peek reset:asked:*:198.51.100.9');
    // Neither spent the code: the owner's address still checks it.
    expect((await check(code, '203.0.113.1')).statusCode).toBe(200);
  });

  it(`an asking address has ${CLOSED_TRIES} tries while closed; then even the right code is refused`, async () => {
    const asker = '203.0.113.2';
    code = await ask(owner.email, asker);
    for (let i = 1; i < CLOSED_TRIES; i += 1) expectClosed(await check(wrongFor(code), asker));
    expect((await check(code, asker)).statusCode).toBe(200);
    expectClosed(await check(code, asker));
    // With its address the code still resets, from anywhere (the per-code 5 tries rule it).
    const reset = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: {
        otp: code,
        email: owner.email,
        password: 'Reset-pass-77',
        confirmPassword: 'Reset-pass-77',
      },
      ip: asker,
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('one account is asked for from at most forgotPerEmail addresses an hour: the next is no asker', async () => {
    const { input } = await h.register();
    const max = DEFAULT_AUTH_SETTINGS.limits.forgotPerEmail.max;
    for (let i = 1; i <= max; i += 1) code = await ask(input.email, `203.0.113.${20 + i}`);
    const late = `203.0.113.${21 + max}`;
    // The usual answer, but no e-mail: the code is the last one, and this address may not use it.
    expect(await ask(input.email, late)).toBe(code);
    expectClosed(await check(code, late));
    expect((await check(code, '203.0.113.21')).statusCode).toBe(200);
    // So while closed, at most forgotPerEmail × resetCodeOnlyClosedPerIp guesses an hour.
    expect(max * CLOSED_TRIES).toBeLessThanOrEqual(25);
  });
});
