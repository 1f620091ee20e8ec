import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadDemoData } from './db/demo/load';
import { shouldLoadDemoData } from './db/demo/policy';
import { openAppDatabase } from './db/embedded-database';
import { migrate } from './db/migrate';
import { serializeError } from './lib/safe-error';
import { defaultWebDist } from './lib/web-dist';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database is locked first: a second server on DATA_DIR stops here (decision 066).
  const database = await openAppDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    command: 'server',
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
  });
  await migrate(database);

  const app = await buildApp({
    config: { ...config, WEB_DIST: config.WEB_DIST ?? defaultWebDist() },
    database,
  });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database ready',
  );
  if (config.TRUST_PROXY === true) {
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For entry, so a client that sends its own header chooses its own address and escapes the per-address limits. Set TRUST_PROXY to the addresses or block of the load balancer (e.g. 10.0.0.0/8).',
    );
  }
  if (config.jwtSecretGenerated) {
    app.log.warn(
      'JWT_SECRET is not set: using a secret generated in DATA_DIR. Set JWT_SECRET explicitly when more than one instance serves the app.',
    );
  }

  // Production never has the sandbox (decision 065): a currency without a provider is closed.
  const closed = app.billing.unpayableCurrencies();
  if (app.billing.isSandbox) {
    app.log.info(
      'PAYMENTS SANDBOX IS ACTIVE: no PAYSTACK_SECRET_KEY or PAYPAL_CLIENT_ID is set, so every "payment" is completed on a test page and no money moves.',
    );
  } else if (closed.length > 0) {
    app.log.warn(
      { currencies: closed },
      `PAYMENTS ARE NOT OPEN in ${closed.join(', ')}: no payment provider is configured for ${closed.length > 1 ? 'them' : 'it'}, so paying in ${closed.length > 1 ? 'them' : 'it'} answers 503 PAYMENTS_UNAVAILABLE and /pricing says so. Paystack takes NGN and USD (PAYSTACK_SECRET_KEY); PayPal takes GBP and USD (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).`,
    );
  }

  if (shouldLoadDemoData(config, database.kind)) {
    const loaded = await loadDemoData(database.db, app.log);
    if (config.isProduction) {
      app.log.warn(
        loaded
          ? 'DEMO_DATA=on in production: demo families with a published password were loaded into this database. Remove them before going live, and set DEMO_DATA=off.'
          : 'DEMO_DATA=on in production: nothing was loaded (the database has accounts). Set DEMO_DATA=off.',
      );
    }
  }

  // SIGTERM drains (decision 026): readiness answers 503 at once and every response says
  // Connection: close; after DRAIN_DELAY_MS (time for a load balancer to see it) the listener
  // closes, idle keep-alive sockets are closed, requests in flight finish, the workers stop, the
  // database closes, and the last line says how many requests were answered meanwhile. A second
  // signal during the drain (a second Ctrl-C, a supervisor in a hurry) exits 1 at once.
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) {
      const drained = app.drain.drained();
      app.log.warn({ signal, drained }, `second signal: exiting now, ${drained} requests drained`);
      process.exit(1);
    }
    isShuttingDown = true;
    app.drain.start();
    app.log.info(
      { signal, drainDelayMs: config.DRAIN_DELAY_MS },
      'shutting down: draining (readiness is 503), finishing requests in flight',
    );
    const force = setTimeout(() => {
      app.log.error(`shutdown took too long; exiting with ${app.drain.drained()} requests drained`);
      process.exit(1);
    }, config.DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      if (config.DRAIN_DELAY_MS > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.DRAIN_DELAY_MS));
      }
      await app.close();
      app.log.info(
        { signal, drained: app.drain.drained() },
        `stopped: ${app.drain.drained()} requests drained`,
      );
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.mailWorker.start();
  app.reconcileWorker.start();
  app.likesWorker.start();
  app.log.info(`Waliyy is running at ${config.APP_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  // Through the log's serializer: a failed query's parameters never reach the output.
  console.error('Waliyy failed to start:', serializeError(error).stack);
  process.exit(1);
});
