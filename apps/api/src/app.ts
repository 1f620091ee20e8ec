import { type ErrorBody, GENERIC_MESSAGES } from '@waliyy/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerDocs } from './modules/docs/docs.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { wantsSpa, webRoutes } from './modules/web/web.routes';

export type AppDeps = {
  config: Pick<Config, 'APP_URL' | 'TRUST_PROXY' | 'LOG_LEVEL' | 'isProduction'> & {
    WEB_DIST?: string | undefined;
  };
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app without listening; main.ts listens, tests use app.inject(). */
export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    // Ids in requests are UUIDs; a request id per request ties log lines together.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { isHttps: config.APP_URL.startsWith('https:') });
  await registerDocs(app, config.APP_URL);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: () => database.ping() });
      await api.register(plansRoutes, { db: database.db });
    },
    { prefix: '/api/v1' },
  );

  if (config.WEB_DIST) await webRoutes(app, { root: config.WEB_DIST });

  app.setNotFoundHandler({}, (request, reply) => {
    if (
      config.WEB_DIST &&
      wantsSpa(request.method, request.url) &&
      app.hasReplyDecorator('sendFile')
    ) {
      // History fallback: any app path (e.g. /dashboard) loads the SPA, which routes it.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const body: ErrorBody = { message: GENERIC_MESSAGES.NOT_FOUND, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });

  app.addHook('onClose', async () => {
    await database.close();
  });

  return app;
}
