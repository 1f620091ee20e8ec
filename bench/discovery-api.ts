/**
 * Discovery under load (issue 5, DECISIONS 32), in ONE run on this machine, against the data
 * set of `npm run bench:seed`:
 *  1. saturation — 50 connections, `--rounds` interleaved rounds of `--seconds` each:
 *     hello-world, a recommendations page (bench singles, pages 1–5, lists built beforehand),
 *     explore page 1 and page 1000 (limit 9, with childId), a public profile (with childId);
 *     req/s, p50/p99 and the ratio to the hello-world of the same round (recommendations: target
 *     ≥ 0.15×); beside them three ceilings in the same round — the hello-world server answering
 *     after one and after two `select 1` round trips, and the recommendations page's own
 *     prepared query run alone from this process (no HTTP, no session);
 *  2. a fixed offered rate (`--rate`) per discovery route, open loop (open-loop.ts: evenly
 *     spaced, latency counted from when each request was due), `--rounds` interleaved rounds,
 *     p50/p99 against the targets (recommendations p99 ≤ 50 ms, explore ≤ 20 ms, profile ≤ 15 ms);
 *  3. the rebuild of one single's list: `--rebuilds` distinct singles whose lists are dropped
 *     (as a profile change drops them) and read again through the service, p50/p99;
 *  4. EXPLAIN (ANALYZE, BUFFERS) of every query on the request path: any Seq Scan on children?
 * The servers run in a child process (discovery-server.ts); autocannon runs here.
 * Usage: npm run bench:api -- [--seconds 10] [--rounds 3] [--rate 300]
 *   [--rebuilds 20] [--only saturation,rate,rebuild,explain]
 *   (BENCH_DATABASE_URL as for bench:seed). Writes bench/results/discovery.json.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANY_PREFERENCE } from '@waliyy/contract';
import autocannon from 'autocannon';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_MAX_CONNECTIONS, openDatabase } from '../apps/api/src/db/client';
import { children, preferences, recommendations } from '../apps/api/src/db/schema';
import { systemClock } from '../apps/api/src/lib/clock';
import { sessionWithUserQuery } from '../apps/api/src/modules/auth/sessions.repository';
import { profileFromRow } from '../apps/api/src/modules/children/children.mapper';
import { findOwnChild } from '../apps/api/src/modules/children/children.repository';
import * as reads from '../apps/api/src/modules/discovery/discovery.repository';
import {
  createDiscoveryService,
  EXPLORE_ANCHOR_STEP,
  EXPLORE_MAX_DEPTH,
} from '../apps/api/src/modules/discovery/discovery.service';
import * as repo from '../apps/api/src/modules/discovery/explore.repository';
import type { Viewer } from '../apps/api/src/modules/discovery/population.repository';
import { buildRecommendationsSql } from '../apps/api/src/modules/discovery/ranking.repository';
import * as lists from '../apps/api/src/modules/discovery/recommendations.repository';
import { preferenceFromRow } from '../apps/api/src/modules/preferences/preferences.mapper';
import { findPreference } from '../apps/api/src/modules/preferences/preferences.repository';
import {
  BENCH_ACCOUNTS,
  BENCH_PASSWORD,
  benchDatabaseUrl,
  benchEmail,
  flag,
  percentile,
  uuidOf,
} from './discovery-common';
import { type OpenLoopResult, openLoop } from './open-loop';

const SECONDS = Number(flag('seconds', '10'));
const ROUNDS = Number(flag('rounds', '3'));
const RATE = Number(flag('rate', '300'));
const REBUILDS = Number(flag('rebuilds', '20'));
const CONNECTIONS = 50;
/** Phases to run (all by default): saturation, rate, rebuild, explain. */
const ONLY = new Set(flag('only', 'saturation,rate,rebuild,explain').split(','));
const TARGET_P99_MS = { recommendations: 50, explore1: 20, explore1000: 20, profile: 15 };
/** Recommendations at saturation, as a share of the same round's hello-world (issue 5). */
const TARGET_RECOMMENDATIONS_RATIO = 0.15;

/** Thrown to roll an EXPLAIN ANALYZE back (the rebuild's INSERT must not stay). */
class Rollback extends Error {}

const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// ---- The servers, in their own process ----
const server = fork(path.join(import.meta.dirname, 'discovery-server.ts'), [], {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
  stdio: 'inherit',
});
const ports = await new Promise<{ api: number; hello: number }>((resolve, reject) => {
  server.once('message', (m) => resolve(m as { api: number; hello: number }));
  server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const api = `http://127.0.0.1:${ports.api}`;
const helloUrl = `http://127.0.0.1:${ports.hello}/`;
const stopServer = () =>
  new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.send('close');
  });

// The bench's own connection: fixtures, the rebuild timings and EXPLAIN.
const database = await openDatabase({
  kind: 'postgres',
  url: benchDatabaseUrl(),
  maxConnections: 2,
});
const { db } = database;
const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

try {
  const [{ singles: population } = { singles: 0 }] = await rows<{ singles: number }>(
    sql`select count(*)::int as singles from children`,
  );
  log(`${population} singles in the bench database`);

  // ---- Real accounts, logged in through the API (the production limits allow 100 / 15 min) ----
  type Account = { userId: string; token: string };
  const accounts: Account[] = [];
  for (let n = 1; n <= BENCH_ACCOUNTS; n++) {
    const res = await fetch(`${api}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${benchEmail(n)}: ${res.status}; seed first`);
    const body = (await res.json()) as { data: { token: string; user: { id: string } } };
    const token = body.data.token;
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    accounts.push({ userId, token });
  }
  const tokenOf = new Map(accounts.map((a) => [a.userId, a.token]));
  const singles = await rows<{ id: string; user_id: string; gender: string; genotype: string }>(
    sql`select id, user_id, gender, genotype from children
        where user_id = any(${sql.param(accounts.map((a) => a.userId))}::uuid[]) order by id`,
  );
  log(`${accounts.length} accounts logged in, ${singles.length} singles`);

  const get = async (url: string, token: string) => {
    const res = await fetch(`${api}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ data: unknown }>;
  };
  const recsUrl = (id: string, page: number) =>
    `/api/v1/parent/child/${id}/recommendations?page=${page}&limit=9`;

  // ---- Warm: every bench single's list built (first read), then the explore counts ----
  // Lists built by other code or older than a day would be rebuilt mid-run: drop them first.
  await db.execute(
    sql`delete from recommendation_lists where child_id = any(${sql.param(singles.map((s) => s.id))}::uuid[])`,
  );
  const firstReads: number[] = [];
  for (const s of singles) {
    const start = performance.now();
    await get(recsUrl(s.id, 1), tokenOf.get(s.user_id)!);
    firstReads.push(performance.now() - start);
    await get(`/api/v1/parent?page=1&limit=9&childId=${s.id}`, tokenOf.get(s.user_id)!);
  }
  const candidates = await rows<{ child_id: string; candidate_id: string }>(
    sql`select child_id, candidate_id from recommendations
        where child_id = any(${sql.param(singles.map((s) => s.id))}::uuid[])
          and position % 25 = 1`,
  );
  log(`warm: ${singles.length} lists built (first read p50 ${Math.round(median(firstReads))} ms)`);

  // ---- What each scenario asks, round robin over the bench singles ----
  const ownerOf = new Map(singles.map((s) => [s.id, s.user_id]));
  const cycle = <T>(list: T[]) => {
    let i = 0;
    return () => list[i++ % list.length]!;
  };
  const withToken = (next: () => { path: string; single: string }) => () => {
    const { path: p, single } = next();
    return { path: p, headers: { authorization: `Bearer ${tokenOf.get(ownerOf.get(single)!)}` } };
  };
  const authed = (next: () => { path: string; headers: Record<string, string> }) => {
    return (request: autocannon.Request) => ({ ...request, ...next() });
  };
  const recsPaths = singles.flatMap((s) =>
    [1, 2, 3, 4, 5].map((page) => ({ path: recsUrl(s.id, page), single: s.id })),
  );
  const explorePaths = (page: number) =>
    singles.map((s) => ({
      path: `/api/v1/parent?page=${page}&limit=9&childId=${s.id}`,
      single: s.id,
    }));
  const profilePaths = candidates.map((c) => ({
    path: `/api/v1/recommendation/${c.candidate_id}?childId=${c.child_id}`,
    single: c.child_id,
  }));
  const scenarios = {
    recommendations: () => withToken(cycle(recsPaths)),
    explore1: () => withToken(cycle(explorePaths(1))),
    explore1000: () => withToken(cycle(explorePaths(1000))),
    profile: () => withToken(cycle(profilePaths)),
  } as const;
  type Route = keyof typeof scenarios;
  const routes = Object.keys(scenarios) as Route[];

  const run = async (
    url: string,
    options: { connections: number; setup?: autocannon.Request['setupRequest'] },
  ) => {
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: SECONDS,
      requests: [{ method: 'GET', ...(options.setup ? { setupRequest: options.setup } : {}) }],
    });
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${url}: ${bad} failed requests of ${result.requests.total}`);
    return {
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
    };
  };

  // ---- 1. Saturation: interleaved rounds ----
  type Sample = Awaited<ReturnType<typeof run>>;
  const queryDatabase = await openDatabase({
    kind: 'postgres',
    url: benchDatabaseUrl(),
    maxConnections: DEFAULT_MAX_CONNECTIONS,
  });
  const pageQuery = reads.prepareDiscoveryReads(queryDatabase.db).recommendationsPage;
  const recsQueryAlone = async (): Promise<Sample> => {
    const latencies: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const i = n++;
          const single = singles[i % singles.length]!;
          const start = performance.now();
          await pageQuery.execute({
            childId: single.id,
            userId: single.user_id,
            limit: 9,
            offset: (Math.floor(i / singles.length) % 5) * 9,
          });
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      reqPerSec: Math.round(latencies.length / SECONDS),
      p50: round1(percentile(latencies, 50)),
      p99: round1(percentile(latencies, 99)),
      requests: latencies.length,
    };
  };
  // db1/db2: the hello-world server's controls that read PostgreSQL once and twice (`select 1`
  // through a pool of 10): the ceiling of any route that reads the database at all.
  // recsQuery: the recommendations page's own prepared query alone, no HTTP and no session — 50
  // callers over a pool of 10 in this process: the ceiling of the route's PostgreSQL work.
  const controls = ['db1', 'db2', 'recsQuery'] as const;
  const saturation: Record<'hello' | (typeof controls)[number] | Route, Sample[]> = {
    hello: [],
    db1: [],
    db2: [],
    recsQuery: [],
    recommendations: [],
    explore1: [],
    explore1000: [],
    profile: [],
  };
  for (let r = 1; ONLY.has('saturation') && r <= ROUNDS; r++) {
    saturation.hello.push(await run(helloUrl, { connections: CONNECTIONS }));
    for (const control of ['db1', 'db2'] as const) {
      saturation[control].push(await run(`${helloUrl}${control}`, { connections: CONNECTIONS }));
    }
    saturation.recsQuery.push(await recsQueryAlone());
    for (const route of routes) {
      saturation[route].push(
        await run(api, { connections: CONNECTIONS, setup: authed(scenarios[route]()) }),
      );
    }
    log(
      `round ${r}: ${(['hello', ...controls, ...routes] as const).map((k) => `${k} ${saturation[k].at(-1)!.reqPerSec}/s`).join(', ')}`,
    );
  }
  await queryDatabase.close();

  // ---- 2. A fixed offered rate, open loop (open-loop.ts), interleaved rounds ----
  // The hello-world at the same rate is the control: what this machine's scheduling alone
  // costs a request's latency (a stall of the whole sandbox shows there too).
  const fixedRate = {
    hello: [],
    recommendations: [],
    explore1: [],
    explore1000: [],
    profile: [],
  } as Record<'hello' | Route, (OpenLoopResult & { serverMaxLag: number })[]>;
  /** The server process's worst event-loop delay since the last call (ms). */
  const serverLag = () =>
    new Promise<number>((resolve) => {
      server.once('message', (m) => resolve((m as { maxLagMs: number }).maxLagMs));
      server.send('lag');
    });
  const helloOrigin = helloUrl.replace(/\/$/, '');
  const helloNext = () => ({ path: '/', headers: {} });
  for (let r = 1; ONLY.has('rate') && r <= ROUNDS; r++) {
    for (const route of ['hello', ...routes] as const) {
      await serverLag();
      const run = await openLoop({
        origin: route === 'hello' ? helloOrigin : api,
        rate: RATE,
        seconds: SECONDS,
        next: route === 'hello' ? helloNext : scenarios[route](),
      });
      const result = { ...run, serverMaxLag: await serverLag() };
      if (result.errors > 0)
        throw new Error(`${route} at ${RATE}/s: ${result.errors} failed requests`);
      fixedRate[route].push(result);
    }
    log(
      `${RATE} req/s open loop, round ${r}: ${(['hello', ...routes] as const).map((k) => `${k} p50 ${fixedRate[k].at(-1)!.p50} / p99 ${fixedRate[k].at(-1)!.p99} ms (max ${fixedRate[k].at(-1)!.max}; worst loop delay: server ${fixedRate[k].at(-1)!.serverMaxLag}, generator ${fixedRate[k].at(-1)!.generatorMaxLag})`).join(', ')}`,
    );
  }

  // ---- 3. Rebuilds: N distinct singles (not the bench accounts'), lists dropped, read again ----
  const service = createDiscoveryService({ db, clock: systemClock });
  const rebuildSingles = await rows<{ id: string; user_id: string }>(sql`
    select distinct on (c.user_id) c.id, c.user_id from children c
    where c.user_id = any(array(select ${sql.raw(uuidOf('user', 'u'))}
                                from generate_series(1000, ${1000 + REBUILDS}::int) u))
    order by c.user_id, c.id`);
  const rebuildMs: number[] = [];
  // The first is not timed: this process's connections are new (the server's are warm).
  for (const [i, s] of (ONLY.has('rebuild') ? rebuildSingles : []).entries()) {
    await db.transaction((tx) => lists.dropList(tx, s.id));
    const start = performance.now();
    await service.recommendations(s.user_id, s.id, { page: 1, limit: 9 });
    if (i > 0) rebuildMs.push(performance.now() - start);
  }
  const sortedRebuilds = [...rebuildMs].sort((a, b) => a - b);
  const rebuild = {
    count: rebuildMs.length,
    p50: Math.round(percentile(sortedRebuilds, 50)),
    p99: Math.round(percentile(sortedRebuilds, 99)),
    max: Math.round(sortedRebuilds.at(-1) ?? 0),
    targetMs: 150,
  };
  log(`rebuild of one list: p50 ${rebuild.p50} ms, p99 ${rebuild.p99} ms (n = ${rebuild.count})`);

  // ---- 4. EXPLAIN (ANALYZE, BUFFERS) of the request path ----
  const viewerSingle =
    singles.find((s) => s.gender === 'MALE' && s.genotype === 'AA') ?? singles[0]!;
  const viewer: Viewer = {
    userId: viewerSingle.user_id,
    single: { gender: viewerSingle.gender as 'MALE' | 'FEMALE', genotype: viewerSingle.genotype },
  };
  // No childId: the account's singles decide (issue 22) — a son AA and a daughter AS, both genders.
  const everyone: Viewer = {
    userId: viewerSingle.user_id,
    singles: [
      { gender: 'MALE', genotype: 'AA' },
      { gender: 'FEMALE', genotype: 'AS' },
    ],
  };
  const [session] = await rows<{ id: string }>(
    sql`select id from sessions where user_id = ${viewerSingle.user_id} limit 1`,
  );
  const someone = candidates.find((c) => c.child_id === viewerSingle.id)!.candidate_id;
  const now = new Date();
  const own = (await findOwnChild(db, viewerSingle.user_id, viewerSingle.id))!;
  const pref = await findPreference(db, viewerSingle.id);
  const build = buildRecommendationsSql({
    userId: viewerSingle.user_id,
    singleId: viewerSingle.id,
    profile: profileFromRow(own, now),
    preference: pref ? preferenceFromRow(pref) : null,
    now,
  });
  // DECISIONS 34: the same single with must-haves few candidates meet, so the list goes on with
  // the close section (its branch scans the widened age band): a rare country and a sect, and
  // one that nobody meets at all.
  const basePreference = pref ? preferenceFromRow(pref) : null;
  const strictBuild = (countries: string[], sects: string[]) =>
    buildRecommendationsSql({
      userId: viewerSingle.user_id,
      singleId: viewerSingle.id,
      profile: profileFromRow(own, now),
      preference: {
        ...(basePreference ?? ANY_PREFERENCE),
        countryOfResidence: countries,
        sect: sects,
      },
      now,
    });
  const toSql = (q: { getSQL(): SQL }) => q.getSQL();
  const strictQueries: Record<string, SQL> = {
    'rebuild, must-haves few meet (the close section runs)': strictBuild(['Ireland'], ['SHIA']),
    'rebuild, must-haves nobody meets (all close)': strictBuild(['Antarctica'], []),
  };
  // Page 1000 (offset 8,991) starts at anchor 89 (8,900 rows before it), as the service does.
  const anchorsFor = new Map<Viewer, repo.Anchor>();
  for (const who of [viewer, everyone]) {
    const list = await repo.populationAnchorsQuery(db, who, EXPLORE_ANCHOR_STEP, EXPLORE_MAX_DEPTH);
    anchorsFor.set(who, list[88]!);
  }
  const anchorOf = (who: Viewer) => anchorsFor.get(who)!;
  const queries: Record<string, SQL> = {
    // What authenticate runs on every request.
    session: toSql(sessionWithUserQuery(db, session?.id ?? viewerSingle.id)),
    'own single': toSql(
      db
        .select()
        .from(children)
        .where(and(eq(children.id, viewerSingle.id), eq(children.userId, viewerSingle.user_id)))
        .limit(1),
    ),
    'recommendations page 5 (with the list check and its count)': toSql(
      lists.recommendationsPage(db, viewerSingle.id, viewerSingle.user_id, 9, 36),
    ),
    'explore page 1 (childId)': toSql(repo.explorePage(db, viewer, 9, 0)),
    'explore anchors (a minute per population)': toSql(
      repo.populationAnchorsQuery(db, viewer, EXPLORE_ANCHOR_STEP, EXPLORE_MAX_DEPTH),
    ),
    'explore page 1000 (childId), from its anchor': toSql(
      repo.explorePage(db, viewer, 9, 999 * 9 - 89 * EXPLORE_ANCHOR_STEP, anchorOf(viewer)),
    ),
    'explore page 1000 (no childId), from its anchor': toSql(
      repo.explorePage(db, everyone, 9, 999 * 9 - 89 * EXPLORE_ANCHOR_STEP, anchorOf(everyone)),
    ),
    'explore page 1 (no childId: a Merge Append per gender)': toSql(
      repo.explorePage(db, everyone, 9, 0),
    ),
    'explore population count': toSql(repo.populationCountQuery(db, viewer)),
    'explore own in population': toSql(repo.ownInPopulationQuery(db, viewer)),
    'profile view': toSql(reads.visibleProfile(db, viewer, someone)),
    preference: toSql(
      db.select().from(preferences).where(eq(preferences.childId, someone)).limit(1),
    ),
    'rebuild (INSERT … SELECT, rolled back)': build,
    ...strictQueries,
  };
  const explains: Record<string, { ms: number; seqScanOnChildren: boolean; plan: string }> = {};
  for (const [name, query] of ONLY.has('explain') ? Object.entries(queries) : []) {
    let plan = '';
    await db
      .transaction(async (tx) => {
        // The rebuild replaces the list (replaceList): its old rows go first, as there.
        if (name.startsWith('rebuild')) {
          for (const setting of lists.BUILD_SETTINGS) await tx.execute(setting);
          await tx.delete(recommendations).where(eq(recommendations.childId, viewerSingle.id));
        }
        const result = (await tx.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    explains[name] = { ms, seqScanOnChildren: /Seq Scan on children/.test(plan), plan };
  }

  // ---- The table ----
  const hello = median(saturation.hello.map((s) => s.reqPerSec));
  /** The median over the rounds of a sample's req/s over the same round's hello-world. */
  const ratioOf = (samples: Sample[]) =>
    Math.round(median(samples.map((s, i) => s.reqPerSec / saturation.hello[i]!.reqPerSec)) * 1000) /
    1000;
  const ceilings = controls.map((control) => ({
    control,
    reqPerSec: median(saturation[control].map((s) => s.reqPerSec)),
    ratioToHello: ratioOf(saturation[control]),
  }));
  const summary = routes.map((route) => {
    const samples = saturation[route];
    return {
      route,
      reqPerSec: median(samples.map((s) => s.reqPerSec)),
      ratioToHello: ratioOf(samples),
      p50: median(samples.map((s) => s.p50)),
      p99: median(samples.map((s) => s.p99)),
      // At the fixed rate: the median over the rounds of each round's p50 and p99.
      fixedRate: fixedRate[route].length
        ? {
            p50: median(fixedRate[route].map((f) => f.p50)),
            p99: median(fixedRate[route].map((f) => f.p99)),
            worstP99: Math.max(...fixedRate[route].map((f) => f.p99)),
          }
        : null,
      targetP99Ms: TARGET_P99_MS[route],
    };
  });
  const pad = (s: unknown, n: number) => String(s).padStart(n);
  console.log(
    `\nhello-world ceiling: ${hello} req/s (median of ${ROUNDS} rounds, ${CONNECTIONS} connections)`,
  );
  const ceilingNames = {
    db1: 'one PostgreSQL round trip (select 1)',
    db2: 'two PostgreSQL round trips (select 1)',
    recsQuery: "the recommendations page's query alone (no HTTP)",
  } as const;
  for (const c of ceilings) {
    if (c.reqPerSec === 0) continue;
    console.log(
      `${ceilingNames[c.control]} ceiling: ${c.reqPerSec}/s, ${c.ratioToHello.toFixed(3)}× the hello-world`,
    );
  }
  if (fixedRate.hello.length) {
    const h = fixedRate.hello;
    console.log(
      `hello-world at ${RATE}/s (the machine's own floor): p50 ${median(h.map((f) => f.p50))} / p99 ${median(h.map((f) => f.p99))} ms (worst ${Math.max(...h.map((f) => f.p99))})`,
    );
  }
  console.log(
    `${'route'.padEnd(16)}${pad('req/s', 8)}${pad('ratio', 8)}${pad('p50', 6)}${pad('p99', 6)}  @${RATE}/s p50 / p99 (worst)  target p99`,
  );
  for (const s of summary) {
    const f = s.fixedRate;
    const fixed = (f ? `${pad(f.p50, 8)} / ${pad(f.p99, 5)} (${f.worstP99})` : '  not run').padEnd(
      26,
    );
    const verdict = f === null ? 'not run' : f.p99 <= s.targetP99Ms ? 'met' : 'MISSED';
    console.log(
      `${s.route.padEnd(16)}${pad(s.reqPerSec, 8)}${pad(s.ratioToHello.toFixed(3), 8)}${pad(s.p50, 6)}${pad(s.p99, 6)}  ${fixed}  ≤ ${s.targetP99Ms} ${verdict}`,
    );
  }
  const recsRatio = summary.find((s) => s.route === 'recommendations')?.ratioToHello ?? 0;
  if (ONLY.has('saturation')) {
    console.log(
      `recommendations at saturation: ${recsRatio.toFixed(3)}× the hello-world (target ≥ ${TARGET_RECOMMENDATIONS_RATIO}×) ${recsRatio >= TARGET_RECOMMENDATIONS_RATIO ? 'met' : 'MISSED'}`,
    );
  }
  if (rebuild.count > 0) {
    console.log(
      `rebuild of one list: p50 ${rebuild.p50} ms, p99 ${rebuild.p99} ms (target ≤ 150) ${rebuild.p99 <= 150 ? 'met' : 'MISSED'}`,
    );
  }
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) at this size:');
  for (const [name, e] of Object.entries(explains)) {
    console.log(
      `  ${name.padEnd(40)} ${pad(e.ms.toFixed(2), 9)} ms  ${e.seqScanOnChildren ? 'SEQ SCAN ON CHILDREN' : 'no seq scan on children'}`,
    );
  }
  const anySeqScan = Object.values(explains).some((e) => e.seqScanOnChildren);
  console.log(`any Seq Scan on children: ${anySeqScan ? 'YES' : 'no'}`);

  const result = {
    when: new Date().toISOString(),
    singles: population,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      // Anything else running on the machine shows here (the bench alone keeps it near 2).
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map(round1),
    },
    settings: {
      secondsPerRun: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      rate: RATE,
      rateGenerator: 'open loop, evenly spaced, latency from the due time (open-loop.ts)',
      pagesOf: 9,
      benchSingles: singles.length,
      profileTargets: profilePaths.length,
    },
    helloReqPerSec: hello,
    ceilings,
    routes: summary,
    rounds: saturation,
    fixedRate,
    rebuild: { ...rebuild, ms: rebuildMs.map(round1) },
    firstReadsMs: firstReads.map(round1),
    explain: explains,
    anySeqScanOnChildren: anySeqScan,
  };
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'discovery.json'), `${JSON.stringify(result, null, 2)}\n`);
  log('written bench/results/discovery.json');
} finally {
  await database.close();
  await stopServer();
}
