/**
 * Discovery under load (decisions 013 and 058), in ONE run on this machine, against the data
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
 *  5. arrivals (decision 071, discovery-arrivals.ts): the recommendations page at the fixed rate
 *     for `--arrival-seconds` while `--arrivals` singles an hour join or change (half new,
 *     half edited, all belonging in the bench singles' lists), after a control run with nobody
 *     arriving, then again at 10× that rate;
 *     the page's p50/p99 (target p99 ≤ 50 ms), an arrival's own write, and how many lists took
 *     the newcomers in.
 * The servers run in a child process (discovery-server.ts); autocannon runs here.
 * Usage: npm run bench:api -- [--seconds 10] [--rounds 3] [--rate 300]
 *   [--rebuilds 20] [--arrivals 1000] [--arrival-seconds 60]
 *   [--only saturation,rate,rebuild,explain,arrivals]
 *   (BENCH_DATABASE_URL as for bench:seed). Writes bench/results/discovery.json.
 */
import os from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_MAX_CONNECTIONS, openDatabase } from '../apps/api/src/db/client';
import { systemClock } from '../apps/api/src/lib/clock';
import { prepareDiscoveryReads } from '../apps/api/src/modules/discovery/discovery.repository';
import { createDiscoveryService } from '../apps/api/src/modules/discovery/discovery.service';
import { dropList } from '../apps/api/src/modules/discovery/recommendations.repository';
import { createRelationReads } from '../apps/api/src/modules/likes';
import { type AutovacuumStandIn, autovacuumStandIn } from './autovacuum';
import { type ArrivalsRun, printArrivals, runArrivals } from './discovery-arrivals';
import { benchDatabaseUrl, flag, percentile, uuidOf } from './discovery-common';
import { explainRequestPath } from './discovery-explain';
import {
  authed,
  autocannonRun,
  discoveryScenarios,
  forkDiscoveryServer,
  loginBenchAccounts,
  profileStatementAlone,
  recsQueryAlone,
  recsUrl,
  type Sample,
} from './discovery-load';
import {
  askServerLag,
  CONTROLS,
  type DiscoveryMeasurements,
  gcText,
  reportDiscovery,
} from './discovery-report';
import { openLoop } from './open-loop';

const SECONDS = Number(flag('seconds', '10'));
const ROUNDS = Number(flag('rounds', '3'));
const RATE = Number(flag('rate', '300'));
const REBUILDS = Number(flag('rebuilds', '20'));
/** Singles an hour that join or change during the arrivals phase (decision 071 measures 1,000). */
const ARRIVALS_PER_HOUR = Number(flag('arrivals', '1000'));
/** How long each arrivals run lasts (at 1,000 an hour, 60 s sees ~17 arrivals). */
const ARRIVAL_SECONDS = Number(flag('arrival-seconds', '60'));
const CONNECTIONS = 50;
/** Phases to run (all by default): saturation, rate, rebuild, explain, arrivals. */
const ONLY = new Set(flag('only', 'saturation,rate,rebuild,explain,arrivals').split(','));
const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// ---- The servers, in their own process ----
const { server, api, helloUrl, stopServer } = await forkDiscoveryServer();

// The bench's own connection: fixtures, the rebuild timings and EXPLAIN. No time limit: the
// EXPLAIN phase's setup (a day's arrivals stamped on a fresh seed of a million) outlasts the
// app's 5 s, and the client then cut the connection under it.
const database = await openDatabase({
  kind: 'postgres',
  url: benchDatabaseUrl(),
  maxConnections: 2,
  queryTimeoutMs: 0,
});
const { db } = database;
const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
let autovacuum: AutovacuumStandIn | undefined;

try {
  const [{ singles: population } = { singles: 0 }] = await rows<{ singles: number }>(
    sql`select count(*)::int as singles from children`,
  );
  log(`${population} singles in the bench database`);

  const accounts = await loginBenchAccounts(api);
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
    sql`select child_id, candidate_id from (
          select child_id, candidate_id, row_number() over (
            partition by child_id order by misses, score desc, candidate_id) as position
          from recommendations
          where child_id = any(${sql.param(singles.map((s) => s.id))}::uuid[])) ranked
        where position % 25 = 1`,
  );
  log(`warm: ${singles.length} lists built (first read p50 ${Math.round(median(firstReads))} ms)`);
  // Autovacuum's work on what the warm-up rewrote, when the server does not do it (decision 092).
  autovacuum = await autovacuumStandIn(benchDatabaseUrl(), log);
  await autovacuum.pass({ now: true });

  const { scenarios, profileTargets } = discoveryScenarios(singles, candidates, tokenOf);
  type Route = keyof typeof scenarios;
  const routes = Object.keys(scenarios) as Route[];
  const run = (
    url: string,
    options: { connections: number; setup?: Parameters<typeof autocannonRun>[1]['setup'] },
  ) => autocannonRun(url, { ...options, seconds: SECONDS });

  // ---- 1. Saturation: interleaved rounds ----
  const queryDatabase = await openDatabase({
    kind: 'postgres',
    url: benchDatabaseUrl(),
    maxConnections: DEFAULT_MAX_CONNECTIONS,
  });
  const pageQuery = prepareDiscoveryReads(queryDatabase.db).recommendationsPage;
  const profileQueryAlone = await profileStatementAlone(queryDatabase.db, singles, candidates, {
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  // db1/db2: the hello-world server's controls that read PostgreSQL once and twice (`select 1`
  // through a pool of 10): the ceiling of any route that reads the database at all.
  // recsQuery: the recommendations page's own prepared query alone, no HTTP and no session — 50
  // callers over a pool of 10 in this process: the ceiling of the route's PostgreSQL work.
  const controls = CONTROLS;
  const saturation: Record<'hello' | (typeof controls)[number] | Route, Sample[]> = {
    hello: [],
    db1: [],
    db2: [],
    recsQuery: [],
    profileQuery: [],
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
    saturation.recsQuery.push(
      await recsQueryAlone(pageQuery, singles, { connections: CONNECTIONS, seconds: SECONDS }),
    );
    saturation.profileQuery.push(await profileQueryAlone());
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
  } as DiscoveryMeasurements['fixedRate'];
  const serverLag = () => askServerLag(server);
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
      const result = { ...run, ...(await serverLag()) };
      if (result.errors > 0)
        throw new Error(`${route} at ${RATE}/s: ${result.errors} failed requests`);
      fixedRate[route].push(result);
    }
    log(
      `${RATE} req/s open loop, round ${r}: ${(['hello', ...routes] as const).map((k) => `${k} p50 ${fixedRate[k].at(-1)!.p50} / p99 ${fixedRate[k].at(-1)!.p99} ms (max ${fixedRate[k].at(-1)!.max}; worst loop delay: server ${fixedRate[k].at(-1)!.serverMaxLag} [${gcText(fixedRate[k].at(-1)!.serverGc)}], generator ${fixedRate[k].at(-1)!.generatorMaxLag})`).join(', ')}`,
    );
  }

  // ---- 3. Rebuilds: N distinct singles (not the bench accounts'), lists dropped, read again ----
  const relation = createRelationReads(db);
  const service = createDiscoveryService({ db, clock: systemClock, relation });
  const rebuildSingles = await rows<{ id: string; user_id: string }>(sql`
    select distinct on (c.user_id) c.id, c.user_id from children c
    where c.user_id = any(array(select ${sql.raw(uuidOf('user', 'u'))}
                                from generate_series(1000, ${1000 + REBUILDS}::int) u))
    order by c.user_id, c.id`);
  const rebuildMs: number[] = [];
  // The first is not timed: this process's connections are new (the server's are warm).
  for (const [i, s] of (ONLY.has('rebuild') ? rebuildSingles : []).entries()) {
    await db.transaction((tx) => dropList(tx, s.id));
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

  // ---- 4. EXPLAIN (ANALYZE, BUFFERS) of the request path (discovery-explain.ts) ----
  const explains = await explainRequestPath(db, singles, candidates, ONLY.has('explain'));

  // ---- 5. Arrivals: the page at the fixed rate while singles join and change ----
  const arrivals: ArrivalsRun[] = [];
  // 0 first: the same run with nobody arriving, the control of this machine's own noise.
  const arrivalRates = [0, ARRIVALS_PER_HOUR, ARRIVALS_PER_HOUR * 10];
  if (ONLY.has('arrivals')) await autovacuum.pass({ now: true }); // what the EXPLAIN phase left
  for (const perHour of ONLY.has('arrivals') ? arrivalRates : []) {
    arrivals.push(
      await runArrivals({
        database,
        api,
        rate: RATE,
        seconds: ARRIVAL_SECONDS,
        perHour,
        candidates: [...new Set(candidates.map((c) => c.candidate_id))],
        next: scenarios.recommendations(),
      }),
    );
    printArrivals(arrivals.slice(-1), RATE);
  }

  // ---- The table and bench/results/discovery.json (discovery-report.ts) ----
  const measurements: DiscoveryMeasurements = {
    population,
    loadAtStart,
    settings: { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, rate: RATE },
    ranSaturation: ONLY.has('saturation'),
    benchSingles: singles.length,
    profileTargets,
    routes,
    saturation,
    fixedRate,
    rebuild,
    rebuildMs,
    firstReads,
    explains,
    arrivals,
  };
  reportDiscovery(measurements);
  log(`written ${process.env.BENCH_RESULTS_DIR ?? 'bench/results'}/discovery.json`);
} finally {
  await autovacuum?.stop();
  await database.close();
  await stopServer();
}
