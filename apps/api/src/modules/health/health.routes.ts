import { ErrorBody, HealthResponse } from '@waliyy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type HealthOptions = { ping: () => Promise<boolean> };

/** GET /api/v1/health — no token (DECISIONS 5); 503 while the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponse, 503: HealthResponse, 500: ErrorBody },
      },
    },
    async (_request, reply) => {
      const isUp = await ping();
      const data = {
        status: isUp ? ('ok' as const) : ('degraded' as const),
        database: isUp ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.floor(process.uptime()),
      };
      reply.header('cache-control', 'no-store');
      return reply
        .status(isUp ? 200 : 503)
        .send({ message: isUp ? 'OK' : 'Database unreachable', data });
    },
  );
};
