import {
  AnyHealthResponse,
  ErrorBody,
  LivenessResponse,
  ReadinessResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerMatches } from '../../lib/bearer';
import type { HealthService } from './health.service';

/** `metricsToken`: METRICS_TOKEN, which alone reads /health's detail; undefined when unset. */
type HealthOptions = { health: HealthService; metricsToken: string | undefined };

/**
 * The health endpoints, all answering without a token (decision 031; decision 026):
 * - /health: 200 while the database answers (`degraded` when something else is wrong), 503 when
 *   it does not. Without a token the body is the status alone; with `Authorization: Bearer
 *   <METRICS_TOKEN>` it is everything this instance can tell (decision 072), and a wrong token
 *   is 401, as /metrics answers it, so a misconfigured probe is noticed.
 * - /health/live: the process answers; asks nothing else (a restart cannot fix the database).
 * - /health/ready: whether to send it traffic — 503 while draining or with the database down.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { health, metricsToken },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Status of this instance; with Bearer METRICS_TOKEN its database, Redis, outbox, jobs and version',
        response: {
          200: AnyHealthResponse,
          503: AnyHealthResponse,
          401: ErrorBody,
          500: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const asked = request.headers.authorization !== undefined;
      const detailed =
        metricsToken !== undefined && bearerMatches(request.headers.authorization, metricsToken);
      if (asked && !detailed) {
        const body: ErrorBody = {
          message: 'The metrics token is missing or wrong.',
          code: 'UNAUTHENTICATED',
        };
        return reply.status(401).header('www-authenticate', 'Bearer').send(body);
      }
      const data = await health.health();
      const isUp = data.database === 'up';
      const message = !isUp ? 'Database unreachable' : data.status === 'ok' ? 'OK' : 'Degraded';
      return reply
        .status(isUp ? 200 : 503)
        .send({ message, data: detailed ? data : { status: data.status } });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no dependency asked)',
        response: { 200: LivenessResponse },
      },
    },
    async () => ({ message: 'OK', data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 while draining (SIGTERM) or while the database is down',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const data = await health.ready();
      const ready = data.status === 'ready';
      const message = ready
        ? 'Ready'
        : data.draining
          ? 'Draining: shutting down'
          : 'Database unreachable';
      return reply.status(ready ? 200 : 503).send({ message, data });
    },
  );
};
