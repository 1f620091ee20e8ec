// Where a discovery request's Node time goes (decision 086): each route of `--routes` under 50
// autocannon connections for `--seconds`, with the server's CPU per request (process.cpuUsage)
// and its V8 profile's top self times; `query` runs the recommendations page's query alone in
// this process the same way (its CPU per query, its profile). The app runs in a child process
// (route-profile-server.ts) on PORT (default 3600), against the bench database (BENCH_DATABASE_URL).
// Usage: cd bench && npx tsx route-profile.ts --routes query,recommendations,explore1,profile
//   --seconds 5 [--rounds 2] [--out /tmp/prof/label]   (writes label-route-round.cpuprofile)
//   [--inject 2000]: instead, each route's requests through `inject`, the app's CPU per request.
//   [--rate 300]: instead of 50 connections, that many requests a second, open loop (as bench:api's
//   fixed-rate phase), and every stretch of the server's loop busy ≥ `--stall-ms` (10) with what
//   ran in it and the collections that fell in it (loop-stalls.ts).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_MAX_CONNECTIONS, openDatabase } from '../apps/api/src/db/client';
import { prepareDiscoveryReads } from '../apps/api/src/modules/discovery/discovery.repository';
import { benchDatabaseUrl, flag } from './discovery-common';
import type { BenchSingle } from './discovery-explain';
import {
  authed,
  autocannonRun,
  discoveryScenarios,
  loginBenchAccounts,
  recsQueryAlone,
} from './discovery-load';
import { type CpuProfile, type GcEvent, stallsOf } from './loop-stalls';
import { openLoop } from './open-loop';

const SECONDS = Number(flag('seconds', '5'));
const ROUNDS = Number(flag('rounds', '1'));
const ROUTES = flag('routes', 'recommendations').split(',');
const OUT = flag('out', '');
/** With `--inject N`: N requests a route through the app's inject (no socket), CPU per request. */
const INJECT = Number(flag('inject', '0'));
const PORT = Number(process.env.PORT ?? 3600);
/** With `--rate N`: the route at N requests a second, open loop, and the server's loop stalls. */
const RATE = Number(flag('rate', '0'));
const STALL_MS = Number(flag('stall-ms', '10'));

const server = fork(path.join(import.meta.dirname, 'route-profile-server.ts'), [], {
  // BENCH_SERVER_NODE_ARGS as for bench:api, e.g. "--trace-gc".
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'inherit',
});
const ask = <T>(message: string) =>
  new Promise<T>((resolve) => {
    server.once('message', (m) => resolve(m as T));
    server.send(message);
  });
await new Promise((resolve) => server.once('message', resolve));
const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
const api = `http://127.0.0.1:${PORT}`;
const database = await openDatabase({
  kind: 'postgres',
  url: benchDatabaseUrl(),
  maxConnections: DEFAULT_MAX_CONNECTIONS,
});
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
type Profile = CpuProfile;
function selfTop(profile: Profile, n = 12) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const f = byId.get(id)!.callFrame;
    // No CPU spent, and the profiler's own answer to the 'stop' asking for the profile.
    if (f.functionName === '(idle)' || (f.functionName === 'dispatch' && !f.url)) return;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*wt-route\//, '')}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
}
try {
  const accounts = await loginBenchAccounts(api);
  const tokenOf = new Map(accounts.map((a) => [a.userId, a.token]));
  const singles = await rows<BenchSingle>(
    sql`select id, user_id, gender, genotype from children
        where user_id = any(${sql.param(accounts.map((a) => a.userId))}::uuid[]) order by id`,
  );
  const candidates = await rows<{ child_id: string; candidate_id: string }>(
    sql`select child_id, candidate_id from (
          select child_id, candidate_id, row_number() over (
            partition by child_id order by misses, score desc, candidate_id) as position
          from recommendations
          where child_id = any(${sql.param(singles.map((s) => s.id))}::uuid[])) ranked
        where position % 25 = 1`,
  );
  const { scenarios } = discoveryScenarios(singles, candidates, tokenOf);
  const pageQuery = prepareDiscoveryReads(database.db).recommendationsPage;
  // Warm-up: every path once through the app, and the JIT.
  for (const route of ROUTES) {
    if (route === 'query' || route === 'live') continue;
    await autocannonRun(api, {
      connections: 10,
      seconds: 2,
      setup: authed(scenarios[route as keyof typeof scenarios]()),
    });
  }
  if (INJECT) {
    for (let r = 1; r <= ROUNDS; r++) {
      for (const route of ROUTES.filter((name) => name !== 'query')) {
        const next = scenarios[route as keyof typeof scenarios]();
        const requests = Array.from({ length: INJECT + 300 }, next);
        const { cpuUs } = await new Promise<{ cpuUs: number }>((resolve) => {
          server.once('message', (m) => resolve(m as { cpuUs: number }));
          server.send({ inject: requests });
        });
        console.log(`round ${r} ${route} by inject: ${cpuUs} µs/request`);
      }
    }
  }
  for (let r = 1; !INJECT && r <= ROUNDS; r++) {
    for (const route of ROUTES) {
      if (route === 'query') {
        await inspector.post('Profiler.start');
        const cpu0 = process.cpuUsage();
        const s = await recsQueryAlone(pageQuery, singles, { connections: 50, seconds: SECONDS });
        const cpu = process.cpuUsage(cpu0);
        const { profile } = await inspector.post('Profiler.stop');
        console.log(
          `round ${r} query alone: ${s.reqPerSec}/s p50 ${s.p50} p99 ${s.p99}; this process ${Math.round((cpu.user + cpu.system) / s.requests)} µs/query`,
        );
        if (OUT) writeFileSync(`${OUT}-query-${r}.cpuprofile`, JSON.stringify(profile));
        if (r === ROUNDS) console.log(selfTop(profile as Profile).join('\n'));
        continue;
      }
      if (RATE) {
        await ask('start');
        const o = await openLoop({
          origin: api,
          rate: RATE,
          seconds: SECONDS,
          // `live`: /api/v1/health/live at the same rate, the control (the app's stack, no database).
          next:
            route === 'live'
              ? () => ({ path: '/api/v1/health/live', headers: {} })
              : scenarios[route as keyof typeof scenarios](),
        });
        const stop = await ask<{
          cpuUs: number;
          profile: Profile;
          gcs: GcEvent[];
          maxLagMs: number;
          epochOffsetMs: number;
        }>('stop');
        console.log(
          `round ${r} ${route} at ${RATE}/s: p50 ${o.p50} p99 ${o.p99} max ${o.max} ms (errors ${o.errors}, late sends ${o.lateSends}); worst loop delay: server ${stop.maxLagMs}, generator ${o.generatorMaxLag} ms; server CPU ${Math.round(stop.cpuUs / o.requests)} µs/request; collections ${stop.gcs.length} (major ${stop.gcs.filter((g) => g.kind === 'major').length}, longest ${Math.max(0, ...stop.gcs.map((g) => g.ms))} ms)`,
        );
        const stalls = stallsOf(stop.profile, stop.gcs, STALL_MS);
        // Each request at or above the p99 against the server's stalls: did one overlap it?
        const startMs = stop.profile.startTime / 1000 + stop.epochOffsetMs;
        const overlapping = (slow: { dueAt: number; ms: number }) =>
          stalls.find(
            (st) =>
              startMs + st.atMs < slow.dueAt + slow.ms && startMs + st.atMs + st.ms > slow.dueAt,
          );
        const inStall = o.slowest.map(overlapping).filter((st) => st !== undefined);
        const inGc = inStall.filter((st) => st.gcMs >= st.ms / 2 || st.gcs.some((g) => g.ms >= 5));
        console.log(
          `  the ${o.slowest.length} requests at or above the p99: ${inStall.length} overlap a stall of the server's loop ≥ ${STALL_MS} ms (${inGc.length} of them a collection's), ${o.slowest.length - inStall.length} none`,
        );
        for (const st of stalls) {
          const gcs = st.gcs.map((g) => `${g.kind} ${g.ms}`).join(', ');
          console.log(
            `  busy ${st.ms} ms at ${st.atMs} ms (gc samples ${st.gcMs}, longest gap ${st.maxGapMs}; collections: ${gcs || 'none'}): ${st.top.join(' | ')}`,
          );
        }
        if (OUT) writeFileSync(`${OUT}-${route}-${r}.cpuprofile`, JSON.stringify(stop.profile));
        continue;
      }
      await ask('start');
      const s = await autocannonRun(api, {
        connections: 50,
        seconds: SECONDS,
        setup: authed(scenarios[route as keyof typeof scenarios]()),
      });
      const { cpuUs, profile } = await ask<{ cpuUs: number; profile: Profile }>('stop');
      console.log(
        `round ${r} ${route}: ${s.reqPerSec}/s p50 ${s.p50} p99 ${s.p99}; server CPU ${Math.round(cpuUs / s.requests)} µs/request`,
      );
      if (OUT) writeFileSync(`${OUT}-${route}-${r}.cpuprofile`, JSON.stringify(profile));
      if (r === ROUNDS) console.log(selfTop(profile).join('\n'));
    }
  }
} finally {
  await database.close();
  await ask('close').catch(() => {});
}
