import {
  CONSENT_MESSAGES,
  ConsentAnswerResponse,
  ConsentBody,
  ConsentViewBody,
  ConsentViewResponse,
  ErrorBody,
} from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-address';
import type { HerConsent } from './likes.consent';

const tags = ['likes'];

/**
 * Her page (decision 084): no bearer token, her link's own token in the body (decision 031),
 * never in a URL a server logs (the page reads it from the fragment). As /confirm-profile.
 */
export const consentRoutes: FastifyPluginAsync<{ consent: HerConsent }> = async (
  app,
  { consent },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/consent/view',
    {
      schema: {
        tags,
        description:
          "The man's public profile her family accepted, as her family reads it on the like (no name, no contact), and her link's language. 404 for an unknown, used, voided or expired link.",
        body: ConsentViewBody,
        response: { 200: ConsentViewResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const view = await consent.view(request.body.token, clientKey(request.ip));
      reply.header('cache-control', 'no-store');
      return { message: CONSENT_MESSAGES.view, data: view };
    },
  );

  api.put(
    '/consent',
    {
      schema: {
        tags,
        description:
          "Her answer. Yes makes the match as any acceptance does (the contact released to the man's side, both families e-mailed); 409 when either single matched meanwhile or the like was withdrawn or ended. No declines the like and tells her family. 404 for an unknown, used or expired link.",
        body: ConsentBody,
        response: { 200: ConsentAnswerResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { state, message } = await consent.answer(
        request.body.token,
        request.body.agree,
        clientKey(request.ip),
      );
      return { message, data: { state } };
    },
  );
};
