import {
  CONFIRMATION_MESSAGES,
  ConfirmProfileAnswerResponse,
  ConfirmProfileBody,
  ConfirmProfileViewBody,
  ConfirmProfileViewResponse,
  ErrorBody,
  MessageResponse,
  SingleConfirmationStatusResponse,
} from '@waliyy/contract';
import { SingleConfirmationBodyE164 } from '@waliyy/contract/phone';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/authenticate';
import { IdParams } from '../../lib/ids';
import { publicTokenRoute } from '../../lib/public-token-route';
import type { ConfirmationService } from './confirmation.service';

const tags = ['confirmation'];
const security = [{ bearerAuth: [] }];

export const confirmationRoutes: FastifyPluginAsync<{
  confirmation: ConfirmationService;
  authenticate: onRequestHookHandler;
}> = async (app, { confirmation, authenticate }) => {
  // Her page (decision 083): public, the link's own token the proof.
  publicTokenRoute(app, {
    method: 'POST',
    url: '/confirm-profile/view',
    tags,
    description:
      'The profile a confirmation link presents, exactly as other families read it, and whether the link asks (`ask`) or lets her withdraw (`withdraw`). 400 for an unknown, used or expired token.',
    body: ConfirmProfileViewBody,
    response: ConfirmProfileViewResponse,
    noStore: true,
    handle: async ({ token }, client) => ({
      message: CONFIRMATION_MESSAGES.view,
      data: await confirmation.view(token, client),
    }),
  });

  publicTokenRoute(app, {
    method: 'PUT',
    url: '/confirm-profile',
    tags,
    description:
      "The single's own answer: agree (confirmed, the guardian told, a standing link to withdraw sent to her), or not (the profile paused, the guardian told). The withdrawal link answered with `agree: false` withdraws; with `agree: true` and `asksBeforeMatch` it changes only her \"ask me before any match\" (a woman's single's, decision 084).",
    body: ConfirmProfileBody,
    response: ConfirmProfileAnswerResponse,
    errors: [409],
    handle: async ({ token, agree, version, asksBeforeMatch }, client) => {
      const { state, message } = await confirmation.answer(
        token,
        agree,
        client,
        version,
        asksBeforeMatch,
      );
      return { message, data: { state } };
    },
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    const authed = scope.withTypeProvider<ZodTypeProvider>();

    authed.get(
      '/parent/child/:id/confirmation',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          response: { 200: SingleConfirmationStatusResponse },
        },
      },
      async (request) => ({
        message: CONFIRMATION_MESSAGES.status,
        data: await confirmation.status(authOf(request).userId, request.params.id),
      }),
    );

    authed.post(
      '/parent/child/:id/confirmation',
      {
        schema: {
          tags,
          security,
          description:
            "Sends the single a link to her own e-mail address or phone (not the account's: 400), valid for 7 days and once; a new link voids the last. The phone channel answers 503 SMS_UNAVAILABLE while no SMS provider is configured.",
          params: IdParams,
          body: SingleConfirmationBodyE164,
          response: { 200: MessageResponse, 400: ErrorBody, 503: ErrorBody },
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const message = await confirmation.send(userId, request.params.id, request.body);
        return { message, data: null };
      },
    );
  });
};
