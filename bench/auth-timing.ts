/**
 * Account enumeration by timing (decision 018): for forgot-password, login (wrong password)
 * and sign-up, N requests for a known address and N for an unknown one, interleaved in random
 * pairs, against the real app through app.inject(), with the mail worker running as in
 * production (its work after an answer competes with the next request, as it would there).
 * Reports each side's median and the difference.
 *
 * Usage: npx tsx bench/auth-timing.ts [n=200] [argon2=real|fast] [pauseMs=0]
 *   pauseMs: a pause after each request, so the work the worker does after an answer is over
 *   before the next request (0: back to back, that work competing with the next request).
 *   BENCH_DATABASE_URL=postgres://… for PostgreSQL (default: in-memory PGlite).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema';
import { DEFAULT_PASSWORD_SETTINGS } from '../apps/api/src/lib/passwords';
import {
  type AuthSettings,
  DEFAULT_AUTH_SETTINGS,
} from '../apps/api/src/modules/auth/auth.settings';
import { FAST_PASSWORDS } from '../apps/api/src/test/app';
import { BENCH_APP_CONFIG } from './discovery-common';

const n = Number(process.argv[2] ?? 200);
const argon2 = process.argv[3] === 'fast' ? 'fast' : 'real';
const pauseMs = Number(process.argv[4] ?? 0);
const passwordSettings = argon2 === 'fast' ? FAST_PASSWORDS : DEFAULT_PASSWORD_SETTINGS;
const PASSWORD = 'Timing-password-1';

// Every limit lifted: this measures the work behind the limits, not the limits.
const settings: AuthSettings = {
  ...DEFAULT_AUTH_SETTINGS,
  limits: Object.fromEntries(
    Object.keys(DEFAULT_AUTH_SETTINGS.limits).map((k) => [k, { max: 1e9, windowSeconds: 60 }]),
  ) as AuthSettings['limits'],
};

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
    : { kind: 'pglite' },
);
await migrate(database);
const app = await buildApp({
  config: { ...BENCH_APP_CONFIG, LOG_LEVEL: 'silent', isProduction: false },
  database,
  logger: false,
  overrides: { authSettings: settings, passwordSettings },
});
await app.ready();
app.mailWorker.start();

const known = `timing.${randomBytes(4).toString('hex')}@example.com`;
await database.db.insert(users).values({
  email: known,
  firstName: 'Timing',
  lastName: 'Known',
  phone: '+2348030000000',
  passwordHash: await hash(PASSWORD, { algorithm: 2, ...passwordSettings }),
  emailVerifiedAt: new Date(),
});
const unknown = () => `nobody.${randomUUID()}@example.com`;

type Probe = (email: string) => Promise<number>;
const inject = (method: 'POST' | 'PUT', url: string, payload: object, expected: number) =>
  app.inject({ method, url, payload }).then((res) => {
    if (res.statusCode !== expected) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  });
const timed = async (work: () => Promise<void>) => {
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  return ms;
};

const endpoints: { name: string; probe: Probe }[] = [
  {
    name: 'forgot-password',
    probe: (email) => timed(() => inject('PUT', '/api/v1/auth/forgot-password', { email }, 200)),
  },
  {
    name: 'login (wrong password)',
    probe: (email) =>
      timed(() =>
        inject('POST', '/api/v1/auth/login', { email, password: 'Wrong-password-9' }, 401),
      ),
  },
  {
    name: 'sign-up',
    probe: (email) =>
      timed(() =>
        inject(
          'POST',
          '/api/v1/auth/signup',
          {
            firstName: 'Zainab',
            lastName: 'Musa',
            email,
            phoneNumber: '+2348031234567',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
          201,
        ),
      ),
  },
];

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const ms = (v: number) => Math.round(v * 1000) / 1000;

console.log(
  `auth timing: ${database.kind}, argon2 ${argon2} (m=${passwordSettings.memoryCost} KiB, ` +
    `t=${passwordSettings.timeCost}), ${n} known + ${n} unknown per endpoint, interleaved, ` +
    `${pauseMs ? `${pauseMs} ms apart` : 'back to back'}`,
);
for (const { name, probe } of endpoints) {
  // Warm up both paths (JIT, prepared plans, the dummy hash) before measuring.
  for (let i = 0; i < 10; i += 1) {
    await probe(known);
    await probe(unknown());
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < n; i += 1) {
    // Random order inside each pair, so neither side always follows the other's after-work.
    const knownFirst = Math.random() < 0.5;
    for (const side of knownFirst ? ['known', 'unknown'] : ['unknown', 'known']) {
      if (side === 'known') times.known.push(await probe(known));
      else times.unknown.push(await probe(unknown()));
    }
  }
  const k = median(times.known);
  const u = median(times.unknown);
  console.log(
    `  ${name.padEnd(24)} median known ${ms(k)} ms, unknown ${ms(u)} ms, ` +
      `difference ${ms(k - u)} ms`,
  );
}
await app.close();
