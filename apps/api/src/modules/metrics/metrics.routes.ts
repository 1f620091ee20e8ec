import { ErrorBody, LogVisitBody } from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clientKey } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import { enforceLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import { visitPath } from './visit-path';
import { countVisit } from './visits.repository';

/** A person moves through far fewer than this many pages a minute. */
export const VISITS_PER_IP: RateRule = { max: 120, windowSeconds: 60 };

const JSON_TYPES = ['application/json', 'text/plain'];

/**
 * `POST /metrics/log-visit` (decision 020; decision 062): the original client sends one
 * on every route change. Counted anonymously: the UTC day and a tidied path (visit-path.ts),
 * nothing of the address, account, cookie or browser. No token needed; one sent is ignored, not
 * read. 204, with a per-address limit (429 past it).
 */
export const metricsRoutes: FastifyPluginAsync<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  rule?: RateRule;
}> = async (app, { db, clock, limiter, rule = VISITS_PER_IP }) => {
  // Lenient about the envelope, in this plugin only: no body, an empty one with a JSON type
  // (fetch with the header and nothing else), or JSON sent as text/plain (sendBeacon).
  app.removeContentTypeParser(JSON_TYPES);
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('VALIDATION', 'The body is not valid JSON.'), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/metrics/log-visit',
    {
      schema: {
        tags: ['metrics'],
        body: LogVisitBody,
        response: { 204: z.null().describe('Counted.'), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await enforceLimits(limiter, [{ key: `visits:ip:${clientKey(request.ip)}`, rule }]);
      const body = request.body ?? {};
      const raw = body.path ?? body.pathname ?? body.page ?? body.url ?? body.route;
      await countVisit(db, clock.now().toISOString().slice(0, 10), visitPath(raw));
      return reply.status(204).send(null);
    },
  );
};
