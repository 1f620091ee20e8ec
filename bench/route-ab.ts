/**
 * Two versions of the discovery routes compared in alternated slices (decision 092), against the
 * data set of `npm run bench:seed`. This machine drifts between a slow and a fast phase over
 * tens of minutes, so two `bench:api` runs a few minutes apart differ by more than most changes
 * do; here each version has its own server, and short slices of load alternate between them
 * (A B, B A, …), so both see the same phases.
 *   git worktree add /tmp/base <rev>
 *   ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   ln -s "$PWD/apps/api/node_modules" /tmp/base/apps/api/node_modules
 *   cd bench && npx tsx route-ab.ts --base /tmp/base [--routes recsQuery,recommendations,profile]
 *     [--slices 8] [--seconds 2]
 * `recsQuery` is the recommendations page's own prepared statement alone (no HTTP), 10
 * connections, in 1 s slices; the routes go through each version's server, 50 connections.
 * Prints each version's mean req/s and its slices; for the statement, its client and
 * PostgreSQL CPU a query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { benchDatabaseUrl, flag } from './discovery-common';
import * as here from './discovery-load';

const BASE = flag('base', '');
if (!BASE) throw new Error('--base: the other checkout (a git worktree with node_modules linked)');
const SLICES = Number(flag('slices', '8'));
const SECONDS = Number(flag('seconds', '2'));
const ROUTES = flag('routes', 'recsQuery,recommendations,profile').split(',');
type Load = typeof here;
type Reads = typeof import('../apps/api/src/modules/discovery/discovery.repository');
const there = (file: string) => import(path.join(path.resolve(BASE), file));
const versions = {
  base: {
    load: (await there('bench/discovery-load.ts')) as Load,
    reads: (await there('apps/api/src/modules/discovery/discovery.repository.ts')) as Reads,
  },
  this: {
    load: here,
    reads: await import('../apps/api/src/modules/discovery/discovery.repository'),
  },
};
type Version = keyof typeof versions;

const url = benchDatabaseUrl();
const open = (connections: number) =>
  openDatabase({ kind: 'postgres', url, maxConnections: connections, queryTimeoutMs: 0 });
const database = await open(2);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each PostgreSQL backend's CPU so far, in ms (/proc), by pid. */
function postgresCpuMs(): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {} // gone between the listing and the read
  }
  return cpu;
}
/** The backends' CPU since `before`: per pid, so a backend that exits (an idle pool connection closed) takes only its own share away. */
function postgresCpuSince(before: Map<string, number>): number {
  let ms = 0;
  for (const [pid, now] of postgresCpuMs()) ms += now - (before.get(pid) ?? 0);
  return ms;
}

const servers = await Promise.all(
  (Object.keys(versions) as Version[]).map(async (name) => {
    const server = await versions[name].load.forkDiscoveryServer();
    const accounts = await here.loginBenchAccounts(server.api);
    const tokenOf = new Map(accounts.map((a) => [a.userId, a.token]));
    const userIds = sql.param(accounts.map((a) => a.userId));
    const singles = await rows<{ id: string; user_id: string; gender: string; genotype: string }>(
      sql`select id, user_id, gender, genotype from children
          where user_id = any(${userIds}::uuid[]) order by id`,
    );
    const candidates = await rows<{ child_id: string; candidate_id: string }>(
      sql`select child_id, candidate_id from (select child_id, candidate_id, row_number() over (
            partition by child_id order by misses, score desc, candidate_id) as position
          from recommendations where child_id = any(${sql.param(singles.map((s) => s.id))}::uuid[])
        ) ranked where position % 25 = 1`,
    );
    const { scenarios } = here.discoveryScenarios(singles, candidates, tokenOf);
    const queryDatabase = await open(10);
    const page = versions[name].reads.prepareDiscoveryReads(queryDatabase.db).recommendationsPage;
    return { name, server, scenarios, singles, page, queryDatabase };
  }),
);

/** One slice of `route` on one version: req/s, and for the statement its CPU a query. */
async function slice(version: (typeof servers)[number], route: string) {
  if (route !== 'recsQuery') {
    const scenario = version.scenarios[route as keyof typeof version.scenarios];
    const setup = here.authed(scenario());
    return {
      reqPerSec: (
        await here.autocannonRun(version.server.api, { connections: 50, seconds: SECONDS, setup })
      ).reqPerSec,
    };
  }
  const cpu = process.cpuUsage();
  const postgres = postgresCpuMs();
  const sample = await here.recsQueryAlone(version.page, version.singles, {
    connections: 10,
    seconds: 1,
  });
  const client = process.cpuUsage(cpu);
  const n = Math.max(1, sample.requests);
  return {
    reqPerSec: sample.reqPerSec,
    clientUs: (client.user + client.system) / n,
    postgresUs: (postgresCpuSince(postgres) * 1000) / n,
  };
}

try {
  const results = new Map<string, Awaited<ReturnType<typeof slice>>[]>();
  for (const route of ROUTES) for (const s of servers) await slice(s, route); // warm
  for (let i = 0; i < SLICES; i++) {
    for (const route of ROUTES) {
      for (const s of i % 2 ? [...servers].reverse() : servers) {
        const key = `${route} ${s.name}`;
        results.set(key, [...(results.get(key) ?? []), await slice(s, route)]);
      }
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  for (const [key, samples] of results) {
    const cpu =
      samples[0]?.clientUs === undefined
        ? ''
        : `, client ${Math.round(mean(samples.map((s) => s.clientUs ?? 0)))} µs, PostgreSQL ${Math.round(mean(samples.map((s) => s.postgresUs ?? 0)))} µs a query`;
    console.log(
      `${key.padEnd(22)} ${Math.round(mean(samples.map((s) => s.reqPerSec)))}/s${cpu}; slices ${samples.map((s) => s.reqPerSec).join(' ')}`,
    );
  }
} finally {
  for (const s of servers) {
    await s.queryDatabase.close();
    await s.server.stopServer();
  }
  await database.close();
}
