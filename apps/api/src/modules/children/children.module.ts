/** The children module's wiring: a guardian's singles under /api/v1/children. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { childrenRoutes } from './children.routes';
import { createChildrenService } from './children.service';

export async function registerChildren(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, clock, links, mailQueued, authenticate } = deps;
  const children = createChildrenService({
    db,
    clock,
    supportEmail: links.supportEmail,
    appUrl: links.appUrl,
    mailQueued,
  });
  await app.register(childrenRoutes, { prefix: API_PREFIX, children, authenticate, clock });
}
