/** The discovery module's wiring: recommendations, explore and profile views. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService, type DiscoveryUses } from './discovery.service';

/** `uses`: likes' relation reader, for the profile view (decision 077). */
export async function registerDiscovery(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: DiscoveryUses,
): Promise<void> {
  const { db, clock, log, authenticate } = deps;
  const discovery = createDiscoveryService({
    db,
    clock,
    onBackgroundError: (error) =>
      log.warn({ err: error }, 'explore anchors refresh failed; the old ones stay'),
    ...uses,
  });
  await app.register(discoveryRoutes, { prefix: API_PREFIX, discovery, authenticate });
}
