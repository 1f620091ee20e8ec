import { ErrorBody, HealthResponse, LivenessResponse, ReadinessResponse } from '@waliyy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

type HealthOptions = { health: HealthService; version: string };

/**
 * The health endpoints, all without a token (decision 031; issue 24, point 13):
 * - /health: everything this instance can tell — 200 while the database answers (`degraded`
 *   with its reasons when something else is wrong), 503 when it does not.
 * - /health/live: the process answers; asks nothing else (a restart cannot fix the database).
 * - /health/ready: whether to send it traffic — 503 while draining or with the database down.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { health, version },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Database, Redis, outbox, jobs and version of this instance',
        response: { 200: HealthResponse, 503: HealthResponse, 500: ErrorBody },
      },
    },
    async (_request, reply) => {
      const data = await health.health();
      const isUp = data.database === 'up';
      const message = !isUp ? 'Database unreachable' : data.status === 'ok' ? 'OK' : 'Degraded';
      return reply.status(isUp ? 200 : 503).send({ message, data });
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
    async () => ({ message: 'OK', data: { status: 'ok' as const, version } }),
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
