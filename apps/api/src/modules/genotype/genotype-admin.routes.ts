import {
  GENOTYPE_FILE_MESSAGES,
  MessageResponse,
  VerdictBody,
  VerificationsQuery,
  VerificationsResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/authenticate';
import { IdParams } from '../../lib/ids';
import { requireAdmin } from '../admin';
import type { GenotypeService } from './genotype.service';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const staffOnly =
  'Staff only: 401 without a token, 403 ACCOUNT_SUSPENDED for a suspended account, 403 FORBIDDEN for a non-admin.';

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/** The staff console's queue of lab results (decision 083), under /api/v1/admin. */
export const genotypeAdminRoutes: FastifyPluginAsync<{
  genotype: GenotypeService;
  authenticate: onRequestHookHandler;
}> = async (app, { genotype, authenticate }) => {
  // As the admin module's routes: the token and the role before the body is read.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireAdmin);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/verifications',
    {
      schema: {
        tags,
        security,
        summary: 'Lab results waiting for a genotype check, oldest first',
        description: staffOnly,
        querystring: VerificationsQuery,
        response: { 200: VerificationsResponse },
      },
    },
    async (request) => {
      const { items, meta } = await genotype.queue(request.query);
      return { message: GENOTYPE_FILE_MESSAGES.queue, data: items, meta };
    },
  );

  api.get(
    '/verifications/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'The waiting lab result itself, as an attachment; recorded in the audit log',
        description: `${staffOnly} Served as an attachment with nosniff and a sandboxing CSP, never cached. 404 once decided or replaced.`,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { file, contentType, displayId } = await genotype.openFile(
        authOf(request).userId,
        request.params.id,
      );
      return reply
        .header('content-type', contentType)
        .header(
          'content-disposition',
          `attachment; filename="lab-result-${displayId}.${EXTENSIONS[contentType]}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file);
    },
  );

  api.put(
    '/verifications/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'The verdict on a lab result: checked (the badge) or rejected (with the reason the family is told); the file is deleted',
        description: `${staffOnly} Recorded in the audit log. 404 once decided or replaced.`,
        params: IdParams,
        body: VerdictBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await genotype.decide(authOf(request).userId, request.params.id, request.body);
      return {
        message:
          request.body.verdict === 'checked'
            ? GENOTYPE_FILE_MESSAGES.verdictChecked
            : GENOTYPE_FILE_MESSAGES.verdictRejected,
        data: null,
      };
    },
  );
};
