/**
 * `npm run bench:hardening` (decision 014): in ONE run on this machine,
 *  1. seeds its own database (`HARDENING_DATABASE_URL`, default …/waliyy_hardening; never
 *     `test`) with `--profiles` profiles (discovery-seed.ts), starts the API in a child process
 *     (discovery-server.ts) and readies the accounts of the mixed scenario (hardening-setup.ts);
 *  2. measures the Fastify hello-world ceiling (autocannon, 50 connections; before and after
 *     the steps, the mean is the run's ceiling);
 *  3. steps the offered rate of the mixed scenario (mixed-scenario.ts) up, open loop, until p99
 *     exceeds 200 ms or a request fails: the last step that met both is the sustained rate;
 *  4. soaks the API at 70 % of that rate, sampling its RSS and heap every 10 s over IPC;
 *  5. runs the fault scenarios (hardening-faults.ts: the hook);
 *  6. writes bench/results/hardening-<date>.md (+ .json, and hardening.md as the latest).
 *
 * Usage: npm run bench:hardening -- [--profiles 20000] [--skip-seed] [--start-rate 50]
 *   [--step-factor 1.25] [--step-seconds 30] [--warmup-seconds 15] [--soak-seconds 600]
 *   [--soak-rate N] [--retries 1] [--pool-accounts 20000 (0: all)] [--browser-accounts 500]
 *   [--login-accounts 500] [--skip-soak] [--skip-faults] [--outage-seconds 30] [--skip-fault-tests] [--skip-lighthouse]
 *   [--quick (10 s steps, 60 s soak, 5 s outage)]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { autovacuumStandIn } from './autovacuum';
import { benchDatabaseUrl, flag } from './discovery-common';
import { lighthouseSection } from './hardening-browsers';
import { type FaultsSection, runFaults } from './hardening-faults';
import {
  type HardeningResult,
  renderMarkdown,
  type StepResult,
  TARGET_P99_MS,
} from './hardening-report';
import { type BenchServer, prepare, seed, startServer } from './hardening-setup';
import { runSoak, type SoakResult } from './hardening-soak';
import { createMixedScenario, MIX } from './mixed-scenario';
import { openLoop } from './open-loop';

const started = Date.now();
const has = (name: string) => process.argv.includes(`--${name}`);
const quick = has('quick');
const number = (name: string, fallback: number, quickFallback = fallback) => {
  const value = Number(flag(name, String(quick ? quickFallback : fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: not a number ≥ 0`);
  return value;
};
const settings = {
  profiles: number('profiles', 20_000),
  skipSeed: has('skip-seed'),
  startRate: number('start-rate', 50),
  stepFactor: number('step-factor', 1.25),
  maxRate: number('max-rate', 5_000),
  stepSeconds: number('step-seconds', 30, 10),
  warmupSeconds: number('warmup-seconds', 15, 5),
  retries: number('retries', 1),
  soakSeconds: number('soak-seconds', 600, 60),
  soakRate: number('soak-rate', 0),
  helloSeconds: number('hello-seconds', 10, 5),
  poolAccounts: number('pool-accounts', 20_000),
  browserAccounts: number('browser-accounts', 500, 200),
  loginAccounts: number('login-accounts', 500, 200),
  skipSoak: has('skip-soak'),
  skipFaults: has('skip-faults'),
  outageSeconds: number('outage-seconds', 30, 5),
  skipFaultTests: has('skip-fault-tests'),
  skipLighthouse: has('skip-lighthouse'),
  quick,
};
if (settings.stepFactor <= 1) throw new Error('--step-factor: above 1');
const databaseUrl = benchDatabaseUrl(
  process.env.HARDENING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/waliyy_hardening',
);
const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const round1 = (n: number) => Math.round(n * 10) / 10;

if (!settings.skipSeed) await seed(databaseUrl, settings.profiles);
const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
let server: BenchServer | undefined;
// Autovacuum's work, when the server does not do it (decision 092): after the set-up, then at
// most once a minute (its naptime) — between steps, and through the soak.
const autovacuum = await autovacuumStandIn(databaseUrl, log);

try {
  server = await startServer(databaseUrl);
  const api = server.api;
  const postgres = (
    (await database.db.execute(sql`show server_version`)) as unknown as {
      rows: { server_version: string }[];
    }
  ).rows[0]!.server_version;
  const { world, dataset } = await prepare(database, api, { ...settings, log });
  await autovacuum.pass({ now: true });
  const scenario = createMixedScenario(world);
  log(
    `mix per 100 requests: ${Object.entries(MIX)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );

  // ---- The hello-world ceiling (saturation), in the same run: before and after the steps ----
  const measureHello = async () => {
    const run = await autocannon({
      url: `${server!.hello}/`,
      connections: 50,
      duration: settings.helloSeconds,
    });
    if (run.non2xx + run.errors + run.timeouts > 0) {
      throw new Error('the hello-world failed requests: the machine is not fit to measure');
    }
    const result = {
      reqPerSec: Math.round(run.requests.average),
      p50: run.latency.p50,
      p99: run.latency.p99,
    };
    log(`hello-world: ${result.reqPerSec} req/s (50 connections, ${settings.helloSeconds} s)`);
    return result;
  };
  const helloRuns = [await measureHello()];

  /** One run of the mix at `rate`, with the server's worst loop delay over it. */
  const runMix = async (rate: number, seconds: number, windowSeconds?: number) => {
    const before = scenario.issued();
    await server!.lag();
    const t0 = performance.now();
    const result = await openLoop({
      origin: api,
      rate,
      seconds,
      next: scenario.next,
      ...(windowSeconds ? { windowSeconds } : {}),
    });
    // Counted requests over the time from the first counted one being due to the last answer.
    const elapsed = (performance.now() - t0) / 1000 - 1;
    const after = scenario.issued();
    const issued = Object.fromEntries(
      Object.entries(after).map(([k, n]) => [k, n - before[k as keyof typeof before]]),
    ) as typeof after;
    return {
      ...result,
      achieved: Math.round(result.requests / Math.max(elapsed, seconds)),
      serverMaxLag: await server!.lag(),
      issued,
    };
  };

  // ---- Warm-up, then the steps ----
  const warm = await runMix(settings.startRate, settings.warmupSeconds);
  log(`warm-up at ${settings.startRate} req/s: p99 ${warm.p99} ms, ${warm.errors} errors`);
  if (warm.errors > 0) {
    throw new Error(`the warm-up failed requests:\n  ${warm.errorSamples.join('\n  ')}`);
  }
  const steps: StepResult[] = [];
  let sustained: StepResult | undefined;
  for (let step = 1, rate = settings.startRate; rate <= settings.maxRate; step++) {
    let result: StepResult | undefined;
    for (let attempt = 1; attempt <= 1 + settings.retries; attempt++) {
      await autovacuum.pass();
      const run = await runMix(rate, settings.stepSeconds);
      const passed = run.errors === 0 && run.p99 <= TARGET_P99_MS;
      result = { ...run, step, attempt, passed };
      steps.push(result);
      log(
        `step ${step}${attempt > 1 ? ' (again)' : ''}: ${rate} req/s offered, ${run.achieved} achieved, p50 ${run.p50} / p90 ${run.p90} / p99 ${run.p99} / max ${run.max} ms, ${run.errors} errors, loop lag server ${run.serverMaxLag} / generator ${run.generatorMaxLag} ms → ${passed ? 'met' : 'MISSED'}`,
      );
      for (const e of run.errorSamples.slice(0, 3)) log(`  failed: ${e}`);
      if (passed) break;
    }
    if (!result?.passed) break;
    sustained = result;
    rate = Math.max(rate + 1, Math.round((rate * settings.stepFactor) / 5) * 5);
  }
  helloRuns.push(await measureHello());
  // The ceiling of this run: the mean of the two (a shared machine moves between them).
  const hello = {
    reqPerSec: Math.round((helloRuns[0]!.reqPerSec + helloRuns[1]!.reqPerSec) / 2),
    runs: helloRuns,
    seconds: settings.helloSeconds,
    connections: 50,
  };
  const sustainedRate = sustained?.rate ?? 0;
  log(
    sustained
      ? `sustained: ${sustainedRate} req/s (p99 ${sustained.p99} ms, 0 errors) = ${((sustainedRate / hello.reqPerSec) * 100).toFixed(1)} % of the hello-world`
      : `no step met p99 ≤ ${TARGET_P99_MS} ms with 0 errors`,
  );

  // ---- The soak: 70 % of the sustained rate, memory every 10 s ----
  let soak: SoakResult | null = null;
  const soakRate = settings.soakRate || Math.round(sustainedRate * 0.7);
  if (!settings.skipSoak && soakRate > 0) {
    log(`soak: ${soakRate} req/s for ${settings.soakSeconds} s`);
    await autovacuum.pass();
    autovacuum.start();
    soak = await runSoak({
      server,
      rate: soakRate,
      rateAsked: settings.soakRate > 0,
      seconds: settings.soakSeconds,
      run: (seconds) => runMix(soakRate, seconds, 60),
      log,
    });
    log(
      `soak: p99 ${soak.load.p99} ms, ${soak.load.errors} errors; heap ${soak.heapSlopeMbPerMin} MB/min, RSS ${soak.rssSlopeMbPerMin} MB/min → ${soak.verdict}`,
    );
  }

  await server.stop();
  server = undefined;

  // ---- FAULTS HOOK: the fault scenarios (bench/hardening-faults.ts) ----
  const faults: FaultsSection = settings.skipFaults
    ? { ran: false, markdown: '_Skipped (--skip-faults)._', summary: ['faults: skipped'] }
    : await runFaults({
        databaseUrl,
        quick,
        outageSeconds: settings.outageSeconds,
        skipTests: settings.skipFaultTests,
        log,
      });

  // ---- Lighthouse on /login and /dashboard (the production build, when there is one) ----
  const browsers = await lighthouseSection(settings.skipLighthouse, quick, log);

  // ---- The report ----
  const when = new Date(started).toISOString();
  const cpus = os.cpus();
  const result: HardeningResult = {
    when,
    command: `npm run bench:hardening --${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map(round1),
    },
    dataset: {
      ...dataset,
      profilesSeeded: settings.skipSeed ? null : settings.profiles,
      database: new URL(databaseUrl).pathname.slice(1),
    },
    settings,
    mix: MIX,
    sent: scenario.issued(),
    hello,
    steps,
    sustained: sustained
      ? {
          rate: sustainedRate,
          ratioToHello: Math.round((sustainedRate / hello.reqPerSec) * 1000) / 1000,
          step: sustained,
        }
      : null,
    soak,
    outcomes: scenario.outcomes(),
    faults: { ran: faults.ran, markdown: faults.markdown },
    browsers: { markdown: browsers.markdown },
  };
  const out = process.env.BENCH_RESULTS_DIR ?? path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  const markdown = renderMarkdown(result);
  const stamp = when.slice(0, 10);
  writeFileSync(path.join(out, `hardening-${stamp}.md`), markdown);
  writeFileSync(path.join(out, 'hardening.md'), markdown);
  writeFileSync(path.join(out, `hardening-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);

  console.log(`\nhardening bench (${Math.round(result.durationSeconds / 60)} min)`);
  console.log(`  hello-world ceiling: ${hello.reqPerSec} req/s`);
  console.log(
    sustained
      ? `  sustained mix: ${sustainedRate} req/s, p99 ${sustained.p99} ms, 0 errors (${result.sustained!.ratioToHello} × hello)`
      : '  sustained mix: none',
  );
  if (soak) {
    console.log(
      `  soak ${soak.rate} req/s × ${soak.seconds} s: p99 ${soak.load.p99} ms, ${soak.load.errors} errors, heap ${soak.heapSlopeMbPerMin} MB/min, RSS ${soak.rssSlopeMbPerMin} MB/min → ${soak.verdict}`,
    );
  }
  for (const line of faults.summary) console.log(`  ${line}`);
  for (const line of browsers.summary) console.log(`  ${line}`);
  console.log(`  written ${out}/hardening-${stamp}.md (and hardening.md, .json)`);
} finally {
  await autovacuum.stop();
  await server?.stop();
  await database.close();
}
