/**
 * The rate limiter's cost per request (decision 082): our limiter (apps/api/src/lib/rate-limit.ts)
 * against @fastify/rate-limit in an equivalent configuration, both through app.inject() on a
 * bare Fastify app whose one route answers `{ ok: true }`:
 *
 * - none: no limiter, the baseline the others are measured against;
 * - ours: a preHandler calling enforceLimits with one key per client, as the modules do;
 * - library: @fastify/rate-limit on the same route, same key, same rule, its headers off (ours
 *   sends none) so both do the same work.
 *
 * Each request comes from one of 1,000 clients in turn (its key in a header), under a limit it
 * never reaches, so the answer is always the 200 and the cost measured is the limiter's
 * bookkeeping. Variants run in paired rounds (see below); the report gives each one's median µs
 * per request and its median cost over the baseline, then the memory stores called directly
 * (ns per call). With BENCH_REDIS_URL set (redis://…), the
 * Redis-backed pair is measured too (ours: createRedisRateLimiter; library: its RedisStore on
 * an ioredis client).
 *
 * Usage: npx tsx bench/rate-limit-cost.ts [n=20000] [runs=3]
 *   n: requests per variant and run (in rounds of 500).
 */

import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { systemClock } from '../apps/api/src/lib/clock';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  enforceLimits,
  type RateLimiter,
} from '../apps/api/src/lib/rate-limit';

const n = Number(process.argv[2] ?? 20_000);
const runs = Number(process.argv[3] ?? 3);
const redisUrl = process.env.BENCH_REDIS_URL;
const CLIENTS = 1_000;
const RULE = { max: 1_000_000, windowSeconds: 60 };
const clientOf = (headers: Record<string, unknown>) => String(headers['x-client']);

async function app(setup: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  await setup(instance);
  instance.get('/x', async () => ({ ok: true }));
  await instance.ready();
  return instance;
}

const withOurs = (limiter: RateLimiter) =>
  app(async (instance) => {
    instance.addHook('preHandler', async (request) => {
      await enforceLimits(limiter, [{ key: `bench:${clientOf(request.headers)}`, rule: RULE }]);
    });
  });

const withLibrary = (redis?: Redis) =>
  app(async (instance) => {
    await instance.register(rateLimit, {
      max: RULE.max,
      timeWindow: RULE.windowSeconds * 1000,
      keyGenerator: (request) => `bench:${clientOf(request.headers)}`,
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': false,
      },
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      ...(redis ? { redis, nameSpace: 'waliyy:bench-lib:' } : {}),
    });
  });

/** µs per request over `count` requests, starting at client `from`. */
async function block(instance: FastifyInstance, from: number, count: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = from; i < from + count; i += 1) {
    const res = await instance.inject({
      method: 'GET',
      url: '/x',
      headers: { 'x-client': String(i % CLIENTS) },
    });
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  return Number(process.hrtime.bigint() - start) / 1000 / count;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const variants: { name: string; instance: FastifyInstance; close?: () => Promise<void> }[] = [
  { name: 'none', instance: await app(async () => {}) },
  { name: 'ours (memory)', instance: await withOurs(createMemoryRateLimiter(systemClock)) },
  { name: 'library (memory)', instance: await withLibrary() },
];
let fellBack = false;
if (redisUrl) {
  const ours = createRedisRateLimiter(redisUrl, systemClock, (e) => {
    fellBack = true;
    console.error(e);
  });
  const client = new Redis(redisUrl);
  // Ours falls back to memory while Redis is out of reach: wait until it answers, or the figure
  // would be the memory limiter's.
  for (let tries = 0; !(await ours.ping?.()); tries += 1) {
    if (tries > 50) throw new Error(`Redis at ${redisUrl} does not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  variants.push(
    { name: 'ours (Redis)', instance: await withOurs(ours), close: () => ours.close() },
    {
      name: 'library (Redis)',
      instance: await withLibrary(client),
      close: async () => void client.disconnect(),
    },
  );
}

// Paired rounds: each round times a block of every variant back to back, so a load that comes
// and goes (a CI run on the same cores) weighs on all of them alike; a variant's cost is the
// median over rounds of its block minus the baseline's block of the same round.
const BLOCK = 500;
const rounds = Math.max(1, Math.round(n / BLOCK));
for (const v of variants) await block(v.instance, 0, BLOCK * 2); // warm-up
const times = new Map<string, number[]>(variants.map((v) => [v.name, []]));
const costs = new Map<string, number[]>(variants.map((v) => [v.name, []]));
for (let run = 0; run < runs; run += 1) {
  for (let round = 0; round < rounds; round += 1) {
    const inRound = new Map<string, number>();
    for (const v of variants) inRound.set(v.name, await block(v.instance, round * BLOCK, BLOCK));
    const base = inRound.get('none') ?? 0;
    for (const [name, t] of inRound) {
      times.get(name)?.push(t);
      costs.get(name)?.push(t - base);
    }
  }
}
if (fellBack) console.log('Redis failed during the runs: ours (Redis) partly measured memory.');
console.log(
  `${runs} runs × ${rounds} rounds × ${BLOCK} requests, ${CLIENTS} clients, Node ${process.version}`,
);
console.log('\nThrough app.inject (whole request):');
console.log('| variant | median µs/request | median cost over none (µs) |');
console.log('|---|---|---|');
for (const v of variants) {
  const m = median(times.get(v.name) ?? []).toFixed(1);
  console.log(`| ${v.name} | ${m} | ${median(costs.get(v.name) ?? []).toFixed(2)} |`);
}

// The stores alone, called directly: our limiter's hit against the library's store's incr
// (what its hook calls once per request), same keys, same rule.
const require = createRequire(import.meta.url);
type Store = {
  incr(
    key: string,
    cb: (err: Error | null, r: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ): void;
};
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const incr = (store: Store, key: string) =>
  new Promise<boolean>((resolve, reject) =>
    store.incr(
      key,
      (err, r) => (err ? reject(err) : resolve(r.current <= RULE.max)),
      RULE.windowSeconds * 1000,
      RULE.max,
    ),
  );
const ourMemory = createMemoryRateLimiter(systemClock);
const theirMemory = new LocalStore(false, false);
const direct: { name: string; call: (key: string) => Promise<unknown> }[] = [
  { name: 'ours: hit (memory)', call: (key) => ourMemory.hit(key, RULE) },
  { name: 'library: LocalStore.incr', call: (key) => incr(theirMemory, key) },
];
const directTimes = new Map<string, number[]>(direct.map((d) => [d.name, []]));
for (let run = 0; run < runs; run += 1) {
  for (const d of direct) {
    const count = n * 5;
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) await d.call(`bench:${i % CLIENTS}`);
    directTimes.get(d.name)?.push(Number(process.hrtime.bigint() - start) / count);
  }
}
console.log('\nThe store alone, called directly:');
console.log('| call | median ns/call | runs (ns) |');
console.log('|---|---|---|');
for (const d of direct) {
  const all = directTimes.get(d.name) ?? [];
  console.log(
    `| ${d.name} | ${median(all).toFixed(0)} | ${all.map((t) => t.toFixed(0)).join(' ')} |`,
  );
}
for (const v of variants) {
  await v.instance.close();
  await v.close?.();
}
