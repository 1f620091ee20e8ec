import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet with a CSP the SPA passes: scripts only from our origin (Vite emits no inline
 * script), styles from our origin plus inline style attributes (React and toasts set them),
 * images and fonts from our origin or data: URLs, no frames, no plugins (decision 056).
 */
function helmetOptions(isHttps: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the site is served over https.
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * What helmet does to a response with these options, found once: the headers it sets and
 * those it removes. No option here depends on the request (no CSP nonce), so every response
 * gets the same set.
 */
function helmetHeaders(isHttps: boolean) {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(helmetOptions(isHttps))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return { set, removed };
}

/**
 * Helmet's headers on every response, as @fastify/helmet set them — on the raw response, so a
 * route's own header of the same name still wins — but worked out once at start-up, where
 * @fastify/helmet built helmet's middleware again on every request (its CSP parsed each time:
 * ~3 % of a discovery request's CPU, decision 086).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isHttps }: { isHttps: boolean },
): Promise<void> {
  const { set, removed } = helmetHeaders(isHttps);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    done();
  });
}
