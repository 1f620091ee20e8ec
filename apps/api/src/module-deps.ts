/** What every module's register function is given: the shared pieces, built once per app. */
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AppConfig, ConfigError } from './config';
import type { Database, Db } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import type { RunOutcome } from './lib/job-runs';
import {
  createLogTransport,
  createMailWorker,
  createSmtpTransport,
  type MailTransport,
  type MailWorker,
} from './lib/mail/worker';
import {
  createPasswordHasher,
  DEFAULT_PASSWORD_SETTINGS,
  type PasswordHasher,
  type PasswordSettings,
} from './lib/passwords';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limit';
import { createSmsSender, type SmsSender } from './lib/sms/sms';
import { createSmsJob } from './lib/sms/sms-job';
import { SMS_KIND } from './lib/sms/sms-outbox.repository';
import { createTokenService, type TokenService } from './lib/tokens';
import {
  type AuthDeps,
  type AuthSettings,
  type CodeHasher,
  createAuthenticate,
  createCodeHasher,
  DEFAULT_AUTH_SETTINGS,
} from './modules/auth';
import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from './modules/billing';
import type { AppMetrics } from './modules/health';
import { type LikesSettings, likesSettingsFromDays } from './modules/likes';
import type { SafetySettings } from './modules/safety';

/** Where every API module's routes live. */
export const API_PREFIX = '/api/v1';

/** What buildApp is given: main.ts passes the loaded config, tests lay overrides over it. */
export type AppDeps = {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** What tests replace: the clock, limits, argon2 cost, the mail transport. */
  overrides?: {
    clock?: Clock;
    authSettings?: AuthSettings;
    passwordSettings?: PasswordSettings;
    rateLimiter?: RateLimiter;
    mailTransport?: MailTransport;
    /** The texts' sender; null = none (production without a provider). */
    smsSender?: SmsSender | null;
    billingSettings?: BillingSettings;
    likesSettings?: LikesSettings;
    safetySettings?: SafetySettings;
  };
};

export type ModuleDeps = {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** What e-mails and pages link to. */
  links: { appUrl: string; supportEmail: string };
  /** Wakes the mail poller after a commit that queued e-mail. */
  mailQueued: () => void;
  mailWorker: MailWorker;
  mailTransport: MailTransport;
  /**
   * What delivers the outbox's texts (decision 083): the providers, development's /dev/sms, or
   * null in production without a provider (nothing may be texted; the phone check says so).
   */
  sms: SmsSender | null;
  limiter: RateLimiter;
  /** One hasher for the app: its queue keeps argon2 fair across every route that hashes. */
  hasher: PasswordHasher;
  tokens: TokenService;
  hashCode: CodeHasher;
  authenticate: ReturnType<typeof createAuthenticate>;
  /** The timings and limits in force: the defaults, or what a test set. */
  settings: {
    auth: AuthSettings;
    billing: BillingSettings;
    likes: LikesSettings;
    safety: SafetySettings | undefined;
  };
  metrics: MetricsRelay;
};

/**
 * The app's metrics, made by the health module once the pollers it reads exist. Until then
 * nothing is told (no request is answered and no poller runs before buildApp returns).
 */
export function createMetricsRelay() {
  let metrics: AppMetrics | undefined;
  return {
    attach(made: AppMetrics) {
      metrics = made;
    },
    request: (method: string, route: string, status: number, seconds: number) =>
      metrics?.request(method, route, status, seconds),
    jobRun: (job: 'mail' | 'reconcile' | 'likes', outcome: RunOutcome) =>
      metrics?.jobRun(job, outcome),
    reconciled: (result: string) => metrics?.reconciled(result),
  };
}
export type MetricsRelay = ReturnType<typeof createMetricsRelay>;

/** Builds the shared pieces; the mail poller is decorated on the app (main.ts starts it). */
export function createModuleDeps(
  app: FastifyInstance,
  { config, database, overrides = {} }: AppDeps,
  metrics: MetricsRelay,
): ModuleDeps {
  if (database.driver.kind === 'postgres') {
    database.driver.pool.on('error', (error) =>
      app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    );
  }
  const { db } = database;
  const clock = overrides.clock ?? systemClock;
  const limiter =
    overrides.rateLimiter ??
    (config.REDIS_URL
      ? createRedisRateLimiter(config.REDIS_URL, clock, (error) =>
          app.log.warn({ err: error }, 'redis rate limiter unavailable; using memory'),
        )
      : createMemoryRateLimiter(clock));
  if (!overrides.mailTransport && !config.SMTP_URL && config.isProduction) {
    // The log transport writes sign-up codes and reset links into the log (decision 065);
    // loadConfig already refuses this, and so does anything else that builds the app.
    throw new ConfigError(['SMTP_URL: required when NODE_ENV=production']);
  }
  const mailTransport =
    overrides.mailTransport ??
    (config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : createLogTransport(app.log));
  const mailWorker = createMailWorker({
    db,
    transport: mailTransport,
    logger: app.log,
    onRun: (outcome) => metrics.jobRun('mail', outcome),
  });
  app.decorate('mailWorker', mailWorker);
  const sms =
    overrides.smsSender === undefined ? createSmsSender(config, app.log) : overrides.smsSender;
  // Texts ride the mail poller: same claim, same retries. Without a sender their rows wait.
  if (sms) mailWorker.handle(SMS_KIND, createSmsJob(db, sms));
  app.decorateRequest('auth', null);
  app.decorateRequest('deferredSession', null);

  const auth = overrides.authSettings ?? DEFAULT_AUTH_SETTINGS;
  const tokens = createTokenService(config.JWT_SECRET, auth.tokenTtlSeconds, clock);
  return {
    config,
    database,
    db,
    clock,
    log: app.log,
    links: { appUrl: config.APP_URL, supportEmail: config.SUPPORT_EMAIL },
    mailQueued: () => mailWorker.kick(),
    mailWorker,
    mailTransport,
    sms,
    limiter,
    hasher: createPasswordHasher(overrides.passwordSettings ?? DEFAULT_PASSWORD_SETTINGS),
    tokens,
    hashCode: createCodeHasher(config.JWT_SECRET),
    authenticate: createAuthenticate({ db, tokens, clock, supportEmail: config.SUPPORT_EMAIL }),
    settings: {
      auth,
      billing: overrides.billingSettings ?? DEFAULT_BILLING_SETTINGS,
      likes:
        overrides.likesSettings ??
        likesSettingsFromDays(config.LIKE_REMINDER_DAYS, config.LIKE_EXPIRY_DAYS),
      safety: overrides.safetySettings,
    },
    metrics,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox's e-mails; main.ts starts it, tests call runOnce(). */
    mailWorker: MailWorker;
  }
}

/** The sign-in machinery the auth and account modules share (one hasher, one token signer). */
export const authDepsOf = (deps: ModuleDeps): AuthDeps => ({
  db: deps.db,
  hasher: deps.hasher,
  tokens: deps.tokens,
  limiter: deps.limiter,
  settings: deps.settings.auth,
  clock: deps.clock,
  hashCode: deps.hashCode,
  links: deps.links,
  mailQueued: deps.mailQueued,
  log: deps.log,
});
