// What every staff route shares (decision 012): the schema's tag and bearer token, who is acting,
// and the plain answer of an action. The hooks that make a route staff-only are adminRoutes's.
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../lib/authenticate';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** A staff route's schema: `parts`, under the admin tag, behind the bearer token. */
export const staffSchema = <T extends object>(parts: T) => ({ tags, security, ...parts });

/** The staff member acting. */
export const actingAdmin = (request: FastifyRequest) => authOf(request).userId;

/** An action's answer with nothing to return: its message. */
export const done = (message: string) => ({ message, data: null });
