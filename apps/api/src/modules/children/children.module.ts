/** The children module's wiring: a guardian's singles under /api/v1/children. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { childrenRoutes } from './children.routes';
import { type ChildrenUses, createChildrenService } from './children.service';

/** `uses`: what a single's edit or deletion sets off in discovery and likes (decision 077). */
export async function registerChildren(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: ChildrenUses,
): Promise<void> {
  const { db, clock, links, mailQueued, authenticate } = deps;
  const children = createChildrenService({
    db,
    clock,
    supportEmail: links.supportEmail,
    appUrl: links.appUrl,
    mailQueued,
    ...uses,
  });
  await app.register(childrenRoutes, { prefix: API_PREFIX, children, authenticate, clock });
}
