import {
  CancelMatchBody,
  ErrorBody,
  InterestResponse,
  LIKES_MESSAGES,
  LikeActionResponse,
  LikeBody,
  LikeReactionBody,
  LikesQuery,
  LikesResponse,
  MatchResponse,
  MessageResponse,
  PAGE_SIZE_MAX,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, deferredSessionOf } from '../../lib/authenticate';
import { IdParams } from '../../lib/ids';
import type { LikesService } from './likes.service';

const tags = ['likes'];
const security = [{ bearerAuth: [] }];
// Any string: an id that is not the caller's (or not a UUID at all) is 404, not 400 (decision 030).
const planNote = `Needs an active plan: 403 PLAN_REQUIRED "${LIKES_MESSAGES.planRequired}".`;

/** Likes and matches (product.md §7 /match/… rows). `{id}` is always one of the caller's singles. */
export const likesRoutes: FastifyPluginAsync<{
  likes: LikesService;
  authenticate: onRequestHookHandler;
}> = async (app, { likes, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/match/like/child/:id',
    {
      // The session is read with the caller's single and plan (decision 085).
      config: { sessionInQuery: true },
      schema: {
        tags,
        security,
        summary: 'Single {id} likes another single (profile)',
        description: `${planNote} A profile the single may not see is 404; a replay answers the same like.`,
        params: IdParams,
        body: LikeBody,
        response: { 200: LikeActionResponse },
      },
    },
    async (request) => {
      const data = await likes.like(
        deferredSessionOf(request),
        request.params.id,
        request.body.profile,
      );
      return { message: data.message, data };
    },
  );

  api.put(
    '/match/like/child/:id',
    {
      // The session is read with the caller's single and plan (decision 085).
      config: { sessionInQuery: true },
      schema: {
        tags,
        security,
        summary: 'Single {id} accepts or rejects a like it received',
        description: `${planNote} Accepting makes the match; 409 ALREADY_MATCHED when either single is matched.`,
        params: IdParams,
        body: LikeReactionBody,
        response: { 200: LikeActionResponse },
      },
    },
    async (request) => {
      const data = await likes.respond(deferredSessionOf(request), request.params.id, request.body);
      return { message: data.message, data };
    },
  );

  api.put(
    '/match/unlike/child/:id',
    {
      // The session is read with the caller's single and plan (decision 085).
      config: { sessionInQuery: true },
      schema: {
        tags,
        security,
        summary: "Withdraws single {id}'s pending like to a profile",
        description: `Needs an active plan: 403 PLAN_REQUIRED "${LIKES_MESSAGES.planRequiredUnlike}".`,
        params: IdParams,
        body: LikeBody,
        response: { 200: LikeActionResponse },
      },
    },
    async (request) => {
      const data = await likes.unlike(
        deferredSessionOf(request),
        request.params.id,
        request.body.profile,
      );
      return { message: data.message, data };
    },
  );

  api.get(
    '/match/like/child/:id',
    {
      // The session is read with the caller's single and plan (decision 085).
      config: { sessionInQuery: true },
      schema: {
        tags,
        security,
        summary: "Single {id}'s live likes, given or received, newest first",
        description: `${planNote} \`data\` is the array of likes, each with the other single's public profile (as \`GET /recommendation/{id}\` answers it, \`about\` cut as on a card); \`meta\` says the type and the paging applied (no limit: ${PAGE_SIZE_MAX}; above ${PAGE_SIZE_MAX}: ${PAGE_SIZE_MAX}).`,
        params: IdParams,
        querystring: LikesQuery,
        response: { 200: LikesResponse, 400: ErrorBody },
      },
    },
    async (request) => ({
      message: LIKES_MESSAGES.likes,
      ...(await likes.list(deferredSessionOf(request), request.params.id, request.query)),
    }),
  );

  api.get(
    '/match/child/:id',
    {
      schema: {
        tags,
        security,
        summary: "Single {id}'s active match, or data: null",
        description: `${planNote} \`match\` is the other single's public profile (as on a like). The woman's guardian's contact is given to the man's side only.`,
        params: IdParams,
        response: { 200: MatchResponse },
      },
    },
    async (request) => {
      const data = await likes.match(authOf(request).userId, request.params.id);
      return { message: data ? LIKES_MESSAGES.match : LIKES_MESSAGES.noMatch, data };
    },
  );

  api.put(
    '/match/cancel/child/:id',
    {
      schema: {
        tags,
        security,
        summary: "Cancels single {id}'s match (action: 'confirm')",
        description: planNote,
        params: IdParams,
        body: CancelMatchBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => ({
      message: await likes.cancelMatch(
        authOf(request).userId,
        request.params.id,
        request.body.match,
      ),
      data: null,
    }),
  );

  api.get(
    '/match/interest',
    {
      schema: {
        tags,
        security,
        summary: "How many families have a pending like to the account's singles (no plan needed)",
        response: { 200: InterestResponse },
      },
    },
    async (request) => ({
      message: LIKES_MESSAGES.interest,
      data: await likes.interest(authOf(request).userId),
    }),
  );
};
