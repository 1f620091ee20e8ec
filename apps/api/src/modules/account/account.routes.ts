import {
  AccountLanguageBody,
  AccountResponse,
  AccountUserResponse,
  ActiveSingleBody,
  ALTERNATE_EMAIL_LINK_PATH,
  AlternateEmailLinkQuery,
  AUTH_RESULT_MESSAGES,
  ChangePasswordBody,
  ConfirmTokenBody,
  EmailBody,
  MessageResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/authenticate';
import { clientKey } from '../../lib/client-address';
import type { AccountService } from './account.service';

const tags = ['account'];
const security = [{ bearerAuth: [] }];
const ok = (message: string) => ({ message, data: null });

export const accountRoutes: FastifyPluginAsync<{
  account: AccountService;
  authenticate: onRequestHookHandler;
}> = async (app, { account, authenticate }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The e-mailed link (decision 062): opened from a mail app, maybe on another device, so no
  // bearer token (decision 031: the link's own single-use token is the proof). It acts, then
  // sends the browser to a page every client has (APP_URL's /login) saying how it went.
  api.get(
    ALTERNATE_EMAIL_LINK_PATH,
    {
      schema: {
        tags,
        description:
          'The link e-mailed to a new alternative address. Confirms it with the single-use token, then answers 303 to APP_URL/login?alternateEmail=confirmed, or =invalid for a missing, unknown, used or expired token.',
        querystring: AlternateEmailLinkQuery,
        response: { 303: z.null().describe('To APP_URL/login?alternateEmail=confirmed|invalid') },
      },
    },
    async (request, reply) => {
      const landing = await account.landingOfAlternateEmailLink(
        request.query.token,
        clientKey(request.ip),
      );
      return reply.header('cache-control', 'no-store').redirect(landing, 303);
    },
  );

  // Our web's old page (/confirm-alternate-email), for links e-mailed before the GET.
  api.put(
    ALTERNATE_EMAIL_LINK_PATH,
    { schema: { tags, body: ConfirmTokenBody, response: { 200: MessageResponse } } },
    async (request) =>
      ok(await account.confirmAlternateEmail(request.body.token, clientKey(request.ip))),
  );

  await app.register(async (scope) => {
    // onRequest: the token is checked before the body is even read.
    scope.addHook('onRequest', authenticate);
    const authed = scope.withTypeProvider<ZodTypeProvider>();

    authed.get(
      '/account',
      { schema: { tags, security, response: { 200: AccountResponse } } },
      async (request) => ({
        message: 'Account details.',
        data: await account.get(authOf(request).userId),
      }),
    );

    // Decision 022: the active single, remembered for the next login.
    authed.put(
      '/account/active-single',
      { schema: { tags, security, body: ActiveSingleBody, response: { 200: MessageResponse } } },
      async (request) =>
        ok(await account.setActiveSingle(authOf(request).userId, request.body.childId)),
    );

    // Decision 070: the language the account reads; answers the updated user.
    authed.put(
      '/account/language',
      {
        schema: {
          tags,
          security,
          body: AccountLanguageBody,
          response: { 200: AccountUserResponse },
        },
      },
      async (request) => ({
        message: AUTH_RESULT_MESSAGES.languageSaved,
        data: await account.setLanguage(authOf(request).userId, request.body.language),
      }),
    );

    authed.put(
      '/account/change-password',
      { schema: { tags, security, body: ChangePasswordBody, response: { 200: MessageResponse } } },
      async (request) => ok(await account.changePassword(authOf(request).userId, request.body)),
    );

    authed.post(
      '/account/alternate-email',
      { schema: { tags, security, body: EmailBody, response: { 200: MessageResponse } } },
      async (request) =>
        ok(await account.setAlternateEmail(authOf(request).userId, request.body.email)),
    );

    authed.put(
      '/account/delete',
      { schema: { tags, security, response: { 200: MessageResponse } } },
      async (request) => ok(await account.deleteAccount(authOf(request).userId)),
    );
  });
};
