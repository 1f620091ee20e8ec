import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './url-path';

const errorCodes = new WeakMap<FastifyRequest, string>();

/** The error code a request was answered with (the error handler notes it for the log line). */
export function noteErrorCode(request: FastifyRequest, code: string) {
  errorCodes.set(request, code);
}

/** What the one line per request and the request metrics call its route. */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  if (request.is404) return reply.statusCode === 404 ? 'not_found' : 'page';
  const url = request.routeOptions.url;
  if (!url) return 'unknown';
  // fastify-static's catch-all: the web app's files.
  if (url === '/*') return 'static';
  return url;
}

/**
 * SIGTERM's drain (decision 026): main.ts starts it; readiness answers 503 from then on,
 * every response says `Connection: close` (a keep-alive socket closes after its request), and
 * the responses finished meanwhile are counted for the last log line.
 */
export function createDrain() {
  let draining = false;
  let drained = 0;
  return {
    isDraining: () => draining,
    start() {
      draining = true;
    },
    /** Responses finished since the drain started. */
    drained: () => drained,
    answered() {
      if (draining) drained += 1;
    },
  };
}
export type Drain = ReturnType<typeof createDrain>;

/**
 * One log line per request (decision 026), instead of Fastify's two: method, route
 * pattern, path (no query string), status, time in ms, the client's address, the signed-in
 * account and the error code if any, with the request id (`reqId`) the logger adds. The web app's files at debug (they were 71 % of the lines).
 */
export function registerRequestLog(
  app: FastifyInstance,
  options: {
    drain: Drain;
    onAnswered?: (method: string, route: string, status: number, seconds: number) => void;
  },
) {
  const { drain, onAnswered } = options;
  // Also on a request that came in before the drain started and is answered after.
  app.addHook('onSend', async (_request, reply) => {
    if (drain.isDraining()) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    drain.answered();
    const route = routeLabel(request, reply);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    onAnswered?.(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const line = {
      method: request.method,
      route,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms,
      ip: request.ip,
      ...(request.auth ? { accountId: request.auth.userId } : {}),
      ...(errorCodes.has(request) ? { code: errorCodes.get(request) } : {}),
    };
    const message = `${request.method} ${line.path} ${reply.statusCode} ${ms}ms`;
    if (route === 'static') request.log.debug(line, message);
    else request.log.info(line, message);
  });
}
