import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bearerTokenOf, type SessionStanding } from '../../lib/authenticate';
import type { Clock } from '../../lib/clock';
import type { TokenClaims, TokenService } from '../../lib/tokens';
import { ACTIVE_WRITE_EVERY_MS, markActive } from './auth.repository';
import { suspendedError } from './auth.service';
import { prepareSessionLookup } from './sessions.repository';

/**
 * The bearer check of every protected route: a valid HS256 token whose session row is live and
 * whose account is not suspended. Anything else is 401 (suspended: 403, decision 034). The
 * session and the account's standing (suspension, role) are read from the database on EVERY
 * request, never cached in the process, so a suspension or a role change by staff takes effect
 * on the very next request, on every instance. The same lookup reads when the account was last
 * active; past an hour the mark is moved to now (the overview's active families, decision 023).
 * A route with `config.sessionInQuery` reads the same row in its own query instead, and admits
 * the request with it (decision 085): the same checks, one round trip fewer.
 */
export function createAuthenticate(deps: {
  db: Db;
  tokens: TokenService;
  clock: Clock;
  supportEmail: string;
}) {
  const unauthenticated = () =>
    new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);

  const findSessionWithUser = prepareSessionLookup(deps.db);

  /** Admits the request on its session row, or throws 401/403 (and marks the account active). */
  function admit(
    request: FastifyRequest,
    claims: TokenClaims,
    session: SessionStanding | undefined,
  ): void {
    if (
      !session ||
      session.userId !== claims.userId ||
      session.revokedAt ||
      session.expiresAt <= deps.clock.now()
    ) {
      throw unauthenticated();
    }
    if (session.suspendedAt) throw suspendedError(deps.supportEmail);
    const now = deps.clock.now();
    if (
      !session.lastActiveAt ||
      now.getTime() - session.lastActiveAt.getTime() >= ACTIVE_WRITE_EVERY_MS
    ) {
      // Not awaited: the request never waits for it, and a failure only leaves the mark stale.
      markActive(deps.db, claims.userId, now).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not mark the account active'),
      );
    }
    request.auth = { userId: claims.userId, sessionId: claims.sessionId, role: session.role };
  }

  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerTokenOf(request);
    if (!token) throw unauthenticated();
    const claims = await deps.tokens.verify(token);
    if (!claims) throw unauthenticated();
    if (request.routeOptions.config.sessionInQuery) {
      // The route reads the session row in its own query, in the same round trip as its data,
      // and admits the request with it before answering anything (decision 085).
      request.deferredSession = {
        userId: claims.userId,
        sessionId: claims.sessionId,
        admit: (session) => admit(request, claims, session),
        lookup: async () => admit(request, claims, await findSessionWithUser(claims.sessionId)),
      };
      return;
    }
    admit(request, claims, await findSessionWithUser(claims.sessionId));
  };
}
