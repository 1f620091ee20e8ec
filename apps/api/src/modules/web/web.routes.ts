import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_PAGE_SEGMENTS } from '@waliyy/contract/web-pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedValues } from '../../lib/accept-header';
import { PRERENDERED_DIR, type SpaPage } from './spa-index';

/** `spaIndex`: index.html per page (createSpaIndex), shared with the server's history fallback. */
type WebOptions = { root: string; spaIndex: (url: string) => SpaPage };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so deep links (/dashboard) load the app.
 * Registered without encapsulation so its not-found handler applies to the whole server.
 */
export const webRoutes: FastifyPluginAsync<WebOptions> = async (app, { root, spaIndex }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
    return;
  }

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The prerendered pages are parts of index.html, answered at their own addresses only.
    allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
    },
  });

  // The home page is the SPA's index.html (fastify-static's `index` would skip the fallback).
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendSpaPage(request, reply, spaIndex),
  );
};

/** Answers a page of the SPA: its index.html, compressed as the client accepts, revalidated. */
export function sendSpaPage(
  request: FastifyRequest,
  reply: FastifyReply,
  spaIndex: (url: string) => SpaPage,
) {
  const page = spaIndex(request.url);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  // A browser revalidating a page it has (no-cache) gets a 304 while the build is the same.
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return reply.code(304).send();
  }
  const { body, encoding } = encodeSpaPage(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** The Accept header asks for HTML by name (a browser's navigation), not merely a wildcard. */
function acceptsHtml(accept: string | undefined): boolean {
  return acceptedValues(accept).some((type) =>
    ['text/html', 'application/xhtml+xml'].includes(type.toLowerCase()),
  );
}

/**
 * True for a request the SPA should answer: a GET for a page outside /api and /dev, and either
 * a page the web app's router knows (its first segment is in WEB_PAGE_SEGMENTS) or any other
 * address a browser asks for as a page (Accept: text/html), where the app draws its own "not
 * found" page. Anything else is a 404 (decision 026): a probe of /healthz or /metrics
 * (curl, kube-probe and Prometheus send Accept: * / * or their own types) must not get the app's
 * HTML with 200. A missing file (/assets/old-chunk.js) stays a 404, so a stale client sees a
 * failed chunk, not HTML.
 */
export function wantsSpa(method: string, url: string, accept?: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/dev/')) {
    return false;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  const segment = pathname.split('/')[1] ?? '';
  if (segment === '' || WEB_PAGE_SEGMENTS.includes(segment)) return true;
  return acceptsHtml(accept);
}

/**
 * The copy of `page` that the client's Accept-Encoding takes, with its Content-Encoding: brotli,
 * else gzip, else plain; a coding with q=0 is refused (RFC 9110 §12.5.3).
 */
export function encodeSpaPage(
  page: SpaPage,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = new Set(acceptedValues(acceptEncoding).map((coding) => coding.toLowerCase()));
  if (accepted.has('br')) return { body: page.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.html };
}
