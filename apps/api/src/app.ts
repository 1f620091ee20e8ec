import type { FastifyInstance } from 'fastify';
import { createServer } from './lib/server';
import { type AppDeps, createMetricsRelay, createModuleDeps } from './module-deps';
import { registerAccount } from './modules/account/account.module';
import { registerAdmin } from './modules/admin/admin.module';
import { registerAuth } from './modules/auth/auth.module';
import { registerBilling } from './modules/billing/billing.module';
import { registerChildren } from './modules/children/children.module';
import {
  createConfirmation,
  registerConfirmation,
} from './modules/confirmation/confirmation.module';
import { registerDev } from './modules/dev/dev.module';
import { dropList } from './modules/discovery';
import { registerDiscovery } from './modules/discovery/discovery.module';
import { registerDocs } from './modules/docs/docs.module';
import { registerGenotype } from './modules/genotype/genotype.module';
import { registerHealth } from './modules/health/health.module';
import { createRelationReads, releaseSingles } from './modules/likes';
import { registerLikes } from './modules/likes/likes.module';
import { registerMetrics } from './modules/metrics/metrics.module';
import { registerPlans } from './modules/plans/plans.module';
import { registerPreferences } from './modules/preferences/preferences.module';
import { registerSafety } from './modules/safety/safety.module';
import { registerWeb } from './modules/web/web.module';

export type { AppDeps } from './module-deps';

/**
 * Builds the whole app without listening; main.ts listens, tests use app.inject(). Each module
 * registers itself from the shared deps (module-deps.ts); a module that needs another's
 * service is given it as its third argument, so the order below is the order of need.
 */
export async function buildApp(input: AppDeps): Promise<FastifyInstance> {
  const metrics = createMetricsRelay();
  const app = await createServer(input.config, input.logger, metrics.request);
  // Before any route: the OpenAPI document collects the routes as they are registered.
  await registerDocs(app, input.config.APP_URL);
  const deps = createModuleDeps(app, input, metrics);

  const billing = await registerBilling(app, deps);
  await registerLikes(app, deps);
  await registerHealth(app, deps, {
    workers: { mail: app.mailWorker, reconcile: app.reconcileWorker, likes: app.likesWorker },
  });
  await registerPlans(app, deps, { providersFor: billing.providersFor });
  await registerAuth(app, deps);
  const account = await registerAccount(app, deps);
  // Children and preferences sit below discovery and likes, which read them; what a change to a
  // single sets off above is handed down here, as discovery's view of likes is (decision 077).
  // The single's own confirmation sits over discovery (it pauses and reads the public profile);
  // a substantive edit of a single asks her again through it (decision 083).
  const confirmation = createConfirmation(deps);
  await registerChildren(app, deps, {
    dropList,
    releaseSingles,
    askAgain: confirmation.askAgain,
  });
  await registerPreferences(app, deps, { dropList });
  await registerDiscovery(app, deps, { relation: createRelationReads(deps.db) });
  await registerConfirmation(app, deps, confirmation);
  await registerSafety(app, deps, { saidNo: confirmation.saidNo });
  await registerAdmin(app, deps, { account });
  await registerGenotype(app, deps);
  await registerMetrics(app, deps);
  await registerDev(app, deps);
  await registerWeb(app, deps);

  app.addHook('onClose', async () => {
    await app.reconcileWorker.stop();
    await app.likesWorker.stop();
    await app.mailWorker.stop();
    await deps.limiter.close();
    await input.database.close();
  });
  return app;
}
