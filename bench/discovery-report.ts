// The table discovery-api.ts prints and bench/results/discovery.json, from its measurements.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ArrivalsRun, printArrivals } from './discovery-arrivals';
import { percentile } from './discovery-common';
import type { Explain } from './discovery-explain';
import type { Sample } from './discovery-load';
import type { OpenLoopResult } from './open-loop';

const TARGET_P99_MS = { recommendations: 50, explore1: 20, explore1000: 20, profile: 15 };
/** Recommendations at saturation, as a share of the same round's hello-world (decision 013). */
const TARGET_RECOMMENDATIONS_RATIO = 0.15;

export type Route = keyof typeof TARGET_P99_MS;
export const CONTROLS = ['db1', 'db2', 'recsQuery', 'profileQuery'] as const;
/** Each route measured against its own statement alone (no HTTP, no session check). */
const OWN_QUERY: Partial<Record<Route, Control>> = {
  recommendations: 'recsQuery',
  profile: 'profileQuery',
};
type Control = (typeof CONTROLS)[number];

const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export type DiscoveryMeasurements = {
  population: number;
  loadAtStart: number[];
  settings: { seconds: number; rounds: number; connections: number; rate: number };
  /** Whether phase 1 ran (`--only`). */
  ranSaturation: boolean;
  benchSingles: number;
  profileTargets: number;
  routes: Route[];
  saturation: Record<'hello' | Control | Route, Sample[]>;
  fixedRate: Record<'hello' | Route, (OpenLoopResult & ServerLag)[]>;
  rebuild: { count: number; p50: number; p99: number; max: number; targetMs: number };
  rebuildMs: number[];
  firstReads: number[];
  explains: Record<string, Explain>;
  /** Phase 5 (decision 071): the page while singles join and change. */
  arrivals: ArrivalsRun[];
};

/** Prints the table and writes bench/results/discovery.json. */
export function reportDiscovery(m: DiscoveryMeasurements): void {
  const { saturation, fixedRate, rebuild, rebuildMs, firstReads, explains, routes } = m;
  const { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, rate: RATE } = m.settings;
  const controls = CONTROLS;
  const hello = median(saturation.hello.map((s) => s.reqPerSec));
  /** The median over the rounds of a sample's req/s over the same round's hello-world. */
  const ratioOf = (samples: Sample[]) =>
    Math.round(median(samples.map((s, i) => s.reqPerSec / saturation.hello[i]!.reqPerSec)) * 1000) /
    1000;
  /** The median over the rounds of a route's req/s over its own statement alone in that round. */
  const ownQueryRatio = (route: Route) => {
    const own = OWN_QUERY[route];
    const alone = own ? saturation[own] : [];
    if (!own || alone.length === 0) return null;
    const ratios = saturation[route].map((s, i) => s.reqPerSec / alone[i]!.reqPerSec);
    return Math.round(median(ratios) * 1000) / 1000;
  };
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
      ratioToOwnQuery: ownQueryRatio(route),
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
    profileQuery: "the profile route's statement alone (no HTTP)",
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
  for (const s of summary) {
    if (s.ratioToOwnQuery === null) continue;
    console.log(
      `${s.route} ÷ its own statement alone: ${s.ratioToOwnQuery.toFixed(3)} (median of the rounds' ratios; target ≥ 0.8)`,
    );
  }
  const recsRatio = summary.find((s) => s.route === 'recommendations')?.ratioToHello ?? 0;
  if (m.ranSaturation) {
    console.log(
      `recommendations at saturation: ${recsRatio.toFixed(3)}× the hello-world (target ≥ ${TARGET_RECOMMENDATIONS_RATIO}×) ${recsRatio >= TARGET_RECOMMENDATIONS_RATIO ? 'met' : 'MISSED'}`,
    );
  }
  if (rebuild.count > 0) {
    console.log(
      `rebuild of one list: p50 ${rebuild.p50} ms, p99 ${rebuild.p99} ms (target ≤ 150) ${rebuild.p99 <= 150 ? 'met' : 'MISSED'}`,
    );
  }
  printArrivals(m.arrivals, RATE);
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
    singles: m.population,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      // Anything else running on the machine shows here (the bench alone keeps it near 2).
      loadAverageAtStart: m.loadAtStart,
      loadAverageAtEnd: os.loadavg().map(round1),
    },
    settings: {
      secondsPerRun: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      rate: RATE,
      rateGenerator: 'open loop, evenly spaced, latency from the due time (open-loop.ts)',
      pagesOf: 9,
      benchSingles: m.benchSingles,
      profileTargets: m.profileTargets,
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
    arrivals: m.arrivals.map(({ page, ...run }) => ({
      ...run,
      page: {
        requests: page.requests,
        errors: page.errors,
        p50: page.p50,
        p99: page.p99,
        max: page.max,
      },
    })),
  };
  const out = process.env.BENCH_RESULTS_DIR ?? path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'discovery.json'), `${JSON.stringify(result, null, 2)}\n`);
}

/** The server's collections over a run (discovery-server.ts answers them with its loop delay). */
export type ServerGc = {
  count: number;
  major: number;
  longestMs: number;
  longestKind: string;
  totalMs: number;
};
/** What discovery-api.ts keeps of the server beside each fixed-rate run. */
export type ServerLag = { serverMaxLag: number; serverGc: ServerGc };
export const gcText = (gc: ServerGc) =>
  `gc: ${gc.count}, ${gc.major} full, longest ${gc.longestMs} ms ${gc.longestKind}, sum ${gc.totalMs} ms`;

/** Asks the bench server (discovery-server.ts) for its worst loop delay and collections since. */
export const askServerLag = (server: ChildProcess) =>
  new Promise<ServerLag>((resolve) => {
    server.once('message', (m) => {
      const { maxLagMs, gc } = m as { maxLagMs: number; gc: ServerGc };
      resolve({ serverMaxLag: maxLagMs, serverGc: gc });
    });
    server.send('lag');
  });
