import {
  ErrorBody,
  GENOTYPE_FILE_MAX_BYTES,
  GENOTYPE_FILE_MESSAGES,
  GENOTYPE_FILE_TYPES,
  GenotypeCheckResponse,
} from '@waliyy/contract';
import type { FastifyError, FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../lib/authenticate';
import { IdParams } from '../../lib/ids';
import type { GenotypeService } from './genotype.service';

const tags = ['children'];
const security = [{ bearerAuth: [] }];
const path = '/parent/child/:id/genotype-evidence';

/**
 * The upload's own scope: the body is read as raw bytes whatever its declared type (the bytes
 * decide what it is, decision 083), up to the lab result's limit; over it, 413 with our words.
 */
const uploadRoute: FastifyPluginAsync<{ genotype: GenotypeService }> = async (
  app,
  { genotype },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: GENOTYPE_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError) => {
    // Thrown on to the app's handler, which words every error alike.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', GENOTYPE_FILE_MESSAGES.fileTooLarge);
    }
    throw error;
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    path,
    {
      bodyLimit: GENOTYPE_FILE_MAX_BYTES,
      schema: {
        tags,
        security,
        summary: "Uploads the single's lab result for staff to check its genotype",
        description: `The body is the file itself (Content-Type ${GENOTYPE_FILE_TYPES.join(', ')}), at most ${GENOTYPE_FILE_MAX_BYTES} bytes. Its kind is read from its first bytes, never from a name or the declared type: anything else is 400, a larger body 413. Replaces a file still waiting; 409 once the genotype is checked. Another family's single is 404.`,
        consumes: [...GENOTYPE_FILE_TYPES],
        params: IdParams,
        response: { 200: GenotypeCheckResponse, 400: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => {
      const userId = authOf(request).userId;
      await genotype.upload(userId, request.params.id, request.body);
      return {
        message: GENOTYPE_FILE_MESSAGES.uploaded,
        data: await genotype.check(userId, request.params.id),
      };
    },
  );
};

/** The family's side of the genotype check: its state, and the upload. */
export const genotypeRoutes: FastifyPluginAsync<{
  genotype: GenotypeService;
  authenticate: onRequestHookHandler;
}> = async (app, { genotype, authenticate }) => {
  // onRequest: the token is checked before a byte of the file is read.
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: "The single's genotype check: none, waiting, checked, or rejected with the reason",
        params: IdParams,
        response: { 200: GenotypeCheckResponse },
      },
    },
    async (request) => ({
      message: GENOTYPE_FILE_MESSAGES.check,
      data: await genotype.check(authOf(request).userId, request.params.id),
    }),
  );

  await app.register(uploadRoute, { genotype });
};
