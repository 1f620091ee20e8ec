import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './db/timeouts';

/** An address or a CIDR block: 10.0.0.5, 10.0.0.0/8, fd00::/8. */
const isAddressOrBlock = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy). `true` believes every entry,
 * so a client that sends its own header picks its own address and walks past every per-address
 * limit (issue 20 review): behind a load balancer name its addresses or blocks instead, and the
 * client's address is the one the balancer saw. (Fastify 5 refuses a bare hop count, which
 * cannot tell the balancer from a client that reaches the server directly.)
 */
const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  const v = value.trim().toLowerCase();
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  if (['true', 'on', 'yes', '1'].includes(v)) return true;
  const entries = v.split(',').map((e) => e.trim());
  if (entries.every(isAddressOrBlock)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      "must be the load balancer's addresses or blocks (10.0.0.5 or 10.0.0.0/8, comma-separated), true or false",
  });
  return z.NEVER;
});

/**
 * CORS_ORIGINS (issue 22, point 13): the web origins, exactly, that may call the API from a
 * browser, comma-separated (https://app.example.com,http://localhost:5173). No wildcard, path
 * or query. Default none: nothing is opened.
 */
const corsOrigins = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (!origin) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin: give scheme, host and port only, e.g. https://app.example.com (comma-separated)`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return [...new Set(origins)];
});

/** Scheme, host and port only: no path, query, fragment, user or wildcard. */
const ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?\/?$/i;

/** The origin as a browser sends it (lower-case host, default port left out), or null. */
function originOf(entry: string): string | null {
  if (!ORIGIN.test(entry)) return null;
  try {
    const { origin } = new URL(entry);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A price in major units with at most two decimals, kept as text (no floats in money). */
const majorUnits = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in major units, e.g. 25 or 19.99');

const url = (protocols: string[]) => z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) });

/** Every environment variable the server reads, parsed once (DESIGN: fail fast with a list). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: url(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  // PostgreSQL only (db/timeouts.ts): a silent database answers 503 within their sum + 0.5 s.
  DB_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DEFAULT_CONNECT_TIMEOUT_MS),
  DB_QUERY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_QUERY_TIMEOUT_MS),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Waliyy <no-reply@waliyy.local>'),
  SUPPORT_EMAIL: z.email().default('support@waliyy.local'),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  // auto = on the embedded database only; on = also on an empty PostgreSQL database.
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: corsOrigins.default([]),
  WEB_DIST: z.string().optional(),
  // Payments (docs/decisions/010-billing.md). No keys at all = the built-in sandbox, outside
  // production only; in production a currency without a provider cannot be paid (DECISIONS 39).
  PAYSTACK_API_URL: url(['http', 'https']).default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYPAL_API_URL: url(['http', 'https']).default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().min(8).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(8).optional(),
  /** Every call to a payment provider gives up after this long (the order stays pending). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Premium prices in major units ('25', '19.99'); NGN stays at ₦10,000 (spec §9). */
  PLAN_PRICE_USD: majorUnits.default('25'),
  PLAN_PRICE_GBP: majorUnits.default('20'),
  // Likes (DECISIONS 21; modules/likes): a pending like is reminded after this many
  // days and expires unanswered after this many (the reminder must come first).
  LIKE_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LIKE_EXPIRY_DAYS: z.coerce.number().int().min(2).max(365).default(14),
  // How often each instance's payment reconcile and likes jobs look for due work; unset = their
  // own defaults (1 and 5 minutes). The mailer is woken by every commit that queues mail.
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  // Operations (issue 24): the version /api/v1/health reports (unset = the build's
  // package.json version and commit); the Bearer token /metrics asks for (unset = no /metrics);
  // how long SIGTERM keeps serving with readiness 503 before the listener closes.
  APP_VERSION: z.string().min(1).max(100).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Omit<Env, 'APP_URL' | 'JWT_SECRET' | 'DATA_DIR'> & {
  APP_URL: string;
  DATA_DIR: string;
  JWT_SECRET: string;
  /** True when the secret was generated and stored in DATA_DIR rather than given. */
  jwtSecretGenerated: boolean;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const withoutEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

const issueLines = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(withoutEmpty(env));
  if (!result.success) throw new ConfigError(issueLines(result.error));
  return result.data;
}

/**
 * Rules between settings. Each is checked whenever its own variables are valid, so that one
 * start lists every problem at once (a bad PORT does not hide a missing SMTP_URL).
 */
const RULES: { uses: (keyof Env)[]; problem: (env: Env) => string | false }[] = [
  {
    uses: ['NODE_ENV', 'APP_URL'],
    // Links in e-mails and payment returns are built from it (DECISIONS 39).
    problem: (env) =>
      env.NODE_ENV === 'production' && !env.APP_URL && 'APP_URL: required when NODE_ENV=production',
  },
  {
    uses: ['NODE_ENV', 'SMTP_URL'],
    // Without it sign-up codes and reset links would only be written to the log (DECISIONS 39).
    problem: (env) =>
      env.NODE_ENV === 'production' &&
      !env.SMTP_URL &&
      'SMTP_URL: required when NODE_ENV=production (codes and reset links must be e-mailed, never logged)',
  },
  {
    uses: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    problem: (env) =>
      Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET) &&
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither',
  },
  {
    uses: ['LIKE_REMINDER_DAYS', 'LIKE_EXPIRY_DAYS'],
    problem: (env) =>
      env.LIKE_REMINDER_DAYS >= env.LIKE_EXPIRY_DAYS &&
      'LIKE_REMINDER_DAYS: must be fewer days than LIKE_EXPIRY_DAYS',
  },
];

/** The broken rules among the variables that are themselves valid. */
function ruleProblems(env: Record<string, string | undefined>): string[] {
  return RULES.flatMap((rule) => {
    const mask = Object.fromEntries(rule.uses.map((key) => [key, true])) as Record<keyof Env, true>;
    const own = EnvSchema.pick(mask).safeParse(env);
    const problem = own.success && rule.problem(own.data as Env);
    return problem ? [problem] : [];
  });
}

/**
 * The JWT secret: the configured one, or one generated once and kept in DATA_DIR so that
 * tokens survive a restart on a single machine (DECISIONS 7: several instances must set it).
 */
function resolveJwtSecret(env: Env, dataDir: string): { secret: string; generated: boolean } {
  if (env.JWT_SECRET) return { secret: env.JWT_SECRET, generated: false };
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), generated: true };
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, generated: true };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Bad values and broken rules in one list, so one start shows everything to fix.
  const cleaned = withoutEmpty(env);
  const result = EnvSchema.safeParse(cleaned);
  const problems = [...(result.success ? [] : issueLines(result.error)), ...ruleProblems(cleaned)];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === 'production';
  const dataDir = path.resolve(parsed.DATA_DIR);
  const jwt = resolveJwtSecret(parsed, dataDir);
  return {
    ...parsed,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    DATA_DIR: dataDir,
    JWT_SECRET: jwt.secret,
    jwtSecretGenerated: jwt.generated,
    isProduction,
  };
}
