import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Who calls a protected route, as every module reads it. The hook that sets it, with the session
 * lookup, is the auth module's (modules/auth/authenticate.ts, decision 077).
 */
export type AuthContext = { userId: string; sessionId: string; role: 'guardian' | 'admin' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on every protected route. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/** The bearer token of the Authorization header, when it has the shape of one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** The caller of a protected route (the hook has run). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
  return request.auth;
}
