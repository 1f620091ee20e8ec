import {
  CONSENT_MESSAGES,
  ConsentAnswerResponse,
  ConsentBody,
  ConsentViewBody,
  ConsentViewResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicTokenRoute } from '../../lib/public-token-route';
import type { HerConsent } from './likes.consent';

const tags = ['likes'];

/** Her page (decision 084): public, her link's own token the proof, as /confirm-profile. */
export const consentRoutes: FastifyPluginAsync<{ consent: HerConsent }> = async (
  app,
  { consent },
) => {
  publicTokenRoute(app, {
    method: 'POST',
    url: '/consent/view',
    tags,
    description:
      "The man's public profile her family accepted, as her family reads it on the like (no name, no contact), and her link's language. 404 for an unknown, used, voided or expired link.",
    body: ConsentViewBody,
    response: ConsentViewResponse,
    errors: [404],
    noStore: true,
    handle: async ({ token }, client) => ({
      message: CONSENT_MESSAGES.view,
      data: await consent.view(token, client),
    }),
  });

  publicTokenRoute(app, {
    method: 'PUT',
    url: '/consent',
    tags,
    description:
      "Her answer. Yes makes the match as any acceptance does (the contact released to the man's side, both families e-mailed); 409 when either single matched meanwhile or the like was withdrawn or ended. No declines the like and tells her family. 404 for an unknown, used or expired link.",
    body: ConsentBody,
    response: ConsentAnswerResponse,
    errors: [404, 409],
    handle: async ({ token, agree }, client) => {
      const { state, message } = await consent.answer(token, agree, client);
      return { message, data: { state } };
    },
  });
};
