import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, reportMissingService, TEST_REDIS_URL } from '../test/redis';
import { fixedClock } from './clock';
import { createMemoryRateLimiter, createRedisRateLimiter, enforceLimits } from './rate-limit';

const REDIS_URL = TEST_REDIS_URL;

const isRedisUp = await redisAnswers();
if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL pass is where the shared limiter must be tried (.ci/run sets both URLs).
  reportMissingService(
    'rate limits in Redis',
    isRedisUp ? undefined : `needs Redis at ${REDIS_URL}`,
  );
}

describe('rate limits', () => {
  it('allows max hits per window, then answers how long to wait, then opens again', async () => {
    const clock = fixedClock();
    const limiter = createMemoryRateLimiter(clock);
    const rule = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit('k', rule)).allowed).toBe(true);
    const refused = await limiter.hit('k', rule);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(61_000);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });

  it('enforceLimits refuses at the first key over its limit and counts none after it', async () => {
    const limiter = createMemoryRateLimiter(fixedClock());
    const own = { key: 'own', rule: { max: 2, windowSeconds: 10 } };
    const shared = { key: 'shared', rule: { max: 3, windowSeconds: 90 } };
    await enforceLimits(limiter, [own, shared]);
    await enforceLimits(limiter, [own, shared]);
    // Refused by its own key: many times over, and the shared key is not spent.
    for (let i = 0; i < 20; i += 1) {
      await expect(enforceLimits(limiter, [own, shared])).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        statusCode: 429,
        retryAfterSeconds: 10,
      });
    }
    expect(await limiter.peek('shared', shared.rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 90,
    });
    // Another client's own key is fresh, and the shared key still has its third place.
    await enforceLimits(limiter, [{ ...own, key: 'other' }, shared]);
    await expect(enforceLimits(limiter, [{ ...own, key: 'third' }, shared])).rejects.toMatchObject({
      retryAfterSeconds: 90,
    });
  });

  it('peek answers whether one more hit would pass, without counting', async () => {
    const clock = fixedClock();
    const limiter = createMemoryRateLimiter(clock);
    const rule = { max: 2, windowSeconds: 60 };
    expect(await limiter.peek('p', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await limiter.hit('p', rule);
    for (let i = 0; i < 5; i += 1) expect((await limiter.peek('p', rule)).allowed).toBe(true);
    await limiter.hit('p', rule);
    expect(await limiter.peek('p', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(60_000);
    expect((await limiter.peek('p', rule)).allowed).toBe(true);
  });

  describe.runIf(isRedisUp)('in Redis, shared by instances', () => {
    const errors: unknown[] = [];
    const a = createRedisRateLimiter(REDIS_URL, fixedClock(), (e) => errors.push(e));
    const b = createRedisRateLimiter(REDIS_URL, fixedClock(), (e) => errors.push(e));
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('counts hits from two instances against one limit', async () => {
      const key = `test:${crypto.randomUUID()}`;
      const rule = { max: 3, windowSeconds: 30 };
      expect((await a.hit(key, rule)).allowed).toBe(true);
      expect((await b.hit(key, rule)).allowed).toBe(true);
      expect((await a.hit(key, rule)).allowed).toBe(true);
      const refused = await b.hit(key, rule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect(errors).toEqual([]);
    });

    it('starts the window on the first hit, and on a key left without one', async () => {
      const rule = { max: 5, windowSeconds: 30 };
      const fresh = `test:${crypto.randomUUID()}`;
      expect(await a.hit(fresh, rule)).toEqual({ allowed: true, retryAfterSeconds: 30 });
      const raw = new Redis(REDIS_URL);
      try {
        const ttl = await raw.pttl(`waliyy:rl:${fresh}`);
        expect(ttl).toBeGreaterThan(25_000);
        expect(ttl).toBeLessThanOrEqual(30_000);
        // A count with no expiry (written by hand, or by a crash mid-way in an older version)
        // must not lock its key for ever: the next hit gives it the rule's window.
        const stuck = `test:${crypto.randomUUID()}`;
        await raw.set(`waliyy:rl:${stuck}`, '9');
        expect(await b.hit(stuck, rule)).toEqual({ allowed: false, retryAfterSeconds: 30 });
        expect(await raw.pttl(`waliyy:rl:${stuck}`)).toBeGreaterThan(25_000);
      } finally {
        raw.disconnect();
      }
      expect(errors).toEqual([]);
    });

    it('peeks at the shared count without adding to it', async () => {
      const key = `test:${crypto.randomUUID()}`;
      const rule = { max: 2, windowSeconds: 30 };
      expect(await b.peek(key, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      await a.hit(key, rule);
      expect((await b.peek(key, rule)).allowed).toBe(true);
      expect((await b.peek(key, rule)).allowed).toBe(true);
      await a.hit(key, rule);
      const closed = await b.peek(key, rule);
      expect(closed.allowed).toBe(false);
      expect(closed.retryAfterSeconds).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });

  it('falls back to memory when Redis does not answer', async () => {
    const errors: unknown[] = [];
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1', fixedClock(), (e) =>
      errors.push(e),
    );
    const rule = { max: 1, windowSeconds: 30 };
    expect((await limiter.hit('x', rule)).allowed).toBe(true);
    expect((await limiter.hit('x', rule)).allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    await limiter.close();
  });
});
