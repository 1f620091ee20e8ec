/** The plans module's wiring: the catalogue on sale and its prices. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { seedPlans } from './plan-catalogue';
import { plansRoutes } from './plans.routes';
import type { ProvidersFor } from './plans.service';

export async function registerPlans(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: { providersFor: ProvidersFor },
): Promise<void> {
  const { config, db } = deps;
  // The plans on sale follow the checked-in catalogue and the configured prices.
  await seedPlans(db, {
    PLAN_PRICE_USD: config.PLAN_PRICE_USD,
    PLAN_PRICE_GBP: config.PLAN_PRICE_GBP,
  });
  await app.register(plansRoutes, { prefix: API_PREFIX, db, providersFor: uses.providersFor });
}
