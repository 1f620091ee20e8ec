import {
  MessageResponse,
  PHONE_MESSAGES,
  PhoneCodeBody,
  PhoneCodeSentResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/authenticate';
import type { PhoneVerification } from './phone.service';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

/** Decision 083: the guardian's phone, confirmed by a texted code. The names are fixed. */
export const phoneRoutes: FastifyPluginAsync<{
  phone: PhoneVerification;
  authenticate: onRequestHookHandler;
}> = async (app, { phone, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/account/phone/verification',
    {
      schema: {
        tags,
        security,
        description:
          "Texts a 6-digit code to the account's phone. 429 within the resend wait or past the day's codes for the account or the number; 409 when the phone is confirmed already; 503 SMS_UNAVAILABLE when this server has no SMS provider (production).",
        response: { 200: PhoneCodeSentResponse },
      },
    },
    async (request) => ({
      message: PHONE_MESSAGES.codeSent,
      data: await phone.send(authOf(request).userId),
    }),
  );

  api.put(
    '/account/phone/verification',
    {
      schema: {
        tags,
        security,
        description:
          "Confirms the account's phone with the texted code. A wrong code counts toward its tries; past them it is burnt.",
        body: PhoneCodeBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => ({
      message: await phone.confirm(authOf(request).userId, request.body.code),
      data: null,
    }),
  );
};
