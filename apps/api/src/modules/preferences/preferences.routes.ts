import {
  ErrorBody,
  opaqueText,
  PREFERENCE_RESULT_MESSAGES,
  PreferenceBody,
  PreferenceResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/authenticate';
import type { PreferencesService } from './preferences.service';

const tags = ['preferences'];
const security = [{ bearerAuth: [] }];
const Params = z.object({ childId: opaqueText().max(64) });
const path = '/parent/child/preference/:childId';

export const preferencesRoutes: FastifyPluginAsync<{
  preferences: PreferencesService;
  authenticate: onRequestHookHandler;
}> = async (app, { preferences, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    path,
    { schema: { tags, security, params: Params, response: { 200: PreferenceResponse } } },
    async (request) => {
      const data = await preferences.get(authOf(request).userId, request.params.childId);
      const message = data ? PREFERENCE_RESULT_MESSAGES.found : PREFERENCE_RESULT_MESSAGES.none;
      return { message, data };
    },
  );

  api.post(
    path,
    {
      schema: {
        tags,
        security,
        params: Params,
        body: PreferenceBody,
        description:
          "Creates the single's preference (201). When it has one already (a double submit), replaces it as PUT does and answers 200 with the updated preference.",
        response: { 201: PreferenceResponse, 200: PreferenceResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const saved = await preferences.save(userId, request.params.childId, request.body);
      return saved.created
        ? reply
            .status(201)
            .send({ message: PREFERENCE_RESULT_MESSAGES.created, data: saved.preference })
        : reply
            .status(200)
            .send({ message: PREFERENCE_RESULT_MESSAGES.updated, data: saved.preference });
    },
  );

  api.put(
    path,
    {
      schema: {
        tags,
        security,
        params: Params,
        body: PreferenceBody,
        response: { 200: PreferenceResponse, 400: ErrorBody },
      },
    },
    async (request) => ({
      message: PREFERENCE_RESULT_MESSAGES.updated,
      data: await preferences.update(authOf(request).userId, request.params.childId, request.body),
    }),
  );
};
