/**
 * What each request of the hardening bench's mixed scenario costs the machine (decision 086):
 * the mix's kinds one at a time, each at a fixed open-loop rate, and the CPU time spent over the
 * run by the API's process, by the PostgreSQL backends of its database and by this generator
 * (from /proc and process.cpuUsage, so a busy machine inflates the figures less than it does
 * latencies). Reuses the hardening bench's database (`npm run bench:hardening` seeds it first).
 * Usage: cd bench && npx tsx mixed-costs.ts [--seconds 10] [--rate 100] [--kinds like,profile]
 *   [--pool-accounts 20000] [--browser-accounts 500] [--login-accounts 500] (as the hardening bench)
 * Fails (exit 1) when a request failed: the figures of a kind that failed mean nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { openDatabase } from '../apps/api/src/db/client';
import { autovacuumStandIn } from './autovacuum';
import { benchDatabaseUrl, flag } from './discovery-common';
import { prepare, startServer } from './hardening-setup';
import { createMixedScenario, type Kind, MIX } from './mixed-scenario';
import { openLoop } from './open-loop';

const SECONDS = Number(flag('seconds', '10'));
const RATE = Number(flag('rate', '100'));
// Likes first (the accepts need likes seen in a received list), logins last (they replace tokens).
const ORDER: Kind[] = ['recommendations', 'profile', 'like', 'received', 'accept', 'login'];
const KINDS = flag('kinds', ORDER.join(',')).split(',') as Kind[];
const databaseUrl = benchDatabaseUrl(
  process.env.HARDENING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/waliyy_hardening',
);
const databaseName = new URL(databaseUrl).pathname.slice(1);
const TICK_MS = 1000 / 100; // USER_HZ

/** utime + stime of a process in ms, or 0 when it is gone. */
function cpuOf(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** The PostgreSQL backends serving the bench database (their command line names it). */
function backends(): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return cmd.startsWith('postgres:') && cmd.includes(` ${databaseName} `);
    } catch {
      return false;
    }
  });
}

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
const server = await startServer(databaseUrl);
// Autovacuum's work before each kind, when the server does not do it (decision 092).
const autovacuum = await autovacuumStandIn(databaseUrl, log);
try {
  const { world } = await prepare(database, server.api, {
    poolAccounts: Number(flag('pool-accounts', '20000')),
    browserAccounts: Number(flag('browser-accounts', '500')),
    loginAccounts: Number(flag('login-accounts', '500')),
    log,
  });
  const none = Object.fromEntries(Object.keys(MIX).map((k) => [k, 0])) as Record<Kind, number>;
  const rows: string[] = [];
  const scenario = createMixedScenario(world);
  for (const kind of ORDER.filter((k) => KINDS.includes(k))) {
    await autovacuum.pass();
    scenario.useMix({ ...none, [kind]: 1 });
    // Logins queue behind two password hashes at once (decisions 005, 018): a rate they meet.
    const rate = kind === 'login' ? Math.min(RATE, 20) : RATE;
    // openLoop's first second is its warm-up: its latencies are left out, its CPU is not.
    const pids = backends();
    const before = {
      server: cpuOf(String(server.pid)),
      pg: pids.map(cpuOf),
      self: process.cpuUsage(),
      issued: scenario.issued(),
    };
    const result = await openLoop({
      origin: server.api,
      rate,
      seconds: SECONDS,
      next: scenario.next,
    });
    const serverMs = cpuOf(String(server.pid)) - before.server;
    // A backend the pool opened during the run spent all its time in it.
    const born = backends().filter((pid) => !pids.includes(pid));
    const pgMs =
      pids.reduce((sum, pid, i) => sum + Math.max(0, cpuOf(pid) - before.pg[i]!), 0) +
      born.reduce((sum, pid) => sum + cpuOf(pid), 0);
    const self = process.cpuUsage(before.self);
    const selfMs = (self.user + self.system) / 1000;
    const issued = scenario.issued();
    const sent = issued[kind] - before.issued[kind];
    const instead = (Object.keys(issued) as Kind[]).reduce(
      (n, k) => n + (k === kind ? 0 : issued[k] - before.issued[k]),
      0,
    );
    const per = (ms: number) => (ms / Math.max(1, sent)).toFixed(2);
    const line = `${kind.padEnd(16)} sent ${String(sent).padStart(5)} at ${rate}/s${instead ? ` (and ${instead} received reads in its place)` : ''}, errors ${result.errors}, p50 ${result.p50} / p99 ${result.p99} ms — CPU ms a request: API ${per(serverMs)}, PostgreSQL ${per(pgMs)} (${pids.length + born.length} backends), generator ${per(selfMs)}`;
    log(line);
    for (const e of result.errorSamples.slice(0, 3)) log(`  failed: ${e}`);
    rows.push(line);
    if (result.errors > 0) process.exitCode = 1;
  }
  console.log(
    `\nmixed costs, ${RATE} req/s (logins 20) for ${SECONDS} s a kind, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}:\n${rows.join('\n')}`,
  );
} finally {
  await autovacuum.stop();
  await server.stop();
  await database.close();
}
