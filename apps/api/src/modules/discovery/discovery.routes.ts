import {
  DISCOVERY_MESSAGES,
  ExploreQuery,
  ExploreResponse,
  opaqueText,
  PageQuery,
  PublicProfileQuery,
  PublicProfileResponse,
  RecommendationsResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/authenticate';
import type { DiscoveryService } from './discovery.service';

const tags = ['discovery'];
const security = [{ bearerAuth: [] }];
// Any string: an id that is not the caller's (or not a UUID at all) is 404, not 400 (DECISIONS 4).
const IdParams = z.object({ id: opaqueText().max(64) });

export const discoveryRoutes: FastifyPluginAsync<{
  discovery: DiscoveryService;
  authenticate: onRequestHookHandler;
}> = async (app, { discovery, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/parent/child/:id/recommendations',
    {
      schema: {
        tags,
        security,
        summary: "A page of the single's recommendations, best first",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: RecommendationsResponse },
      },
    },
    async (request) => ({
      message: DISCOVERY_MESSAGES.recommendations,
      data: await discovery.recommendations(
        authOf(request).userId,
        request.params.id,
        request.query,
      ),
    }),
  );

  api.get(
    '/parent',
    {
      schema: {
        tags,
        security,
        summary: 'Explore: listed singles, newest first',
        description: `With childId, those that single may be shown (opposite gender, genotype-safe), preferences aside. page × limit may not exceed 10,000 (400: "${DISCOVERY_MESSAGES.pageTooDeep}"); totalCount leaves out blocked accounts' singles only on the pages, not in the count.`,
        querystring: ExploreQuery,
        response: { 200: ExploreResponse },
      },
    },
    async (request) => ({
      message: DISCOVERY_MESSAGES.explore,
      data: await discovery.explore(authOf(request).userId, request.query),
    }),
  );

  api.get(
    '/recommendation/:id',
    {
      schema: {
        tags,
        security,
        summary: "Someone else's single, through the public projection",
        params: IdParams,
        querystring: PublicProfileQuery,
        response: { 200: PublicProfileResponse },
      },
    },
    async (request) => ({
      message: DISCOVERY_MESSAGES.profile,
      data: await discovery.profile(
        authOf(request).userId,
        request.params.id,
        request.query.childId,
      ),
    }),
  );
};
