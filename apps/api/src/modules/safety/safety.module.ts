/** The safety module's wiring: reports, blocks, pausing and the data export. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { createExportService } from './export.service';
import { safetyRoutes } from './safety.routes';
import { createSafetyService } from './safety.service';

export async function registerSafety(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, clock, limiter, links, mailQueued, settings, authenticate } = deps;
  await app.register(safetyRoutes, {
    prefix: API_PREFIX,
    safety: createSafetyService({
      db,
      clock,
      limiter,
      appUrl: links.appUrl,
      settings: settings.safety,
      mailQueued,
    }),
    exporter: createExportService({ db, clock }),
    authenticate,
  });
}
