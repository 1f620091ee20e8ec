import { ADMIN_MESSAGES } from '@waliyy/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../lib/authenticate';

/**
 * After authenticate (which already refused a suspended account, admin or not, with 403
 * ACCOUNT_SUSPENDED): staff only. The role is read with the session on every request, so a
 * demoted admin is refused on the next one.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (authOf(request).role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}
