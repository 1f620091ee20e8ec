import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Who calls a protected route, as every module reads it. The hook that sets it, with the session
 * lookup, is the auth module's (modules/auth/authenticate.ts, decision 077).
 */
export type AuthContext = { userId: string; sessionId: string; role: 'guardian' | 'admin' };

/** A session row and its account's standing: what a protected request is admitted on. */
export type SessionStanding = {
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  suspendedAt: Date | null;
  role: 'guardian' | 'admin';
  lastActiveAt: Date | null;
};

/**
 * A request to a route that reads its session in its own query (route config
 * `sessionInQuery`, decision 085): the token is valid, the session not yet checked. The route
 * reads the session row beside its data and calls `admit` with it before it answers anything;
 * when its query found no row, `lookup` reads the session alone. Both throw 401/403 as the hook
 * does, and set `request.auth` when the session is live.
 */
export type DeferredSession = {
  userId: string;
  sessionId: string;
  admit(session: SessionStanding | undefined): void;
  lookup(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on every protected route. */
    auth: AuthContext | null;
    /** Set instead of `auth` on a route whose query reads the session (decision 085). */
    deferredSession: DeferredSession | null;
  }
  interface FastifyContextConfig {
    /** The route reads the session row in its own query and admits the request itself. */
    sessionInQuery?: boolean;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/** The bearer token of the Authorization header, when it has the shape of one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);

/** The caller of a protected route (the hook has run, or the route admitted its session). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The not-yet-checked session of a `sessionInQuery` route (the hook has run). */
export function deferredSessionOf(request: FastifyRequest): DeferredSession {
  if (!request.deferredSession) throw unauthenticated();
  return request.deferredSession;
}
