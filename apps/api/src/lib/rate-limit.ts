import { Redis } from 'ioredis';
import { AppError } from './app-error';
import type { Clock } from './clock';

/** At most `max` hits per `windowSeconds` for one key. */
export type RateRule = { max: number; windowSeconds: number };

export type RateLimiter = {
  /** Counts a hit; answers how many seconds to wait when the key is over its limit. */
  hit(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /**
   * Whether one more hit would still be allowed, without counting one: for limits that count
   * only failures, checked before the work and hit after it fails.
   */
  peek(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Forgets a key (a correct login clears its failures, say). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Redis answers (the health check); absent when the limits live in this process's memory. */
  ping?: () => Promise<boolean>;
};

/** Fixed windows in this process's memory: right for one instance and for tests. */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 0;
  return {
    async hit(key, rule) {
      const now = clock.now().getTime();
      if (now > sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        sweepAt = now + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + rule.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= rule.max,
        retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000),
      };
    },
    async peek(key, rule) {
      const now = clock.now().getTime();
      const window = windows.get(key);
      if (!window || window.endsAt <= now) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: window.count < rule.max,
        retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * One hit in one round trip, run by Redis as a whole (EVALSHA): count it, and start the window
 * when the key has none. A MULTI of INCR and PTTL, then a PEXPIRE when needed, cost a second
 * round trip on a window's first hit and about twice the time per hit (decision 082).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}`;

/**
 * The same windows in Redis, shared by every instance (DESIGN). When Redis does not answer,
 * the in-memory limiter stands in, so limits still hold per instance and no request fails.
 */
export function createRedisRateLimiter(
  url: string,
  clock: Clock,
  onError: (error: unknown) => void,
): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  redis.on('error', onError);
  redis.defineCommand('waliyyRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitScript = redis as unknown as {
    waliyyRateHit(key: string, windowMs: number): Promise<[number, number]>;
  };
  const fallback = createMemoryRateLimiter(clock);
  /** While the first connection is being made, wait for it briefly rather than fall back. */
  const connecting = () =>
    redis.status === 'connecting' || redis.status === 'connect' || redis.status === 'wait'
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1_000);
          redis.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        })
      : Promise.resolve();
  /** Asks Redis; when it cannot answer, this instance's memory answers instead. */
  async function inRedis<T>(ask: () => Promise<T>, fromMemory: () => Promise<T>): Promise<T> {
    try {
      await connecting();
      return await ask();
    } catch (error) {
      onError(error);
      return fromMemory();
    }
  }
  return {
    hit: (key, rule) =>
      inRedis(
        async () => {
          const [count, ttl] = await hitScript.waliyyRateHit(
            `waliyy:rl:${key}`,
            rule.windowSeconds * 1000,
          );
          return { allowed: count <= rule.max, retryAfterSeconds: Math.ceil(ttl / 1000) };
        },
        () => fallback.hit(key, rule),
      ),
    peek: (key, rule) =>
      inRedis(
        async () => {
          const redisKey = `waliyy:rl:${key}`;
          const result = await redis.multi().get(redisKey).pttl(redisKey).exec();
          const count = Number(result?.[0]?.[1] ?? 0);
          const ttl = Number(result?.[1]?.[1] ?? -1);
          if (ttl < 0) return { allowed: true, retryAfterSeconds: 0 };
          return { allowed: count < rule.max, retryAfterSeconds: Math.ceil(ttl / 1000) };
        },
        () => fallback.peek(key, rule),
      ),
    async reset(key) {
      await redis.del(`waliyy:rl:${key}`).catch(onError);
      await fallback.reset(key);
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
    async ping() {
      if (redis.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 1_000);
      });
      try {
        return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';

/**
 * Counts a hit on each key in turn and refuses with 429 at the first one over its limit, without
 * counting the keys after it. Callers list the client's own keys (its address) first and shared
 * ones (an account, every client) after, so a request its own limit refuses spends nothing that
 * others share (decision 018): a client that floods only ever locks itself.
 */
export async function enforceLimits(
  limiter: RateLimiter,
  checks: { key: string; rule: RateRule }[],
  message = RATE_LIMITED_MESSAGE,
): Promise<void> {
  for (const { key, rule } of checks) {
    const result = await limiter.hit(key, rule);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', message, undefined, Math.max(1, result.retryAfterSeconds));
    }
  }
}
