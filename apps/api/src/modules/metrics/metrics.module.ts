/** The metrics module's wiring: the web app's anonymous page visits. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { metricsRoutes } from './metrics.routes';

export async function registerMetrics(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, clock, limiter } = deps;
  await app.register(metricsRoutes, { prefix: API_PREFIX, db, clock, limiter });
}
