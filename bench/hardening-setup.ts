/**
 * What the hardening bench (hardening.ts) prepares before any load: the seeded data set
 * (discovery-seed.ts, in a database of its own), the API in a child process (discovery-server.ts,
 * with the login limits lifted and the background jobs running), and the accounts the mixed
 * scenario acts as — a plan and a session each, a known password for some, lists built for the
 * browsing singles.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { sessions } from '../apps/api/src/db/schema';
import { systemClock } from '../apps/api/src/lib/clock';
import { createTokenService } from '../apps/api/src/lib/tokens';
import { BENCH_JWT_SECRET, BENCH_PASSWORD, benchEmail, uuidOf } from './discovery-common';
import type { ScenarioWorld, Single } from './mixed-scenario';

const here = import.meta.dirname;

/** Runs discovery-seed.ts against `url` (it empties the accounts first, plans stay). */
export async function seed(url: string, profiles: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'discovery-seed.ts'), '--profiles', String(profiles)],
    { stdio: 'inherit', env: { ...process.env, BENCH_DATABASE_URL: url } },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`discovery-seed.ts exited with ${code}`);
}

export type MemorySample = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** The lowest heapUsed and highest RSS seen since the previous sample (4 looks a second). */
  heapUsedMin: number;
  rssMax: number;
  /** The heap right after each full (mark-sweep) collection since the previous sample. */
  majorGcs: { at: number; heapUsed: number }[];
};

export type BenchServer = {
  api: string;
  hello: string;
  pid: number;
  /** The server's worst event-loop delay since the last ask (ms). */
  lag(): Promise<number>;
  memory(): Promise<MemorySample>;
  stop(): Promise<void>;
};

/** The API (and the hello-world beside it) in their own process: discovery-server.ts. */
export async function startServer(url: string): Promise<BenchServer> {
  const server: ChildProcess = fork(
    path.join(here, 'discovery-server.ts'),
    ['--lift-login-limits', '--start-workers'],
    {
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE_URL: url },
    },
  );
  const ports = await new Promise<{ api: number; hello: number }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { api: number; hello: number }));
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  /** Asks the server and waits for the answer that carries `key` (asks never interleave). */
  let queue = Promise.resolve<unknown>(undefined);
  const ask = <T>(message: string, key: string) => {
    const answer = queue.then(
      () =>
        new Promise<T>((resolve) => {
          const listen = (m: unknown) => {
            if (m && typeof m === 'object' && key in m) {
              server.off('message', listen);
              resolve((m as Record<string, T>)[key]!);
            }
          };
          server.on('message', listen);
          server.send(message);
        }),
    );
    queue = answer.catch(() => undefined);
    return answer;
  };
  return {
    api: `http://127.0.0.1:${ports.api}`,
    hello: `http://127.0.0.1:${ports.hello}`,
    pid: server.pid!,
    lag: () => ask<number>('lag', 'maxLagMs'),
    memory: () => ask<MemorySample>('memory', 'memory'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.send('close');
      }),
  };
}

export type PrepareOptions = {
  /** Accounts that like, are liked and accept (a plan and a session each); 0 = every account. */
  poolAccounts: number;
  /** Accounts whose singles browse (lists built now); the first of the pool. */
  browserAccounts: number;
  /** Accounts that log in with BENCH_PASSWORD in the mix; the first of the pool. */
  loginAccounts: number;
  log: (line: string) => void;
};

export type Dataset = {
  singles: number;
  accounts: number;
  poolAccounts: number;
  poolSingles: number;
  browserAccounts: number;
  browserSingles: number;
  loginAccounts: number;
  profileTargets: number;
  /** Building one browsing single's list on its first read (ms), before the load. */
  firstReadP50: number;
  firstReadMax: number;
};

/**
 * Readies the seeded database for the mixed scenario. Everything a previous run left (likes,
 * matches, plans granted, sessions, devices, e-mail) goes first, so a run with --skip-seed
 * starts from the same state as a fresh seed, lists aside (they stay valid for a day).
 */
export async function prepare(
  database: Database,
  api: string,
  options: PrepareOptions,
): Promise<{ world: ScenarioWorld; dataset: Dataset }> {
  const { db } = database;
  const rows = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { log } = options;

  await db.execute(sql`truncate likes, matches, like_non_responses, subscriptions, sessions,
    user_devices, outbox, blocks cascade`);
  const [counts] = await rows<{ accounts: number; singles: number }>(
    sql`select (select count(*)::int from users) as accounts,
               (select count(*)::int from children) as singles`,
  );
  const accounts = counts?.accounts ?? 0;
  const poolAccounts =
    options.poolAccounts > 0 ? Math.min(options.poolAccounts, accounts) : accounts;
  if (poolAccounts < 2)
    throw new Error('the bench database has no accounts: run without --skip-seed');
  const browserAccounts = Math.min(options.browserAccounts, poolAccounts);
  const loginAccounts = Math.min(options.loginAccounts, poolAccounts);
  // The seed numbers families 1, 2, … and derives each account's id from its number.
  const accountIds = (count: number) =>
    sql`array(select ${sql.raw(uuidOf('user', 'u'))} from generate_series(1, ${count}::int) u)`;

  // Plans: a year granted to every pool account, on the naira plan (grants need no payment).
  await db.execute(sql`
    insert into subscriptions (user_id, plan_id, grant_reason, starts_at, expires_at)
    select u.id, (select id from plans where currency = 'NGN' order by sort_order limit 1),
      'hardening bench', now() - interval '1 day', now() + interval '1 year'
    from users u where u.id = any(${accountIds(poolAccounts)})`);
  // A password for the accounts that log in: the seed's bench hash (real argon2id cost).
  await db.execute(sql`
    update users set password_hash = (select password_hash from users where email = ${benchEmail(1)})
    where id = any(${accountIds(loginAccounts)})`);
  const logins = await rows<{ email: string }>(
    sql`select email from users where id = any(${accountIds(loginAccounts)}) order by email`,
  );

  // A session per pool account, as a login would leave it: a row and its signed token.
  const tokens = createTokenService(BENCH_JWT_SECRET, 86_400, systemClock);
  const ids = await rows<{ id: string }>(
    sql`select id from users where id = any(${accountIds(poolAccounts)})`,
  );
  const tokenOf = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = await Promise.all(
      ids.slice(i, i + 1000).map(async ({ id: userId }) => {
        const id = crypto.randomUUID();
        const { token, expiresAt } = await tokens.sign(userId, id);
        tokenOf.set(userId, token);
        return { id, userId, expiresAt };
      }),
    );
    await db.insert(sessions).values(batch);
  }
  log(
    `${poolAccounts} accounts with a plan and a session, ${loginAccounts} log in with a password`,
  );

  const singlesOf = (count: number) =>
    rows<{ id: string; user_id: string; gender: 'MALE' | 'FEMALE'; genotype: string }>(
      sql`select id, user_id, gender, genotype from children
          where user_id = any(${accountIds(count)}) and listed order by id`,
    );
  const toSingle = (r: Awaited<ReturnType<typeof singlesOf>>[number]): Single => ({
    id: r.id,
    userId: r.user_id,
    gender: r.gender,
    genotype: r.genotype,
  });
  const pool = (await singlesOf(poolAccounts)).map(toSingle);
  const browsers = (await singlesOf(browserAccounts)).map(toSingle);

  // Every browsing single's list, built now through the API (its first read), two at a time.
  const firstReads: number[] = [];
  let next = 0;
  const build = async () => {
    while (next < browsers.length) {
      const single = browsers[next++]!;
      const start = performance.now();
      const res = await fetch(
        `${api}/api/v1/parent/child/${single.id}/recommendations?page=1&limit=9&include=close`,
        { headers: { authorization: `Bearer ${tokenOf.get(single.userId)}` } },
      );
      if (res.status !== 200) throw new Error(`first read of ${single.id}: ${res.status}`);
      await res.arrayBuffer();
      firstReads.push(performance.now() - start);
    }
  };
  await Promise.all([build(), build()]);
  firstReads.sort((a, b) => a - b);
  const candidates = new Map<string, string[]>();
  const entries = await rows<{ child_id: string; candidate_id: string }>(
    sql`select child_id, candidate_id from (
          select child_id, candidate_id, row_number() over (
            partition by child_id order by misses, score desc, candidate_id) as position
          from recommendations
          where child_id = any(${sql.param(browsers.map((s) => s.id))}::uuid[]) and listed) ranked
        where position <= 45`,
  );
  for (const e of entries) {
    candidates.set(e.child_id, [...(candidates.get(e.child_id) ?? []), e.candidate_id]);
  }
  const firstReadP50 = Math.round(firstReads[Math.floor(firstReads.length / 2)] ?? 0);
  log(
    `${browsers.length} browsing singles' lists ready (first read p50 ${firstReadP50} ms), ${entries.length} profiles to open`,
  );

  return {
    world: { tokens: tokenOf, logins, password: BENCH_PASSWORD, browsers, candidates, pool },
    dataset: {
      singles: counts?.singles ?? 0,
      accounts,
      poolAccounts,
      poolSingles: pool.length,
      browserAccounts,
      browserSingles: browsers.length,
      loginAccounts,
      profileTargets: entries.length,
      firstReadP50,
      firstReadMax: Math.round(firstReads.at(-1) ?? 0),
    },
  };
}
