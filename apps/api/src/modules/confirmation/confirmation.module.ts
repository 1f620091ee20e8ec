/** The single's own confirmation's wiring (decision 083): her page's routes and her guardian's. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { confirmationRoutes } from './confirmation.routes';
import { createConfirmationService } from './confirmation.service';

/** The service, built before the children module, which hands a substantive edit to it. */
export function createConfirmation(deps: ModuleDeps) {
  return createConfirmationService({
    db: deps.db,
    clock: deps.clock,
    secret: deps.config.JWT_SECRET,
    limiter: deps.limiter,
    perIp: deps.settings.auth.limits.resetPerIp,
    appUrl: deps.links.appUrl,
    mailQueued: deps.mailQueued,
    sms: deps.sms,
  });
}

export async function registerConfirmation(
  app: FastifyInstance,
  deps: ModuleDeps,
  confirmation: ReturnType<typeof createConfirmation>,
): Promise<void> {
  await app.register(confirmationRoutes, {
    prefix: API_PREFIX,
    confirmation,
    authenticate: deps.authenticate,
  });
}
