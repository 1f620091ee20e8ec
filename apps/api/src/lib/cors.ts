import type { FastifyInstance } from 'fastify';

/**
 * What a web client hosted on another origin may send (decision 020). Its token travels
 * in the Authorization header, never in a cookie, so credentials are not allowed.
 */
/**
 * The header the web sends at sign-in: a stable random id kept in the browser's storage, read by
 * the auth module's new-browser check (modules/auth/devices.ts).
 */
export const DEVICE_HEADER = 'x-device-id';
export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
export const CORS_HEADERS = `Authorization, Content-Type, ${DEVICE_HEADER}`;
/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_S = 600;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Opens the API (/api/...) to the origins of CORS_ORIGINS and to no other. Nothing is
 * registered when the list is empty: no header, and a preflight is a 404 as on any unknown
 * route. With a list, a request from a listed origin gets its origin echoed back in
 * Access-Control-Allow-Origin (on every answer, errors included, so the client can read their
 * message) and its preflight a 204 naming the methods and headers allowed; an unlisted origin
 * gets neither, and its preflight the same 404. A small hook rather than @fastify/cors: exact
 * origins only, nothing to configure beyond the list.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const listed = (origin: string | undefined): origin is string =>
    origin !== undefined && allowed.has(origin);

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    // The answer depends on the origin asking: no shared cache may give one origin's to another.
    reply.header('Vary', 'Origin');
    const { origin } = request.headers;
    if (listed(origin)) reply.header('Access-Control-Allow-Origin', origin);
    return payload;
  });

  app.options('/api/*', { schema: { hide: true } }, async (request, reply) => {
    const { origin } = request.headers;
    if (!listed(origin) || !request.headers['access-control-request-method']) {
      return reply.callNotFound();
    }
    return reply
      .status(204)
      .header('Access-Control-Allow-Methods', CORS_METHODS)
      .header('Access-Control-Allow-Headers', CORS_HEADERS)
      .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S))
      .send();
  });
}
