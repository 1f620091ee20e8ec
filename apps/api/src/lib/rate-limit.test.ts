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

  it('enforceLimits throws RATE_LIMITED with the longest wait', async () => {
    const limiter = createMemoryRateLimiter(fixedClock());
    const checks = [
      { key: 'a', rule: { max: 1, windowSeconds: 10 } },
      { key: 'b', rule: { max: 1, windowSeconds: 90 } },
    ];
    await enforceLimits(limiter, checks);
    await expect(enforceLimits(limiter, checks)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      retryAfterSeconds: 90,
    });
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
