import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_SETTINGS, type PasswordSettings } from '../../src/lib/passwords';
import { type AuthHarness, createAuthHarness } from '../../src/test/auth-harness';
import { fromAddress, listenOnLoopback, type SocketAnswer, statuses } from './socket-client';

/**
 * Decision 072 (DECISIONS 50): ten addresses × 8 concurrent wrong logins filled the shared
 * password-hashing queue (2 running + 64 waiting) and every correct login from another address
 * got 503. Here the same burst comes over real sockets from ten loopback addresses
 * (127.0.0.10–19), against the production queue with a costlier hash than production's, so the
 * burst is still waiting when the five people sign in from addresses of their own.
 */
const SLOW_HASH: PasswordSettings = { ...DEFAULT_PASSWORD_SETTINGS, timeCost: 12 };
const BURSTERS = 10;
const EACH = 8;
const PEOPLE = 5;
/** Generous for a loaded 2-core CI machine; the report gives the figures measured. */
const REASONABLE_MS = 15_000;

describe('the login queue under a ten-address burst (decision 50)', () => {
  let h: AuthHarness;
  let base: string;
  const people: { email: string; password: string }[] = [];
  beforeAll(async () => {
    h = await createAuthHarness({ overrides: { passwordSettings: SLOW_HASH } });
    for (let i = 0; i < PEOPLE; i += 1) people.push((await h.register()).input);
    base = await listenOnLoopback(h.app);
  }, 120_000);
  afterAll(() => h?.close());

  const login = (from: string, body: object) =>
    fromAddress(base, from, { method: 'POST', path: '/api/v1/auth/login', body });

  it('lets every correct login from a fresh address in; the burst is slowed, never them', async () => {
    let queueFull: () => void = () => {};
    const full = new Promise<void>((resolve) => {
      queueFull = resolve;
    });
    const burst: Promise<SocketAnswer>[] = [];
    for (let a = 0; a < BURSTERS; a += 1) {
      for (let i = 0; i < EACH; i += 1) {
        const body = { email: `flood.${a}.${i}@example.com`, password: 'Flood-pass-42' };
        burst.push(
          login(`127.0.0.${10 + a}`, body).then((answer) => {
            // The queue was full: the gate turned a burst request away.
            if (answer.status === 429 || answer.status === 503) queueFull();
            return answer;
          }),
        );
      }
    }
    await Promise.race([full, Promise.all(burst)]);
    const others = people.map((p, i) =>
      login(`127.0.0.${100 + i}`, { email: p.email, password: p.password }),
    );
    const [burstAnswers, otherAnswers] = [await Promise.all(burst), await Promise.all(others)];

    expect(statuses(otherAnswers)).toEqual({ 200: PEOPLE });
    const slowest = Math.max(...otherAnswers.map((a) => a.ms));
    console.info(
      `decision 50 burst: correct logins took ${otherAnswers.map((a) => Math.round(a.ms)).join(', ')} ms; burst ${JSON.stringify(statuses(burstAnswers))}`,
    );
    expect(slowest).toBeLessThan(REASONABLE_MS);
    // The burst pays for itself: its newest waiting work was refused with 429 (never 503, since
    // a burst address already holding places is told its own share is spent), the rest checked.
    const tally = statuses(burstAnswers);
    expect(Object.keys(tally).sort()).toEqual(['401', '429']);
    expect(tally[429]).toBeGreaterThanOrEqual(PEOPLE);
    const refused = burstAnswers.find((a) => a.status === 429);
    expect(JSON.parse(refused?.body ?? '{}').code).toBe('RATE_LIMITED');
  }, 180_000);
});
