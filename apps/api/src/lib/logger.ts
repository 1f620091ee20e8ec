import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './safe-error';
import { pathOf } from './url-path';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What a log line says of a request (as Fastify passes it to the `req` serializer). */
type LoggedRequest = Pick<FastifyRequest, 'method' | 'url'> &
  Partial<Pick<FastifyRequest, 'host' | 'ip'>> & {
    socket?: { remoteAddress?: string | undefined; remotePort?: number | undefined };
  };

/**
 * A request as the log records it: where it went, never what it carried. The query string is
 * dropped because it holds what must not be logged (decision 065): a reset link's token
 * (/reset-password?token=…), PayPal's order token on the way back, e-mail addresses and phone
 * numbers typed into the admin search (?q=…). Path parameters are ids only.
 */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    path: pathOf(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger settings, in every mode: credentials redacted, requests logged by path only,
 * errors by their listed fields only — never a failed query's parameters (lib/safe-error.ts).
 * `given` (tests: a level, a stream) is laid over them; the two serializers always stay.
 */
export function appLoggerOptions(
  level: string,
  given?: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const extra: LoggerOptions = typeof given === 'object' ? given : {};
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...extra,
    serializers: { ...extra.serializers, req: requestForLog, err: serializeError },
  };
}
