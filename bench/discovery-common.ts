import pg from 'pg';
import { APP_CONFIG_DEFAULTS } from '../apps/api/src/config';
import type { MailTransport } from '../apps/api/src/lib/mail/worker';
import { DEFAULT_PASSWORD_SETTINGS, type PasswordSettings } from '../apps/api/src/lib/passwords';
import { DEFAULT_AUTH_SETTINGS } from '../apps/api/src/modules/auth/auth.settings';
/** What the discovery benchmarks (discovery-seed.ts, discovery-api.ts) share. */

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/waliyy_bench';

/** The bench database: BENCH_DATABASE_URL, never the `test` database that CI uses. */
export function benchDatabaseUrl(
  url: string = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
): string {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (name === '' || name === 'test' || name === 'postgres') {
    throw new Error(`refusing to use the database "${name}" for the bench; name another one`);
  }
  return url;
}

/**
 * Creates the database `url` names when the server lacks it (from the server's `postgres`
 * database): a fresh machine's first bench run. Whether it was created.
 */
export async function ensureBenchDatabase(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount !== 0) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * The production auth settings (the real password cost) with only the per-address and per-account
 * login limits lifted, so a load from one machine gets through; production has no such setting.
 */
export const BENCH_LOGIN_AUTH_SETTINGS = {
  ...DEFAULT_AUTH_SETTINGS,
  limits: {
    ...DEFAULT_AUTH_SETTINGS.limits,
    loginPerIp: { max: 1e9, windowSeconds: 60 },
    loginPerEmailAndIp: { max: 1e9, windowSeconds: 60 },
    loginPerAccount: { max: 1e9, windowSeconds: 60 },
  },
};

/**
 * The production password cost and queue, with one client's share of the queue lifted: every
 * bench login comes from 127.0.0.1, which production would count as one client.
 */
export const BENCH_PASSWORD_SETTINGS: PasswordSettings = {
  ...DEFAULT_PASSWORD_SETTINGS,
  maxPerClient: DEFAULT_PASSWORD_SETTINGS.maxConcurrent + DEFAULT_PASSWORD_SETTINGS.maxQueue,
};

/**
 * The benches run the app as in production, which builds no log mail transport without
 * SMTP_URL (decision 065); no mail server is part of what they measure, so mail goes nowhere.
 */
export const BENCH_MAIL_TRANSPORT: MailTransport = {
  kind: 'log',
  send: async () => {},
  close: () => {},
};

/** The bench server's JWT secret (discovery-server.ts), so a bench can sign sessions too. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/** How the benches build the app: as in production, on this machine, logging warnings only. */
export const BENCH_APP_CONFIG = {
  ...APP_CONFIG_DEFAULTS,
  APP_URL: 'http://127.0.0.1',
  TRUST_PROXY: false,
  LOG_LEVEL: 'warn',
  isProduction: true,
  JWT_SECRET: BENCH_JWT_SECRET,
  SUPPORT_EMAIL: 'support@waliyy.test',
  MAIL_FROM: 'Waliyy <no-reply@waliyy.test>',
} as const;

/** The first K accounts of the seed log in with this password (the rest with nobody's). */
export const BENCH_PASSWORD = 'Bench-discovery-1';
export const BENCH_ACCOUNTS = 16;
export const benchEmail = (n: number) => `bench.${n}@example.com`;

export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)
    : 0;

/** A command-line flag's value: `--name value` or `--name=value`. */
export function flag(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === `--${name}`) return args[i + 1] ?? fallback;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return fallback;
}

/**
 * The seed's ids, in SQL: an md5 of kind and row number shaped as a version-4 UUID (the API's
 * schemas check the version and variant digits), the same on every run.
 */
export const uuidOf = (kind: 'user' | 'child' | 'preference', expr: string) =>
  `overlay(overlay(md5('bench-${kind}:' || ${expr}) placing '4' from 13) placing '8' from 17)::uuid`;
