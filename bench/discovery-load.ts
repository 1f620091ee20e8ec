// The load discovery-api.ts offers: the bench accounts' sessions, what each scenario asks, an
// autocannon run and the recommendations page's query alone.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import {
  type prepareDiscoveryReads,
  prepareProfileWithSession,
} from '../apps/api/src/modules/discovery/discovery.repository';
import { maxMissesFor } from '../apps/api/src/modules/discovery/recommendations.repository';
import { createRelationReads } from '../apps/api/src/modules/likes';
import { BENCH_ACCOUNTS, BENCH_PASSWORD, benchEmail, percentile } from './discovery-common';
import type { BenchSingle } from './discovery-explain';

/** One saturation sample: req/s and latency (ms). */
export type Sample = { reqPerSec: number; p50: number; p99: number; requests: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Real accounts, logged in through the API (the production limits allow 100 / 15 min). */
export async function loginBenchAccounts(api: string) {
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
  return accounts;
}

export const recsUrl = (id: string, page: number) =>
  `/api/v1/parent/child/${id}/recommendations?page=${page}&limit=9&include=close`;

/** What each scenario asks, round robin over the bench singles, with the owner's session. */
export function discoveryScenarios(
  singles: BenchSingle[],
  candidates: { child_id: string; candidate_id: string }[],
  tokenOf: Map<string, string>,
) {
  const ownerOf = new Map(singles.map((s) => [s.id, s.user_id]));
  const cycle = <T>(list: T[]) => {
    let i = 0;
    return () => list[i++ % list.length]!;
  };
  const withToken = (next: () => { path: string; single: string }) => () => {
    const { path: p, single } = next();
    return { path: p, headers: { authorization: `Bearer ${tokenOf.get(ownerOf.get(single)!)}` } };
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
  return { scenarios, profileTargets: profilePaths.length };
}

/** An autocannon request that takes its path and headers from `next`. */
export const authed = (next: () => { path: string; headers: Record<string, string> }) => {
  return (request: autocannon.Request) => ({ ...request, ...next() });
};

/** `connections` callers for `seconds`, as fast as answered; any failed request throws. */
export async function autocannonRun(
  url: string,
  options: { connections: number; seconds: number; setup?: autocannon.Request['setupRequest'] },
): Promise<Sample> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
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
}

/** The recommendations page's prepared query alone: `connections` callers, no HTTP, no session. */
export const recsQueryAlone = (
  pageQuery: ReturnType<typeof prepareDiscoveryReads>['recommendationsPage'],
  singles: BenchSingle[],
  options: { connections: number; seconds: number },
): Promise<Sample> =>
  queryAlone((i) => {
    const single = singles[i % singles.length]!;
    return pageQuery.execute({
      childId: single.id,
      userId: single.user_id,
      limit: 9,
      offset: (Math.floor(i / singles.length) % 5) * 9,
      maxMisses: maxMissesFor(true), // as the routes' requests ask it: include=close
    });
  }, options);

/**
 * The profile route's one statement (decision 091) alone, for the route's own profiles
 * (`candidates`), each with its single's owner's live session: the profile route's control.
 */
export async function profileStatementAlone(
  db: Db,
  singles: BenchSingle[],
  candidates: { child_id: string; candidate_id: string }[],
  options: { connections: number; seconds: number },
): Promise<() => Promise<Sample>> {
  const statement = prepareProfileWithSession(db, createRelationReads(db).rowsIn);
  const sessions = (await db.execute(sql`
    select distinct on (user_id) id, user_id from sessions
    where user_id = any(${sql.param(singles.map((s) => s.user_id))}::uuid[])
      and revoked_at is null
    order by user_id, created_at desc`)) as unknown as { rows: { id: string; user_id: string }[] };
  const sessionOf = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
  const ownerOf = new Map(singles.map((s) => [s.id, s.user_id]));
  return () =>
    queryAlone((i) => {
      const { child_id: childId, candidate_id: profileId } = candidates[i % candidates.length]!;
      const userId = ownerOf.get(childId)!;
      return statement.execute({ sessionId: sessionOf.get(userId)!, childId, userId, profileId });
    }, options);
}

/** A statement alone, its i-th execution by `execute`: `connections` callers, no HTTP. */
export async function queryAlone(
  execute: (i: number) => Promise<unknown>,
  options: { connections: number; seconds: number },
): Promise<Sample> {
  const latencies: number[] = [];
  const end = performance.now() + options.seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const start = performance.now();
        await execute(i);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(latencies.length / options.seconds),
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    requests: latencies.length,
  };
}

/** The bench's servers (discovery-server.ts) in their own process; answers once they listen. */
export async function forkDiscoveryServer() {
  const server = fork(path.join(import.meta.dirname, 'discovery-server.ts'), [], {
    // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
    stdio: 'inherit',
  });
  const ports = await new Promise<{ api: number; hello: number }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { api: number; hello: number }));
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const stopServer = () =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.send('close');
    });
  return {
    server,
    api: `http://127.0.0.1:${ports.api}`,
    helloUrl: `http://127.0.0.1:${ports.hello}/`,
    stopServer,
  };
}
