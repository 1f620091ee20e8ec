// Which of the request path's prepared statements PostgreSQL plans again on every execution
// (decision 093). A prepared statement is planned for its values five times; then PostgreSQL keeps
// one generic plan, unless that plan's estimated cost is higher — a `limit $1` is guessed at a
// tenth of the rows — and then it plans every execution anew (explore's page paid 0.45 ms of
// planning for 0.18 ms of work that way). The app runs here on ONE connection against the bench
// database (bench:seed), each discovery route `--runs` times through `inject` as a bench
// account, and pg_prepared_statements of that connection says, per statement, how many
// executions had a plan of their own and how many the generic one.
// Usage: npx tsx bench/plan-cache.ts [--runs 12] [--assert]  (BENCH_DATABASE_URL as bench:seed)
// --assert fails the run when a statement not listed below as known plans every execution; the
// choice follows the table's statistics, so it means something on a million singles, not on the
// smoke run's few thousand.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import {
  BENCH_APP_CONFIG,
  BENCH_MAIL_TRANSPORT,
  BENCH_PASSWORD,
  benchDatabaseUrl,
  benchEmail,
  flag,
} from './discovery-common';

const RUNS = Number(flag('runs', '12'));
const ASSERT = process.argv.includes('--assert');
/** Planned every execution, knowingly (decision 093, "Left"): their offset or key has no bound. */
const KNOWN = new Set([
  'discovery_explore_page',
  'discovery_explore_page_from',
  'discovery_explore_audience_page',
  'discovery_explore_audience_page_from',
]);

const database = await openDatabase({
  kind: 'postgres',
  url: benchDatabaseUrl(),
  maxConnections: 1,
});
const app = await buildApp({
  config: BENCH_APP_CONFIG,
  database,
  logger: false,
  overrides: { mailTransport: BENCH_MAIL_TRANSPORT },
});
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: benchEmail(1), password: BENCH_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode}; seed first`);
  const { token, children } = login.json().data as { token: string; children: { id: string }[] };
  const headers = { authorization: `Bearer ${token}` };
  const child = children[0]!.id;
  const recs = (page: number) =>
    `/api/v1/parent/child/${child}/recommendations?page=${page}&limit=9&include=close`;
  const first = await app.inject({ method: 'GET', url: recs(1), headers });
  const someone = (first.json().data.recommendations as { id: string }[])[0]?.id;
  const urls = [
    ...[1, 2, 3].map(recs),
    ...[1, 2, 5, 30, 1000].map((page) => `/api/v1/parent?page=${page}&limit=9&childId=${child}`),
    ...[1, 2, 1000].map((page) => `/api/v1/parent?page=${page}&limit=9`),
    ...(someone ? [`/api/v1/recommendation/${someone}?childId=${child}`] : []),
    ...(someone ? [`/api/v1/recommendation/${someone}`] : []),
  ];
  for (let run = 0; run < RUNS; run++) {
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    }
  }
  const result = await database.db.execute(
    sql`select name, generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements order by name`,
  );
  const rows = (result as unknown as { rows: { name: string; generic: number; custom: number }[] })
    .rows;
  const unexpected: string[] = [];
  console.log(`after ${RUNS} runs of ${urls.length} requests, on one connection:`);
  console.log(`${'statement'.padEnd(46)} ${'custom'.padStart(6)} ${'generic'.padStart(7)}`);
  for (const { name, generic, custom } of rows) {
    const everyTime = generic === 0 && custom > 5;
    if (everyTime && !KNOWN.has(name)) unexpected.push(name);
    const verdict = everyTime ? `planned every execution${KNOWN.has(name) ? ' (known)' : ''}` : '';
    console.log(
      `${name.padEnd(46)} ${String(custom).padStart(6)} ${String(generic).padStart(7)}  ${verdict}`,
    );
  }
  console.log(
    unexpected.length
      ? `planned every execution, not known to: ${unexpected.join(', ')}`
      : 'every other statement keeps one generic plan',
  );
  if (ASSERT && unexpected.length) process.exitCode = 1;
} finally {
  await app.close();
}
