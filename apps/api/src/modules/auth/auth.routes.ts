import {
  EmailBody,
  ErrorBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetCheckBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@waliyy/contract';
// Read as E.164 here (decision 074): libphonenumber-js is the API's, never the web's.
import { SignUpBodyE164 } from '@waliyy/contract/phone';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageOfRequest } from '../../lib/accept-language';
import { bearerTokenOf } from '../../lib/authenticate';
import { clientKey } from '../../lib/client-address';
import { DEVICE_HEADER } from '../../lib/cors';
import type { AuthService } from './auth.service';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const tags = ['auth'];
const ok = (message: string) => ({ message, data: null });

/**
 * product.md §7 auth rows. Only logout takes a bearer token (decision 031), checked by the service. Limits and the hash queue
 * count by `clientKey(request.ip)`: one IPv6 client is its /64, not each address in it.
 */
export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/signup',
    { schema: { tags, body: SignUpBodyE164, response: { 201: MessageResponse } } },
    async (request, reply) =>
      reply.status(201).send(
        ok(
          await auth.signUp(
            // Without a language (the original client sends none), the browser's: decision 070.
            { ...request.body, language: request.body.language ?? languageOfRequest(request) },
            clientKey(request.ip),
          ),
        ),
      ),
  );

  api.put(
    '/auth/verify-email',
    { schema: { tags, body: VerifyEmailBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.verifyEmail(request.body, clientKey(request.ip))),
  );

  api.post(
    '/auth/resend-verification',
    { schema: { tags, body: EmailBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.resendVerification(request.body.email, clientKey(request.ip))),
  );

  api.post(
    '/auth/login',
    { schema: { tags, body: LoginBody, response: { 200: LoginResponse } } },
    async (request) => ({
      message: 'Welcome back.',
      data: await auth.login(request.body, clientKey(request.ip), {
        deviceId: header(request.headers[DEVICE_HEADER]),
        userAgent: header(request.headers['user-agent']),
      }),
    }),
  );

  // Idempotent (decision 020): a token we signed whose session has ended (logged out,
  // revoked by a password change or reset, expired, its account suspended or deleted) answers
  // 200 like a live one; a token we did not sign is 401, as on every protected route.
  api.delete(
    '/auth/logout',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        response: { 200: MessageResponse, 401: ErrorBody },
      },
    },
    async (request) => ok(await auth.logout(bearerTokenOf(request))),
  );

  api.put(
    '/auth/forgot-password',
    { schema: { tags, body: EmailBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.forgotPassword(request.body.email, clientKey(request.ip))),
  );

  // Step 1 of /reset-password (decision 022): checks the code, spending nothing.
  api.post(
    '/auth/reset-password/check',
    { schema: { tags, body: ResetCheckBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.checkResetCode(request.body, clientKey(request.ip))),
  );

  api.put(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.resetPassword(request.body, clientKey(request.ip))),
  );
};
