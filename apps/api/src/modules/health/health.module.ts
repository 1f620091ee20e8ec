/** The health module's wiring: /api/v1/health, and /metrics for Prometheus with its token. */
import type { FastifyInstance } from 'fastify';
import { appVersion } from '../../lib/version';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { createAppMetrics } from './app-metrics';
import { healthRoutes } from './health.routes';
import { createHealthService, type HealthDeps } from './health.service';
import { prometheusRoutes } from './prometheus.routes';

/** `workers`: the app's pollers, whose runs it reports. */
export async function registerHealth(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: { workers: HealthDeps['workers'] },
): Promise<void> {
  const { config, database, limiter } = deps;
  const version = appVersion(config.APP_VERSION);
  const health = createHealthService({
    db: database.db,
    ping: () => database.ping(),
    pingRedis: limiter.ping ?? null,
    workers: uses.workers,
    version,
    isDraining: app.drain.isDraining,
  });
  const metrics = createAppMetrics({ database, health, version });
  deps.metrics.attach(metrics);
  // Prometheus only with its token (decision 026); without one, /metrics is a 404.
  if (config.METRICS_TOKEN) {
    await app.register(prometheusRoutes, { metrics, token: config.METRICS_TOKEN });
  }
  await app.register(healthRoutes, {
    prefix: API_PREFIX,
    health,
    metricsToken: config.METRICS_TOKEN,
  });
}
