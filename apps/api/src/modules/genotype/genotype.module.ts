/**
 * The genotype module's wiring (decision 083): the family's upload under /api/v1/parent/child,
 * the staff queue under /api/v1/admin. It sits above admin, whose staff check and audit it uses.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { genotypeRoutes } from './genotype.routes';
import { createGenotypeService } from './genotype.service';
import { genotypeAdminRoutes } from './genotype-admin.routes';

export async function registerGenotype(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, clock, links, mailQueued, log, authenticate } = deps;
  const genotype = createGenotypeService({ db, clock, links, mailQueued, log });
  await app.register(genotypeRoutes, { prefix: API_PREFIX, genotype, authenticate });
  await app.register(genotypeAdminRoutes, {
    prefix: `${API_PREFIX}/admin`,
    genotype,
    authenticate,
  });
}
