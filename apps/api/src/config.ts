import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { corsOrigins, majorUnits, trustProxy, url } from './config-values';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './db/timeouts';

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
  // production only; in production a currency without a provider cannot be paid (decision 065).
  PAYSTACK_API_URL: url(['http', 'https']).default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYPAL_API_URL: url(['http', 'https']).default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().min(8).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(8).optional(),
  /** Every call to a payment provider gives up after this long (the order stays pending). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Premium prices in major units ('25', '19.99'); NGN stays at ₦10,000 (product.md §9). */
  PLAN_PRICE_USD: majorUnits.default('25'),
  PLAN_PRICE_GBP: majorUnits.default('20'),
  // Texts (decision 083): Termii for Nigerian numbers, Twilio for the others; one alone takes
  // every number. None = development's /dev/sms; in production the phone check is unavailable.
  TERMII_BASE_URL: url(['http', 'https']).default('https://api.ng.termii.com'),
  TERMII_API_KEY: z.string().min(8).optional(),
  /** The sender id registered with Termii (3–11 letters or digits). */
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters or digits')
    .default('Waliyy'),
  TWILIO_BASE_URL: url(['http', 'https']).default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().min(8).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  /** The Twilio number (E.164) or alphanumeric sender the texts come from. */
  TWILIO_FROM: z.string().min(3).optional(),
  /** Every call to an SMS provider gives up after this long (the outbox retries the text). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Likes (decision 047; modules/likes): a pending like is reminded after this many
  // days and expires unanswered after this many (the reminder must come first).
  LIKE_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LIKE_EXPIRY_DAYS: z.coerce.number().int().min(2).max(365).default(14),
  // How often each instance's payment reconcile and likes jobs look for due work; unset = their
  // own defaults (DEFAULT_POLL_MS: 1 and 5 minutes). The mailer is woken by every commit that queues mail.
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  // Operations (decision 026): the version /api/v1/health reports (unset = the build's
  // package.json version and commit); the Bearer token /metrics asks for (unset = no /metrics);
  // how long SIGTERM keeps serving with readiness 503 before the listener closes.
  APP_VERSION: z.string().min(1).max(100).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

/** How often each job looks for due work when JOBS_POLL_MS is unset. */
export const DEFAULT_POLL_MS = { reconcile: 60_000, likes: 5 * 60_000 } as const;

export type Config = Omit<Env, 'APP_URL' | 'JWT_SECRET' | 'DATA_DIR'> & {
  APP_URL: string;
  DATA_DIR: string;
  JWT_SECRET: string;
  /** True when the secret was generated and stored in DATA_DIR rather than given. */
  jwtSecretGenerated: boolean;
  isProduction: boolean;
  /** JOBS_POLL_MS, or each job's own default. */
  reconcilePollMs: number;
  likesPollMs: number;
};

/** What buildApp reads of the configuration, every default already resolved. */
export type AppConfig = Pick<
  Config,
  | 'APP_URL'
  | 'TRUST_PROXY'
  | 'LOG_LEVEL'
  | 'isProduction'
  | 'JWT_SECRET'
  | 'SUPPORT_EMAIL'
  | 'MAIL_FROM'
  | 'SMTP_URL'
  | 'REDIS_URL'
  | 'WEB_DIST'
  | 'PAYSTACK_API_URL'
  | 'PAYSTACK_SECRET_KEY'
  | 'PAYPAL_API_URL'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYMENT_TIMEOUT_MS'
  | 'PLAN_PRICE_USD'
  | 'PLAN_PRICE_GBP'
  | 'TERMII_BASE_URL'
  | 'TERMII_API_KEY'
  | 'TERMII_SENDER_ID'
  | 'TWILIO_BASE_URL'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'SMS_TIMEOUT_MS'
  | 'LIKE_REMINDER_DAYS'
  | 'LIKE_EXPIRY_DAYS'
  | 'CORS_ORIGINS'
  | 'APP_VERSION'
  | 'METRICS_TOKEN'
  | 'reconcilePollMs'
  | 'likesPollMs'
>;

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
    // Links in e-mails and payment returns are built from it (decision 065).
    problem: (env) =>
      env.NODE_ENV === 'production' && !env.APP_URL && 'APP_URL: required when NODE_ENV=production',
  },
  {
    uses: ['NODE_ENV', 'SMTP_URL'],
    // Without it sign-up codes and reset links would only be written to the log (decision 065).
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
    uses: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    problem: (env) =>
      new Set([env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].map(Boolean)).size >
        1 && 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: set all three or none',
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
 * tokens survive a restart on a single machine (decision 033: several instances must set it).
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

const pollMsOf = (jobsPollMs: number | undefined) => ({
  reconcilePollMs: jobsPollMs ?? DEFAULT_POLL_MS.reconcile,
  likesPollMs: jobsPollMs ?? DEFAULT_POLL_MS.likes,
});

const ENV_DEFAULTS = EnvSchema.parse({});

/**
 * The defaults of everything buildApp reads that has one, as loadConfig resolves them with
 * nothing set (outside production): what tests and benchmarks lay their own values over.
 * @internal Tests' and the bench's base config (decision 081).
 */
export const APP_CONFIG_DEFAULTS: Omit<AppConfig, 'APP_URL' | 'JWT_SECRET'> = {
  TRUST_PROXY: ENV_DEFAULTS.TRUST_PROXY,
  LOG_LEVEL: ENV_DEFAULTS.LOG_LEVEL,
  isProduction: false,
  SUPPORT_EMAIL: ENV_DEFAULTS.SUPPORT_EMAIL,
  MAIL_FROM: ENV_DEFAULTS.MAIL_FROM,
  PAYSTACK_API_URL: ENV_DEFAULTS.PAYSTACK_API_URL,
  PAYPAL_API_URL: ENV_DEFAULTS.PAYPAL_API_URL,
  PAYMENT_TIMEOUT_MS: ENV_DEFAULTS.PAYMENT_TIMEOUT_MS,
  PLAN_PRICE_USD: ENV_DEFAULTS.PLAN_PRICE_USD,
  PLAN_PRICE_GBP: ENV_DEFAULTS.PLAN_PRICE_GBP,
  TERMII_BASE_URL: ENV_DEFAULTS.TERMII_BASE_URL,
  TERMII_SENDER_ID: ENV_DEFAULTS.TERMII_SENDER_ID,
  TWILIO_BASE_URL: ENV_DEFAULTS.TWILIO_BASE_URL,
  SMS_TIMEOUT_MS: ENV_DEFAULTS.SMS_TIMEOUT_MS,
  LIKE_REMINDER_DAYS: ENV_DEFAULTS.LIKE_REMINDER_DAYS,
  LIKE_EXPIRY_DAYS: ENV_DEFAULTS.LIKE_EXPIRY_DAYS,
  CORS_ORIGINS: ENV_DEFAULTS.CORS_ORIGINS,
  ...pollMsOf(undefined),
};

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
    ...pollMsOf(parsed.JOBS_POLL_MS),
  };
}
