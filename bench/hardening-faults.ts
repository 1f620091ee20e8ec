/**
 * The "Faults" section of the hardening report (decision 014), run after the load and the soak with
 * the bench's own API process stopped. Never touches the shared PostgreSQL server's life
 * (decision 055): each scenario works in a database of its own behind a TCP fault proxy.
 *  1. PostgreSQL cut for 30 s (--quick: 5 s) mid-load: apps/api/test/hardening/outage-scenario.ts
 *     with 20 loops sending sign-ups, likes, edits and reads as fast as answers come, and the
 *     mail, reconcile and likes jobs running; every answer and write is checked.
 *  2. The rest of apps/api/test/hardening/faults-*.test.ts (SMTP down, a payment provider that
 *     hangs, a connection cut mid-transaction, a silent database host), run by vitest on the
 *     same server; the report lists each test and whether it passed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_AUTH_SETTINGS } from '../apps/api/src/modules/auth/auth.settings';
import { createTestApp } from '../apps/api/src/test/app';
import { LOOSE_LIMITS } from '../apps/api/src/test/auth-harness';
import { createServerDatabase } from '../apps/api/src/test/database';
import { type OutageResult, runOutageScenario } from '../apps/api/test/hardening/outage-scenario';
import { injectClient, openBehindProxy } from '../apps/api/test/hardening/outage-world';

export type FaultsContext = {
  /** The hardening bench's database (postgres://…/waliyy_hardening by default). */
  databaseUrl: string;
  /** --quick: shorter phases. */
  quick: boolean;
  /** --outage-seconds: how long PostgreSQL is cut (30 s; --quick 5 s). */
  outageSeconds?: number;
  /**
   * --skip-fault-tests: the faults-*.test.ts files are not run here (the smoke run's choice: CI
   * runs them in the API suite on PostgreSQL already).
   */
  skipTests?: boolean;
  log: (line: string) => void;
};

export type FaultsSection = {
  /** Whether any fault scenario ran (false: the report shows the section as pending). */
  ran: boolean;
  /** The body of the "## Faults" section (markdown, no heading). */
  markdown: string;
  /** Lines for the stdout summary. */
  summary: string[];
};

const LOOPS = 20;
/** No answer may take longer (the pool waits at most CONNECT_TIMEOUT_MS for a connection). */
const CONNECT_TIMEOUT_MS = 5_000;
const RESPONSE_BOUND_MS = CONNECT_TIMEOUT_MS + 5_000;
const root = path.resolve(import.meta.dirname, '..');

async function outage(databaseUrl: string, outageMs: number): Promise<OutageResult> {
  // Load before the cut and after the return: 5 s each, less for a shorter outage (the smoke run).
  const aroundMs = Math.min(5_000, Math.max(1_000, outageMs));
  const direct = await createServerDatabase(databaseUrl);
  const behind = await openBehindProxy(direct.database, {
    maxConnections: 10,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
  });
  const { app } = await createTestApp({
    database: behind.database,
    overrides: { authSettings: { ...DEFAULT_AUTH_SETTINGS, limits: LOOSE_LIMITS } },
  });
  try {
    app.mailWorker.start();
    app.reconcileWorker.start();
    app.likesWorker.start();
    return await runOutageScenario({
      client: injectClient(app),
      proxy: behind.proxy,
      db: direct.database.db,
      outageMs,
      concurrency: LOOPS,
      pauseMs: 0,
      warmupMs: aroundMs,
      recoveryMs: aroundMs,
      responseBoundMs: RESPONSE_BOUND_MS,
    });
  } finally {
    await app.close(); // closes the app's database (behind the proxy) too
    await behind.proxy.close();
    await direct.close();
  }
}

type VitestReport = {
  testResults: { assertionResults: { fullName: string; status: string; duration?: number }[] }[];
};

/**
 * The faults-*.test.ts files by vitest on the same server (their own databases): each test and
 * its status.
 */
function faultSuite(databaseUrl: string) {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'waliyy-faults-')), 'report.json');
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'api',
      // A path filter: every faults-*.test.ts file.
      'test/hardening/faults-',
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    {
      cwd: path.join(root, 'apps/api'),
      env: { ...process.env, TEST_DATABASE_URL: serverUrl.toString() },
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let tests: { name: string; status: string; ms: number }[] = [];
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
    tests = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status !== 'skipped' && t.status !== 'pending')
        .map((t) => ({
          name: t.fullName,
          status: t.status,
          ms: Math.round(t.duration ?? 0),
        })),
    );
  } catch {
    // No report: the run itself failed; its exit code says so below.
  }
  return { exitCode: run.status ?? 1, tests };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const statuses = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([code, n]) => `${code}×${n}`)
    .join(', ') || '—';

const ms = (n: number | undefined) => (n === undefined ? '—' : String(Math.round(n)));

export async function runFaults({
  databaseUrl,
  quick,
  outageSeconds,
  skipTests = false,
  log,
}: FaultsContext): Promise<FaultsSection> {
  const outageMs = (outageSeconds ?? (quick ? 5 : 30)) * 1000;
  log(`faults: PostgreSQL cut for ${outageMs / 1000} s under ${LOOPS} loops, behind a fault proxy`);
  const result = await outage(databaseUrl, outageMs);
  const { phases } = result;
  log(
    `faults: outage done — ${phases.down.requests} answers while down (${statuses(phases.down.statuses)}), recovered ${ms(result.recoveredAfterMs)} ms after the database came back, ${result.problems.length} rules broken`,
  );
  let suite: ReturnType<typeof faultSuite> = { tests: [], exitCode: 0 };
  if (!skipTests) {
    log('faults: SMTP down, a hanging payment provider, cuts mid-transaction (faults-*.test.ts)');
    suite = faultSuite(databaseUrl);
  }
  const passed = suite.tests.filter((t) => t.status === 'passed').length;
  const failed = suite.tests.filter((t) => t.status === 'failed').length;
  log(`faults: faults-*.test.ts ${passed} passed, ${failed} failed (exit ${suite.exitCode})`);

  const outageOk = result.problems.length === 0 && result.writes.problems.length === 0;
  const markdown = [
    `### PostgreSQL stopped for ${outageMs / 1000} s mid-load`,
    '',
    `A database of its own on the same server, reached by the API only through a TCP fault proxy that resets every connection and refuses new ones for the outage. ${LOOPS} loops send sign-ups, likes and unlikes, edits of a single, plan and singles reads and health checks back to back; the mail, reconcile and likes jobs run. Verdict: **${outageOk ? 'every rule kept' : 'RULES BROKEN'}**.`,
    '',
    row(['phase', 'answers', 'statuses', 'p50 ms', 'p95 ms', 'max ms']),
    row(['---', '---:', '---', '---:', '---:', '---:']),
    ...(['before', 'cut', 'down', 'healing', 'after'] as const).map((phase) =>
      row([
        phase,
        phases[phase].requests,
        statuses(phases[phase].statuses),
        phases[phase].p50Ms,
        phases[phase].p95Ms,
        phases[phase].maxMs,
      ]),
    ),
    '',
    `- First 503 ${ms(result.firstUnavailableAfterMs)} ms after the cut; first success ${ms(result.recoveredAfterMs)} ms after the database came back, with no restart.`,
    `- Writes checked directly in the database (sign-up = user + code + e-mail, like = like + e-mail, edits = the last answered): ${result.writes.problems.length === 0 ? 'all-or-nothing' : result.writes.problems.slice(0, 5).join('; ')}.`,
    ...(result.problems.length > 0
      ? ['- Rules broken (first 10):', ...result.problems.slice(0, 10).map((p) => `  - ${p}`)]
      : []),
    '',
    '### The other faults (`apps/api/test/hardening/faults-*.test.ts` on PostgreSQL)',
    '',
    skipTests
      ? '_Not run here (--skip-fault-tests): the API suite runs them on PostgreSQL._'
      : suite.tests.length === 0
        ? `_vitest produced no report (exit ${suite.exitCode})._`
        : [
            row(['scenario', 'result', 'ms']),
            row(['---', '---', '---:']),
            ...suite.tests.map((t) => row([t.name, t.status, t.ms])),
          ].join('\n'),
  ].join('\n');
  return {
    ran: true,
    markdown,
    summary: [
      `faults: ${outageMs / 1000} s PostgreSQL outage — ${phases.down.requests} answers while down (${statuses(phases.down.statuses)}, max ${phases.down.maxMs} ms), recovered in ${ms(result.recoveredAfterMs)} ms, ${outageOk ? 'every rule kept' : `${result.problems.length} rules broken`}`,
      skipTests
        ? 'faults: faults-*.test.ts not run (--skip-fault-tests; the API suite runs them)'
        : `faults: faults-*.test.ts ${passed} passed, ${failed} failed`,
    ],
  };
}
