/** The auth module's wiring: sign-up, log-in and password reset under /api/v1/auth. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, authDepsOf, type ModuleDeps } from '../../module-deps';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createResetRequestJob, RESET_REQUEST } from './reset-requests';

export async function registerAuth(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const authDeps = authDepsOf(deps);
  // A reset request is answered at once and handled by the mail poller after the answer.
  deps.mailWorker.handle(RESET_REQUEST, createResetRequestJob(authDeps));
  await app.register(authRoutes, { prefix: API_PREFIX, auth: createAuthService(authDeps) });
}
