/** The safety module's wiring: reports, blocks, pausing and the data export. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { createExportService } from './export.service';
import { safetyRoutes } from './safety.routes';
import { createSafetyService, type SafetyDeps } from './safety.service';

/** What safety needs of the single's own confirmation, above it (decision 083). */
export type SafetyUses = Pick<SafetyDeps, 'saidNo'>;

export async function registerSafety(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: SafetyUses,
): Promise<void> {
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
      saidNo: uses.saidNo,
    }),
    exporter: createExportService({ db, clock }),
    authenticate,
  });
}
