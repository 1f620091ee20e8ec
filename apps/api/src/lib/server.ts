/** The Fastify instance every app starts from: options, compilers and the cross-cutting hooks. */
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { registerCors } from './cors';
import { registerErrorHandler } from './error-handler';
import { appLoggerOptions } from './logger';
import { registerPrivateAnswers } from './private-answers';
import { createDrain, type Drain, registerRequestLog } from './request-log';
import { registerSecurityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM's drain (main.ts starts it): readiness 503, `Connection: close`. */
    drain: Drain;
  }
}

type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

/** Fastify with the app's options, error shape, drain, request log, headers, CORS, privacy. */
export async function createServer(
  config: AppConfig,
  logger: FastifyServerOptions['logger'],
  onAnswered: RequestObserver,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: appLoggerOptions(config.LOG_LEVEL, logger),
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written by lib/request-log.ts (decision 026).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Ids in requests are UUIDs; a request id per request ties log lines together.
    genReqId: () => crypto.randomUUID(),
    // A path the router itself refuses (a parameter over 100 characters, broken %-encoding)
    // answers in our error shape too, without echoing the path back.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .send({ message: 'This address is not valid.', code: 'VALIDATION' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const drain = createDrain();
  app.decorate('drain', drain);
  registerRequestLog(app, { drain, onAnswered });
  await registerSecurityHeaders(app, { isHttps: config.APP_URL.startsWith('https:') });
  registerCors(app, config.CORS_ORIGINS);
  registerPrivateAnswers(app);
  return app;
}
