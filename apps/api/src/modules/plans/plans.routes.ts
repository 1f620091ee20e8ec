import { PlansQuery, PlansResponse } from '@waliyy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getPlans, type ProvidersFor } from './plans.service';

/**
 * GET /api/v1/plans/ — public, no token (product.md §7, decision 031). Each plan says which providers
 * take it here, so the web offers no button that can only fail (decision 065).
 */
export const plansRoutes: FastifyPluginAsyncZod<{ db: Db; providersFor: ProvidersFor }> = async (
  app,
  { db, providersFor },
) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'The paid plans on sale',
        querystring: PlansQuery,
        response: { 200: PlansResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const language = request.query.language ?? 'en';
      return {
        message: 'Plans fetched successfully',
        data: await getPlans(db, providersFor, language),
      };
    },
  );
};
