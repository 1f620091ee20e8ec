/**
 * The world of instances.test.ts (decision 014, "Many instances"): two real API processes on one
 * PostgreSQL database and one Redis, behind a round-robin proxy. Each instance mails through its
 * own SMTP sink, so a test knows which one sent what. Needs a PostgreSQL server (PGlite lives
 * inside one process) and Redis.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client';
import { type ApiProcess, startApiProcess } from '../../src/test/api-process';
import { createServerDatabase } from '../../src/test/database';
import {
  FAKE_PAYSTACK_SECRET,
  type FakePayments,
  startFakePayments,
} from '../../src/test/fake-payments';
import { redisAnswers, reportMissingService, TEST_REDIS_URL } from '../../src/test/redis';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../src/test/round-robin-proxy';
import { startSmtpServer, type TestSmtpServer } from '../../src/test/smtp';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = TEST_REDIS_URL;

const isRedisUp = await redisAnswers();

export const skipReason = !SERVER_URL
  ? 'needs TEST_DATABASE_URL (a PostgreSQL server both processes can reach)'
  : !isRedisUp
    ? `needs Redis at ${REDIS_URL} (TEST_REDIS_URL)`
    : undefined;
reportMissingService('many instances', skipReason);

export const run = randomBytes(4).toString('hex');
/** This run's client address (TRUST_PROXY): its rate-limit keys are its own in a shared Redis. */
export const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type Answer = { status: number; body: unknown; retryAfter: string | null };

async function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': clientIp,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

/** Polls until `probe` answers something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T> | T, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type World = {
  db: Db;
  proxy: RoundRobinProxy;
  redis: Redis;
  fakePayments: FakePayments;
  instances: ApiProcess[];
  sinks: Record<string, TestSmtpServer>;
};
let current: World | undefined;

/** The running world; only inside the tests of a describe that called useInstances(). */
export function world(): World {
  if (!current) throw new Error('useInstances() has not started the instances');
  return current;
}

type CallOptions = Parameters<typeof call>[3];
export const viaProxy = (method: string, url: string, options?: CallOptions) =>
  call(world().proxy.url, method, url, options);
/** Straight to one instance, past the proxy. */
export const direct = (name: string, method: string, url: string, options?: CallOptions) =>
  call(world().instances.find((i) => i.name === name)!.url, method, url, options);

/** The mail every instance sent to `to`, with who sent it. */
export const mailTo = (to: string) =>
  Object.entries(world().sinks).flatMap(([name, sink]) =>
    sink.received.filter((m) => m.to === to).map((mail) => ({ ...mail, sentBy: name })),
  );

/** The instances whose queries wait for a lock on `table` (application_name = instance). */
async function waitingOn(table: string): Promise<string[]> {
  const result = await world().db.execute(sql`
    select distinct a.application_name as name from pg_locks l
    join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'relation' and not l.granted and l.relation = ${table}::regclass`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort();
}
/** Holds until both instances' jobs are queued behind the lock a test holds on each table. */
export const bothWaitingOn = (...tables: string[]) =>
  waitFor(`both instances' jobs to wait on ${tables.join(', ')}`, async () => {
    for (const table of tables) {
      if ((await waitingOn(table)).join() !== 'instance-a,instance-b') return false;
    }
    return true;
  });

/** Starts the two instances before the describe's tests and stops them after. */
export function useInstances() {
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
  let dataDir: string | undefined;
  const sinks: Record<string, TestSmtpServer> = {};
  let fakePayments: FakePayments | undefined;
  const instances: ApiProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  let redis: Redis | undefined;

  beforeAll(async () => {
    const started = Date.now();
    database = await createServerDatabase(SERVER_URL!);
    const dir = mkdtempSync(path.join(tmpdir(), 'waliyy-instances-'));
    dataDir = dir;
    sinks.a = await startSmtpServer();
    sinks.b = await startSmtpServer();
    fakePayments = await startFakePayments();
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const jwtSecret = randomBytes(36).toString('base64url');
    const results = await Promise.allSettled(
      (['a', 'b'] as const).map((name) =>
        startApiProcess({
          name,
          env: {
            DATABASE_URL: `${database!.url}?application_name=instance-${name}`,
            REDIS_URL,
            JWT_SECRET: jwtSecret,
            SMTP_URL: sinks[name]!.url,
            APP_URL: 'http://waliyy.test',
            DATA_DIR: dir,
            DEMO_DATA: 'off',
            LOG_LEVEL: 'warn',
            // The round-robin proxy's address: it appends what it saw, and the run's own
            // X-Forwarded-For entry before it is believed only because it came through it.
            TRUST_PROXY: '127.0.0.1',
            PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
            PAYSTACK_API_URL: fakePayments!.url,
            JOBS_POLL_MS: '250',
          },
        }),
      ),
    );
    for (const result of results) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    proxy = await startRoundRobinProxy(instances.map((i) => ({ name: i.name, url: i.url })));
    current = { db: database.database.db, proxy, redis, fakePayments, instances, sinks };
    console.info(`many instances: two processes healthy in ${Date.now() - started} ms`);
  }, 100_000);

  afterAll(async () => {
    current = undefined;
    // Always stop both processes (SIGTERM, then SIGKILL), then drop the database.
    const steps = [
      ...instances.map((i) => () => i.stop(10_000)),
      () => proxy?.close(),
      ...Object.values(sinks).map((s) => () => s.close()),
      () => fakePayments?.close(),
      async () => redis?.disconnect(),
      () => database?.close(),
      async () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
    ];
    const errors: unknown[] = [];
    for (const step of steps) await Promise.resolve(step()).catch((e) => errors.push(e));
    if (errors.length > 0) throw errors[0];
  }, 60_000);
}
