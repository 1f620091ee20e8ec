import { type ErrorBody, GENERIC_MESSAGES } from '@waliyy/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, ConfigError } from './config';
import type { Database } from './db/client';
import { createAuthenticate } from './lib/authenticate';
import { type Clock, systemClock } from './lib/clock';
import { registerCors } from './lib/cors';
import { registerErrorHandler } from './lib/error-handler';
import { appLoggerOptions } from './lib/logger';
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
  type PasswordSettings,
} from './lib/passwords';
import { createPaymentGateways, DEFAULT_PAYMENTS_CONFIG } from './lib/payments/gateways';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limit';
import { createDrain, type Drain, registerRequestLog } from './lib/request-log';
import { registerSecurityHeaders } from './lib/security-headers';
import { createTokenService } from './lib/tokens';
import { appVersion } from './lib/version';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createAdminAccountsService } from './modules/admin/accounts.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createNonRespondersService } from './modules/admin/non-responders';
import { createOverviewService } from './modules/admin/overview.service';
import { createAdminPlansService } from './modules/admin/plans.service';
import { createAdminReportsService } from './modules/admin/reports.service';
import { createStaffService } from './modules/admin/staff.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { type AuthSettings, DEFAULT_AUTH_SETTINGS } from './modules/auth/auth.settings';
import { createCodeHasher } from './modules/auth/codes';
import { createResetRequestJob, RESET_REQUEST } from './modules/auth/reset-requests';
import { billingRoutes } from './modules/billing/billing.routes';
import { type BillingService, createBillingService } from './modules/billing/billing.service';
import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from './modules/billing/billing.settings';
import { createReconcileWorker, type ReconcileWorker } from './modules/billing/reconcile-worker';
import { sandboxRoutes } from './modules/billing/sandbox.routes';
import { webhookRoutes } from './modules/billing/webhook.routes';
import { childrenRoutes } from './modules/children/children.routes';
import { createChildrenService } from './modules/children/children.service';
import { mailboxRoutes } from './modules/dev/mailbox.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { createDiscoveryService } from './modules/discovery/discovery.service';
import { registerDocs } from './modules/docs/docs.plugin';
import { type AppMetrics, createAppMetrics } from './modules/health/app-metrics';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { prometheusRoutes } from './modules/health/prometheus.routes';
import { runDueLikes } from './modules/likes/likes.jobs';
import { likesRoutes } from './modules/likes/likes.routes';
import { createLikesService } from './modules/likes/likes.service';
import { type LikesSettings, likesSettingsFromDays } from './modules/likes/likes.settings';
import { createLikesWorker, type LikesWorker } from './modules/likes/likes-worker';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { DEFAULT_PLAN_PRICES, seedPlans } from './modules/plans/plan-catalogue';
import { plansRoutes } from './modules/plans/plans.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { createPreferencesService } from './modules/preferences/preferences.service';
import { createExportService } from './modules/safety/export.service';
import { safetyRoutes } from './modules/safety/safety.routes';
import { createSafetyService, type SafetySettings } from './modules/safety/safety.service';
import {
  createSpaIndex,
  type SpaPage,
  sendSpaPage,
  wantsSpa,
  webRoutes,
} from './modules/web/web.routes';

export type AppDeps = {
  config: Pick<
    Config,
    | 'APP_URL'
    | 'TRUST_PROXY'
    | 'LOG_LEVEL'
    | 'isProduction'
    | 'JWT_SECRET'
    | 'SUPPORT_EMAIL'
    | 'MAIL_FROM'
  > & {
    SMTP_URL?: string | undefined;
    REDIS_URL?: string | undefined;
    WEB_DIST?: string | undefined;
  } & Partial<
      Pick<
        Config,
        | 'PAYSTACK_API_URL'
        | 'PAYSTACK_SECRET_KEY'
        | 'PAYPAL_API_URL'
        | 'PAYPAL_CLIENT_ID'
        | 'PAYPAL_CLIENT_SECRET'
        | 'PAYMENT_TIMEOUT_MS'
        | 'PLAN_PRICE_USD'
        | 'PLAN_PRICE_GBP'
        | 'LIKE_REMINDER_DAYS'
        | 'LIKE_EXPIRY_DAYS'
        | 'JOBS_POLL_MS'
        | 'CORS_ORIGINS'
        | 'APP_VERSION'
        | 'METRICS_TOKEN'
      >
    >;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** What tests replace: the clock, limits, argon2 cost, the mail transport. */
  overrides?: {
    clock?: Clock;
    authSettings?: AuthSettings;
    passwordSettings?: PasswordSettings;
    rateLimiter?: RateLimiter;
    mailTransport?: MailTransport;
    billingSettings?: BillingSettings;
    likesSettings?: LikesSettings;
    safetySettings?: SafetySettings;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox's e-mails; main.ts starts it, tests call runOnce(). */
    mailWorker: MailWorker;
    /** Payments and subscriptions (tests drain its webhook work). */
    billing: BillingService;
    /** Verifies orders left pending; main.ts starts it, tests call runOnce(). */
    reconcileWorker: ReconcileWorker;
    /** Reminds and expires pending likes; main.ts starts it, tests call runOnce(). */
    likesWorker: LikesWorker;
    /** SIGTERM's drain (main.ts starts it): readiness 503, `Connection: close`. */
    drain: Drain;
  }
}

/** The entries of an object whose value is set (so a default is not replaced by undefined). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Builds the whole app without listening; main.ts listens, tests use app.inject(). */
export async function buildApp({
  config,
  database,
  logger,
  overrides = {},
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: appLoggerOptions(config.LOG_LEVEL, logger),
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written by lib/request-log.ts (issue 24, point 15).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Ids in requests are UUIDs; a request id per request ties log lines together.
    genReqId: () => crypto.randomUUID(),
    // A path the router itself refuses (a parameter over 100 characters, broken %-encoding)
    // answers in our error shape too, without echoing the path back.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .send({ message: 'This address is not valid.', code: 'VALIDATION' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const version = appVersion(config.APP_VERSION);
  const drain = createDrain();
  app.decorate('drain', drain);
  // Made once the workers it reads exist; the request hook and the workers' runs report to it.
  let metrics: AppMetrics | undefined;
  registerRequestLog(app, {
    drain,
    onAnswered: (method, route, status, seconds) =>
      metrics?.request(method, route, status, seconds),
  });
  await registerSecurityHeaders(app, { isHttps: config.APP_URL.startsWith('https:') });
  registerCors(app, config.CORS_ORIGINS ?? []);
  await registerDocs(app, config.APP_URL);

  if (database.driver.kind === 'postgres') {
    database.driver.pool.on('error', (error) =>
      app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    );
  }
  const clock = overrides.clock ?? systemClock;
  const limiter =
    overrides.rateLimiter ??
    (config.REDIS_URL
      ? createRedisRateLimiter(config.REDIS_URL, clock, (error) =>
          app.log.warn({ err: error }, 'redis rate limiter unavailable; using memory'),
        )
      : createMemoryRateLimiter(clock));
  if (!overrides.mailTransport && !config.SMTP_URL && config.isProduction) {
    // The log transport writes sign-up codes and reset links into the log (DECISIONS 39);
    // loadConfig already refuses this, and so does anything else that builds the app.
    throw new ConfigError(['SMTP_URL: required when NODE_ENV=production']);
  }
  const transport =
    overrides.mailTransport ??
    (config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : createLogTransport(app.log));
  const mailWorker = createMailWorker({
    db: database.db,
    transport,
    logger: app.log,
    onRun: (outcome) => metrics?.jobRun('mail', outcome),
  });
  app.decorate('mailWorker', mailWorker);
  app.decorateRequest('auth', null);

  const authSettings = overrides.authSettings ?? DEFAULT_AUTH_SETTINGS;
  const tokens = createTokenService(config.JWT_SECRET, authSettings.tokenTtlSeconds, clock);
  const authDeps = {
    db: database.db,
    hasher: createPasswordHasher(overrides.passwordSettings ?? DEFAULT_PASSWORD_SETTINGS),
    tokens,
    limiter,
    settings: authSettings,
    clock,
    hashCode: createCodeHasher(config.JWT_SECRET),
    links: { appUrl: config.APP_URL, supportEmail: config.SUPPORT_EMAIL },
    mailQueued: () => mailWorker.kick(),
  };
  mailWorker.handle(RESET_REQUEST, createResetRequestJob(authDeps));
  // The plans on sale follow the checked-in catalogue and the configured prices.
  await seedPlans(database.db, {
    PLAN_PRICE_USD: config.PLAN_PRICE_USD ?? DEFAULT_PLAN_PRICES.PLAN_PRICE_USD,
    PLAN_PRICE_GBP: config.PLAN_PRICE_GBP ?? DEFAULT_PLAN_PRICES.PLAN_PRICE_GBP,
  });
  const gateways = createPaymentGateways({
    ...DEFAULT_PAYMENTS_CONFIG,
    ...definedOnly(config),
    APP_URL: config.APP_URL,
    isProduction: config.isProduction,
  });
  const billingSettings = overrides.billingSettings ?? DEFAULT_BILLING_SETTINGS;
  const billing = createBillingService({
    db: database.db,
    clock,
    gateways,
    settings: billingSettings,
    appUrl: config.APP_URL,
    isProduction: config.isProduction,
    logger: app.log,
    mailQueued: () => mailWorker.kick(),
    onReconciled: (result) => metrics?.reconciled(result),
  });
  const reconcileWorker = createReconcileWorker({
    billing,
    logger: app.log,
    pollMs: config.JOBS_POLL_MS ?? billingSettings.reconcilePollMs,
    onRun: (outcome) => metrics?.jobRun('reconcile', outcome),
  });
  app.decorate('billing', billing);
  app.decorate('reconcileWorker', reconcileWorker);

  const likesSettings =
    overrides.likesSettings ??
    likesSettingsFromDays(config.LIKE_REMINDER_DAYS ?? 7, config.LIKE_EXPIRY_DAYS ?? 14);
  const mailQueued = () => mailWorker.kick();
  const likesWorker = createLikesWorker({
    run: () =>
      runDueLikes({
        db: database.db,
        clock,
        settings: likesSettings,
        appUrl: config.APP_URL,
        mailQueued,
      }),
    logger: app.log,
    pollMs: config.JOBS_POLL_MS ?? likesSettings.pollMs,
    onRun: (outcome) => metrics?.jobRun('likes', outcome),
  });
  app.decorate('likesWorker', likesWorker);

  const authenticate = createAuthenticate({
    db: database.db,
    tokens,
    clock,
    supportEmail: config.SUPPORT_EMAIL,
  });

  const health = createHealthService({
    db: database.db,
    ping: () => database.ping(),
    pingRedis: limiter.ping ?? null,
    workers: { mail: mailWorker, reconcile: reconcileWorker, likes: likesWorker },
    version,
    isDraining: drain.isDraining,
  });
  metrics = createAppMetrics({ database, health, version });
  // Prometheus only with its token (issue 24, point 13); without one, /metrics is a 404.
  if (config.METRICS_TOKEN) {
    await app.register(prometheusRoutes, { metrics, token: config.METRICS_TOKEN });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health, version });
      await api.register(plansRoutes, { db: database.db, providersFor: billing.providersFor });
      await api.register(authRoutes, { auth: createAuthService(authDeps) });
      const account = createAccountService(authDeps);
      await api.register(accountRoutes, { account, authenticate });
      await api.register(childrenRoutes, {
        children: createChildrenService({
          db: database.db,
          clock,
          supportEmail: config.SUPPORT_EMAIL,
          appUrl: config.APP_URL,
          mailQueued,
        }),
        authenticate,
        clock,
      });
      await api.register(preferencesRoutes, {
        preferences: createPreferencesService({ db: database.db, clock }),
        authenticate,
      });
      await api.register(discoveryRoutes, {
        discovery: createDiscoveryService({
          db: database.db,
          clock,
          onBackgroundError: (error) =>
            app.log.warn({ err: error }, 'explore anchors refresh failed; the old ones stay'),
        }),
        authenticate,
      });
      await api.register(likesRoutes, {
        likes: createLikesService({ db: database.db, clock, appUrl: config.APP_URL, mailQueued }),
        authenticate,
      });
      await api.register(safetyRoutes, {
        safety: createSafetyService({
          db: database.db,
          clock,
          limiter,
          appUrl: config.APP_URL,
          ...(overrides.safetySettings ? { settings: overrides.safetySettings } : {}),
          mailQueued,
        }),
        exporter: createExportService({ db: database.db, clock }),
        authenticate,
      });
      // Staff actions go to the log as well as to the audit log (issue 24, point 15).
      const adminDeps = { db: database.db, clock, links: authDeps.links, mailQueued, log: app.log };
      await api.register(adminRoutes, {
        prefix: '/admin',
        accounts: createAdminAccountsService(adminDeps, account),
        reports: createAdminReportsService(adminDeps),
        nonResponders: createNonRespondersService(adminDeps),
        overview: createOverviewService({ db: database.db, clock }),
        plans: createAdminPlansService({ db: database.db, clock, log: app.log }),
        staff: createStaffService({ db: database.db, clock, log: app.log }),
        db: database.db,
        authenticate,
      });
      await api.register(metricsRoutes, { db: database.db, clock, limiter });
      await api.register(billingRoutes, { billing, authenticate });
      await api.register(webhookRoutes, { billing, paystack: gateways.paystack });
      // Never in production: there the sandbox does not exist (DECISIONS 39).
      if (gateways.isSandbox) {
        await api.register(sandboxRoutes, { billing, appUrl: config.APP_URL });
      }
    },
    { prefix: '/api/v1' },
  );

  // A development mailbox only while nothing is really sent (DECISIONS 6).
  if (!config.SMTP_URL && !config.isProduction && transport.kind === 'log') {
    await app.register(mailboxRoutes, { db: database.db });
  }

  // One index.html per page for `/` and the history fallback, made on the first page asked for.
  const webDist = config.WEB_DIST;
  let spaIndex: ((url: string) => SpaPage) | undefined;
  const spaPage = (url: string) => {
    spaIndex ??= createSpaIndex(webDist as string);
    return spaIndex(url);
  };
  if (webDist) await webRoutes(app, { root: webDist, spaIndex: spaPage });

  app.setNotFoundHandler({}, (request, reply) => {
    if (
      webDist &&
      wantsSpa(request.method, request.url, request.headers.accept) &&
      app.hasReplyDecorator('sendFile')
    ) {
      // History fallback: any app path (e.g. /dashboard) loads the SPA, which routes it.
      return sendSpaPage(request, reply, spaPage);
    }
    const body: ErrorBody = { message: GENERIC_MESSAGES.NOT_FOUND, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });

  app.addHook('onClose', async () => {
    await reconcileWorker.stop();
    await likesWorker.stop();
    await mailWorker.stop();
    await limiter.close();
    await database.close();
  });

  return app;
}
