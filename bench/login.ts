/**
 * Login under load: 20 clients log in back to back for a while, with the real argon2id cost
 * (19 MiB, t=2, p=1), while a probe measures /api/v1/health to show other routes still answer.
 * Usage: npx tsx bench/login.ts [seconds=15] [clients=20]   (BENCH_DATABASE_URL for PostgreSQL)
 * Writes bench/results/login.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema';
import { DEFAULT_PASSWORD_SETTINGS } from '../apps/api/src/lib/passwords';
import {
  BENCH_APP_CONFIG,
  BENCH_LOGIN_AUTH_SETTINGS,
  BENCH_MAIL_TRANSPORT,
  BENCH_PASSWORD_SETTINGS,
  ensureBenchDatabase,
} from './discovery-common';

const seconds = Number(process.argv[2] ?? 15);
const clients = Number(process.argv[3] ?? 20);
const PASSWORD = 'Bench-password-1';

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)
    : 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

// A fresh machine's PostgreSQL has no bench database yet.
if (process.env.BENCH_DATABASE_URL) await ensureBenchDatabase(process.env.BENCH_DATABASE_URL);
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
    : { kind: 'pglite' },
);
await migrate(database);
const app = await buildApp({
  config: BENCH_APP_CONFIG,
  database,
  logger: false,
  overrides: {
    // The real password cost; only the per-address limits are lifted so the load gets through.
    authSettings: BENCH_LOGIN_AUTH_SETTINGS,
    passwordSettings: BENCH_PASSWORD_SETTINGS,
    mailTransport: BENCH_MAIL_TRANSPORT,
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const passwordHash = await hash(PASSWORD, {
  algorithm: 2,
  memoryCost: DEFAULT_PASSWORD_SETTINGS.memoryCost,
  timeCost: DEFAULT_PASSWORD_SETTINGS.timeCost,
  parallelism: DEFAULT_PASSWORD_SETTINGS.parallelism,
});
// Their own addresses (bench:seed's are bench.N@), kept from an earlier run on the same database.
const emails = Array.from({ length: clients }, (_, i) => `bench.login.${i}@example.com`);
await database.db
  .insert(users)
  .values(
    emails.map((email) => ({
      email,
      firstName: 'Bench',
      lastName: 'User',
      phone: '+2348030000000',
      passwordHash,
      emailVerifiedAt: new Date(),
    })),
  )
  .onConflictDoNothing();

async function timed(url: string, init?: RequestInit) {
  const start = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

// Health latency with nothing else running.
const idle: number[] = [];
for (let i = 0; i < 50; i += 1) idle.push((await timed(`${base}/api/v1/health`)).ms);

const loginMs: number[] = [];
const busyHealth: number[] = [];
const statuses: Record<number, number> = {};
const endAt = Date.now() + seconds * 1000;
const started = performance.now();

const worker = async (email: string) => {
  while (Date.now() < endAt) {
    const { ms, status } = await timed(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) loginMs.push(ms);
  }
};
const probe = async () => {
  while (Date.now() < endAt) {
    busyHealth.push((await timed(`${base}/api/v1/health`)).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
};
await Promise.all([...emails.map(worker), probe()]);
const elapsedS = (performance.now() - started) / 1000;

const result = {
  when: new Date().toISOString(),
  database: database.kind,
  clients,
  seconds: Math.round(elapsedS * 10) / 10,
  argon2: DEFAULT_PASSWORD_SETTINGS,
  statuses,
  loginsPerSecond: Math.round((loginMs.length / elapsedS) * 10) / 10,
  loginMs: summary(loginMs),
  healthIdleMs: summary(idle),
  healthUnderLoginLoadMs: summary(busyHealth),
};
console.log(JSON.stringify(result, null, 2));
const out = process.env.BENCH_RESULTS_DIR ?? path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'login.json'), `${JSON.stringify(result, null, 2)}\n`);
await app.close();
