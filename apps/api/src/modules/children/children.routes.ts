import {
  CHILD_RESULT_MESSAGES,
  ChildCreatedResponse,
  ChildProfileResponse,
  ChildrenResponse,
  ErrorBody,
  MessageResponse,
} from '@waliyy/contract';
// The wali's number is read as E.164 here (decision 074).
import { ChildUpdateBodyE164, makeChildCreateBodyE164 } from '@waliyy/contract/phone';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/authenticate';
import type { Clock } from '../../lib/clock';
import { IdParams } from '../../lib/ids';
import type { ChildrenService } from './children.service';

const tags = ['children'];
const security = [{ bearerAuth: [] }];
// A 400 may carry `contact` (decision 067): declared, so the docs show it and the body is checked.
const refused = { 400: ErrorBody };
// Any string: an id that is not the caller's (or not a UUID at all) is 404, not 400 (decision 030).

export const childrenRoutes: FastifyPluginAsync<{
  children: ChildrenService;
  authenticate: onRequestHookHandler;
  clock: Clock;
}> = async (app, { children, authenticate, clock }) => {
  // The date rules read the app's clock, so tests can fix "now".
  const ChildCreateBody = makeChildCreateBodyE164(() => clock.now());

  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/parent/child',
    {
      schema: {
        tags,
        security,
        body: ChildCreateBody,
        response: { 201: ChildCreatedResponse, ...refused },
      },
    },
    async (request, reply) => {
      const id = await children.create(authOf(request).userId, request.body);
      return reply.status(201).send({ message: CHILD_RESULT_MESSAGES.created, data: id });
    },
  );

  api.get(
    '/parent/children',
    { schema: { tags, security, response: { 200: ChildrenResponse } } },
    async (request) => ({
      message: 'Your singles.',
      data: await children.list(authOf(request).userId),
    }),
  );

  api.get(
    '/parent/child/:id',
    { schema: { tags, security, params: IdParams, response: { 200: ChildProfileResponse } } },
    async (request) => ({
      message: 'Profile.',
      data: await children.get(authOf(request).userId, request.params.id),
    }),
  );

  api.put(
    '/parent/child/:id',
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: ChildUpdateBodyE164,
        response: { 200: MessageResponse, ...refused },
      },
    },
    async (request) => {
      await children.update(authOf(request).userId, request.params.id, request.body);
      return { message: CHILD_RESULT_MESSAGES.updated, data: null };
    },
  );

  api.delete(
    '/parent/child/:id',
    { schema: { tags, security, params: IdParams, response: { 200: MessageResponse } } },
    async (request) => {
      await children.remove(authOf(request).userId, request.params.id);
      return { message: CHILD_RESULT_MESSAGES.deleted, data: null };
    },
  );
};
