import { PlansResponse } from '@waliyy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getPlans } from './plans.service';

/** GET /api/v1/plans/ — public, no token (spec §7, DECISIONS 5). */
export const plansRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'The paid plans on sale',
        response: { 200: PlansResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { message: 'Plans fetched successfully', data: await getPlans(db) };
    },
  );
};
