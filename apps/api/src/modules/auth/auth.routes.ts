import {
  EmailBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetPasswordBody,
  SignUpBody,
  VerifyEmailBody,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/authenticate';
import { clientKey } from '../../lib/client-address';
import type { AuthService } from './auth.service';
import { DEVICE_HEADER } from './devices';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const tags = ['auth'];
const ok = (message: string) => ({ message, data: null });

/**
 * Spec §7 auth rows. Only logout needs a bearer token (DECISIONS 5). Limits and the hash queue
 * count by `clientKey(request.ip)`: one IPv6 client is its /64, not each address in it.
 */
export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  authenticate: onRequestHookHandler;
}> = async (app, { auth, authenticate }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/signup',
    { schema: { tags, body: SignUpBody, response: { 201: MessageResponse } } },
    async (request, reply) =>
      reply.status(201).send(ok(await auth.signUp(request.body, clientKey(request.ip)))),
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

  api.delete(
    '/auth/logout',
    {
      onRequest: authenticate,
      schema: { tags, security: [{ bearerAuth: [] }], response: { 200: MessageResponse } },
    },
    async (request) => ok(await auth.logout(authOf(request).sessionId)),
  );

  api.put(
    '/auth/forgot-password',
    { schema: { tags, body: EmailBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.forgotPassword(request.body.email, clientKey(request.ip))),
  );

  api.put(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: MessageResponse } } },
    async (request) => ok(await auth.resetPassword(request.body, clientKey(request.ip))),
  );
};
