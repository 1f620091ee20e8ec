import {
  DISCOVERY_MESSAGES,
  ErrorBody,
  ExploreQuery,
  ExploreResponse,
  PAGE_SIZE_MAX,
  PublicProfileQuery,
  PublicProfileResponse,
  RecommendationsQuery,
  RecommendationsResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deferredSessionOf } from '../../lib/authenticate';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { IdParams } from '../../lib/ids';
import type { DiscoveryService } from './discovery.service';

const tags = ['discovery'];
const security = [{ bearerAuth: [] }];
// Answers are written by serializers compiled from the response schemas (decision 085).
// Any string: an id that is not the caller's (or not a UUID at all) is 404, not 400 (decision 030).

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
        description: `The singles who meet every must-have of the single's preference, best first; with include=close, then those close to it (one or two must-haves missed), each card's fit saying what differs. A single who joins, changes or comes back is in the list from the next read. A limit above ${PAGE_SIZE_MAX} is answered as ${PAGE_SIZE_MAX}; meta says the paging applied.`,
        params: IdParams,
        querystring: RecommendationsQuery,
        response: { 200: RecommendationsResponse, 400: ErrorBody },
      },
      serializerCompiler: compiledSerializer,
      // The session row is read in the page's own query: one round trip (decision 085).
      config: { sessionInQuery: true },
    },
    async (request) => {
      const session = deferredSessionOf(request);
      return {
        message: DISCOVERY_MESSAGES.recommendations,
        ...(await discovery.recommendations(
          session.userId,
          request.params.id,
          request.query,
          session,
        )),
      };
    },
  );

  api.get(
    '/parent',
    {
      schema: {
        tags,
        security,
        summary: 'Explore: listed singles, newest first',
        description: `The singles the caller may be shown (opposite gender, genotype-safe, listed, no block either way), preferences aside: with childId, for that single; without, for at least one of the caller's singles (an account with none: an empty list and "${DISCOVERY_MESSAGES.exploreNoSingle}"). A limit above ${PAGE_SIZE_MAX} is answered as ${PAGE_SIZE_MAX} (meta). page × limit may not exceed 10,000 (400: "${DISCOVERY_MESSAGES.pageTooDeep}"); totalCount leaves out blocked accounts' singles only on the pages, not in the count.`,
        querystring: ExploreQuery,
        response: { 200: ExploreResponse, 400: ErrorBody },
      },
      serializerCompiler: compiledSerializer,
      // The session row is read with the caller's own single(s) (decision 085).
      config: { sessionInQuery: true },
    },
    async (request) => {
      const session = deferredSessionOf(request);
      return discovery.explore(session.userId, request.query, session);
    },
  );

  api.get(
    '/recommendation/:id',
    {
      schema: {
        tags,
        security,
        summary: "Someone else's single, through the public projection",
        description:
          "404 unless the profile passes every hard rule (opposite gender, genotype safety, listed, no block either way) for childId's single, or without childId for at least one of the caller's singles.",
        params: IdParams,
        querystring: PublicProfileQuery,
        response: { 200: PublicProfileResponse, 400: ErrorBody },
      },
      serializerCompiler: compiledSerializer,
      // The session row is read with the caller's own single(s) (decision 085).
      config: { sessionInQuery: true },
    },
    async (request) => {
      const session = deferredSessionOf(request);
      return {
        message: DISCOVERY_MESSAGES.profile,
        data: await discovery.profile(
          session.userId,
          request.params.id,
          request.query.childId,
          session,
        ),
      };
    },
  );
};
