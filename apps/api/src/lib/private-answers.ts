import type { FastifyInstance } from 'fastify';

/** What an answer of the API that chose no caching of its own says. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * Every answer of the API, and every answer to a request with a token, is private unless its
 * route says otherwise: a shared cache (a proxy, a CDN in front of the app) must not keep an
 * account's data, and a browser must not keep it on disk after a logout (RFC 9111 §5.2.2.3,
 * §5.2.2.5). RFC 9111 §3.5 already keeps a request with `Authorization` out of shared caches,
 * but only those that follow it; saying it outright covers every client (decision 087).
 * A route that set its own Cache-Control keeps it: /api/v1/plans is public and cacheable on
 * purpose, the link pages already say `no-store`. The SPA's HTML and assets are not under /api
 * and set their own.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  // A callback hook, not an async one: no promise on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isApi = request.url.startsWith('/api/');
    if ((isApi || request.headers.authorization) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PRIVATE_ANSWER);
    }
    done(null, payload);
  });
}
