/** The billing module's wiring: checkout, webhooks, the sandbox and the reconcile poller. */
import type { FastifyInstance } from 'fastify';
import { createPaymentGateways } from '../../lib/payments/gateways';
import { createPoller, type Poller } from '../../lib/poller';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { billingRoutes } from './billing.routes';
import { type BillingService, createBillingService } from './billing.service';
import { sandboxRoutes } from './sandbox.routes';
import { webhookRoutes } from './webhook.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments and subscriptions (tests drain its webhook work). */
    billing: BillingService;
    /** Verifies orders left pending; main.ts starts it, tests call runOnce(). */
    reconcileWorker: Poller<number>;
  }
}

/** Answers the billing service: the plans module asks it which providers take a currency. */
export async function registerBilling(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<BillingService> {
  const { config, db, clock, log, mailQueued, metrics, settings, authenticate } = deps;
  const gateways = createPaymentGateways(config);
  const billing = createBillingService({
    db,
    clock,
    gateways,
    settings: settings.billing,
    appUrl: config.APP_URL,
    isProduction: config.isProduction,
    logger: log,
    mailQueued,
    onReconciled: (result) => metrics.reconciled(result),
  });
  // Any number of instances may run it: orders are claimed exclusively.
  const reconcileWorker = createPoller({
    name: 'payment reconcile',
    run: () => billing.reconcileDue(),
    logger: log,
    pollMs: config.reconcilePollMs,
    onRun: (outcome) => metrics.jobRun('reconcile', outcome),
    onStop: () => billing.drain(),
  });
  app.decorate('billing', billing);
  app.decorate('reconcileWorker', reconcileWorker);

  await app.register(billingRoutes, { prefix: API_PREFIX, billing, authenticate });
  await app.register(webhookRoutes, { prefix: API_PREFIX, billing, paystack: gateways.paystack });
  // Never in production: there the sandbox does not exist (decision 065).
  if (gateways.isSandbox) {
    await app.register(sandboxRoutes, { prefix: API_PREFIX, billing, appUrl: config.APP_URL });
  }
  return billing;
}
