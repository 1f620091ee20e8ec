/**
 * The servers of the discovery benchmark, in their own process (discovery-api.ts forks it and
 * drives the load from its own): the real app (buildApp) against the bench PostgreSQL with
 * logging off and production settings — the production auth rate limits, the default pool of
 * 10 connections — and, on another port, a bare Fastify hello-world: the ceiling of this
 * machine for the same process, with two controls that read PostgreSQL once and twice
 * (`/db1`, `/db2`). Answers the parent `{ api, hello }` ports once listening.
 *
 * For the hardening bench (hardening.ts): `--lift-login-limits` lifts only the per-address and
 * per-account login limits and one client's share of the hash queue (one client address sends
 * every login; the argon2 cost stays the production one, as in login.ts), `--start-workers` runs
 * the mail, reconcile and likes jobs as main.ts does, and the message 'memory' answers
 * `{ memory }`: process.memoryUsage, the lowest heap and highest RSS seen since the last ask, and
 * the heap after each full collection since.
 */
import type { AddressInfo } from 'node:net';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { DEFAULT_MAX_CONNECTIONS, openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import {
  BENCH_APP_CONFIG,
  BENCH_LOGIN_AUTH_SETTINGS,
  BENCH_MAIL_TRANSPORT,
  BENCH_PASSWORD_SETTINGS,
  benchDatabaseUrl,
} from './discovery-common';

const liftLoginLimits = process.argv.includes('--lift-login-limits');
const startWorkers = process.argv.includes('--start-workers');

const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl() });
await migrate(database);
const app = await buildApp({
  config: BENCH_APP_CONFIG,
  database,
  logger: false,
  overrides: {
    mailTransport: BENCH_MAIL_TRANSPORT,
    ...(liftLoginLimits && {
      authSettings: BENCH_LOGIN_AUTH_SETTINGS,
      passwordSettings: BENCH_PASSWORD_SETTINGS,
    }),
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
if (startWorkers) {
  app.mailWorker.start();
  app.reconcileWorker.start();
  app.likesWorker.start();
}

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
// The ceilings of a route that reads PostgreSQL at all, beside the hello-world: one and two
// `select 1` round trips in turn through a pool of 10 (the app's default) — the least an
// authenticated page costs is two: its session row (decision 034) and then its data.
const controlPool = new pg.Pool({
  connectionString: benchDatabaseUrl(),
  max: DEFAULT_MAX_CONNECTIONS,
});
hello.get('/db1', async () => {
  await controlPool.query('select 1');
  return { hello: 'world' };
});
hello.get('/db2', async () => {
  await controlPool.query('select 1');
  await controlPool.query('select 1');
  return { hello: 'world' };
});
await hello.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
process.send?.({ api: port(app.server), hello: port(hello.server) });

// The server's own worst event-loop delay since the last ask ('lag'): tells a stall in this
// process from one in the load generator or the machine. Beside it the collections of the same
// minutes (`gc`: how many, how many full ones, the longest pause and its kind, the pauses' sum),
// so a delay can be told from a pause of the collector (decision 085, 2026-12-07).
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const emptyGc = () => ({ count: 0, major: 0, longestMs: 0, longestKind: '', totalMs: 0 });
let gcSinceLag = emptyGc();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    const name = GC_KINDS[kind ?? 0] ?? 'other';
    gcSinceLag.count += 1;
    if (name === 'major') gcSinceLag.major += 1;
    gcSinceLag.totalMs += entry.duration;
    if (entry.duration > gcSinceLag.longestMs) {
      gcSinceLag.longestMs = entry.duration;
      gcSinceLag.longestKind = name;
    }
  }
}).observe({ entryTypes: ['gc'] });

// Memory, sampled 4 times a second from the first ask on (the discovery bench never asks), and
// the heap just after each full (mark-sweep) collection: what the process really keeps.
let memoryTimer: NodeJS.Timeout | undefined;
let heapUsedMin = Number.POSITIVE_INFINITY;
let rssMax = 0;
let majorGcs: { at: number; heapUsed: number }[] = [];
const sampleMemory = () => {
  const now = process.memoryUsage();
  heapUsedMin = Math.min(heapUsedMin, now.heapUsed);
  rssMax = Math.max(rssMax, now.rss);
  return now;
};
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      majorGcs.push({ at: Date.now(), heapUsed: process.memoryUsage().heapUsed });
    }
  }
});

process.on('message', async (message) => {
  if (message === 'lag') {
    const round1 = (ms: number) => Math.round(ms * 10) / 10;
    const gc = {
      ...gcSinceLag,
      longestMs: round1(gcSinceLag.longestMs),
      totalMs: round1(gcSinceLag.totalMs),
    };
    process.send?.({ maxLagMs: round1(lag.max / 1e6), gc });
    lag.reset();
    gcSinceLag = emptyGc();
  }
  if (message === 'memory') {
    if (!memoryTimer) {
      memoryTimer = setInterval(sampleMemory, 250).unref();
      gcObserver.observe({ entryTypes: ['gc'] });
    }
    const now = sampleMemory();
    process.send?.({ memory: { ...now, heapUsedMin, rssMax, majorGcs } });
    heapUsedMin = Number.POSITIVE_INFINITY;
    rssMax = 0;
    majorGcs = [];
  }
  if (message === 'close') {
    await Promise.all([app.close(), hello.close()]);
    await controlPool.end();
    process.exit(0);
  }
});
