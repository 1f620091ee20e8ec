/** The discovery module's wiring: recommendations, explore and profile views. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService } from './discovery.service';

export async function registerDiscovery(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, clock, log, authenticate } = deps;
  const discovery = createDiscoveryService({
    db,
    clock,
    onBackgroundError: (error) =>
      log.warn({ err: error }, 'explore anchors refresh failed; the old ones stay'),
  });
  await app.register(discoveryRoutes, { prefix: API_PREFIX, discovery, authenticate });
}
