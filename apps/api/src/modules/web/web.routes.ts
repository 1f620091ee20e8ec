import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { WEB_PAGE_SEGMENTS } from '@waliyy/contract/web-pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

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
  return (accept ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return (
        (type === 'text/html' || type === 'application/xhtml+xml') &&
        !(q && Number(q.slice(2)) === 0)
      );
    });
}

/**
 * True for a request the SPA should answer: a GET for a page outside /api and /dev, and either
 * a page the web app's router knows (its first segment is in WEB_PAGE_SEGMENTS) or any other
 * address a browser asks for as a page (Accept: text/html), where the app draws its own "not
 * found" page. Anything else is a 404 (issue 24, point 13): a probe of /healthz or /metrics
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

type ManifestEntry = {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestEntry>;

/** index.html for one page, with its compressed copies (made once per page, then kept). */
export type SpaPage = { html: string; gzip: Buffer; br: Buffer; etag: string };

/** What every page of the app waits for after the entry: its route table, layout and guards. */
const APP_CHUNKS = ['src/app/app-routes.ts', 'src/app/app-layout.tsx', 'src/app/guards.tsx'];
/**
 * The web build gathers those, the signed-in shell and the code they share into one chunk of
 * this name (apps/web/vite.config.ts); it has no `src`, and the modules in it no entry of their
 * own in the manifest.
 */
const APP_CHUNK_NAME = 'app';
/** The signed-in pages' top bar and menus (not needed by the sign-in pages in features/auth). */
const SHELL_CHUNK = 'src/app/protected-shell.tsx';
const PUBLIC_PAGES = 'src/features/public/';
const GUEST_PAGES = 'src/features/auth/';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The web build's prerendered pages (apps/web/scripts/prerender.mjs); `_loading` is the rest's. */
const PRERENDERED_DIR = 'prerendered';
const LOADING_SCREEN = '_loading';

/**
 * index.html for any page of the app, in two parts:
 * - Inside #root, the page already drawn when the web build prerendered it (the public pages
 *   but `/`, /login, /sign-up, /forgot-password), and the app's loading screen for the app's
 *   other pages: a slow phone paints it as soon as the HTML and CSS arrive, not after the
 *   JavaScript. `/` gets neither: the entry chunk draws it in the task its code runs in.
 * - For a page other than `/`, `<link rel="modulepreload">` for the chunks that page will load.
 *   Without them a cold /login or /dashboard loads its code in three waves (the entry; then the
 *   app's route table, found only when the entry runs; then the layout, guards and page with
 *   their shared chunks), one round trip each on a slow phone network. The web build puts the
 *   route table, layout, guards and shell in one chunk named `app`; a build without that group
 *   has them as chunks of their own, found by their sources. The page's chunk is
 *   found by its first path segment (`/login` → `…/login-page.tsx`, the naming the route files
 *   keep); a path with no such page still gets the app's own chunks. Needs Vite's manifest
 *   (dist/.vite/manifest.json).
 * Either part is left out when the build has no such files.
 */
export function createSpaIndex(root: string): (url: string) => SpaPage {
  const html = inlineStylesheets(readFileSync(path.join(root, 'index.html'), 'utf8'), root);
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const prerendered = readPrerendered(path.join(root, PRERENDERED_DIR));

  /** The chunk and everything it imports statically, minus the entry (already in the page). */
  const chunksOf = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, into);
  };
  const appChunk = Object.keys(manifest).find((key) => {
    const entry = manifest[key];
    return entry?.name === APP_CHUNK_NAME && entry.src === undefined;
  });
  const pageOf = (segment: string) =>
    Object.keys(manifest).find((key) => key.endsWith(`/${segment}-page.tsx`));

  // Keyed by what decides the answer: a prerendered path, a page's chunk, or neither ('*'), so
  // the cache stays as small as the app's list of pages whatever addresses are asked for.
  const cache = new Map<string, SpaPage>();
  return (url) => {
    const pathname = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const drawn = prerendered.get(pathname);
    const segment = pathname.split('/')[1] ?? '';
    const page = /^[a-z-]+$/.test(segment) ? pageOf(segment) : undefined;
    const key = drawn !== undefined || pathname === '/' ? `=${pathname}` : (page ?? '*');
    const cached = cache.get(key);
    if (cached) return cached;

    const chunks = new Set<string>();
    if (pathname !== '/') {
      if (!page?.startsWith(PUBLIC_PAGES)) {
        if (appChunk) chunksOf(appChunk, chunks);
        for (const chunk of APP_CHUNKS) chunksOf(chunk, chunks);
        if (page && !page.startsWith(GUEST_PAGES)) chunksOf(SHELL_CHUNK, chunks);
      }
      if (page) chunksOf(page, chunks);
    }
    const links = [...chunks].map((file) => `<link rel="modulepreload" href="/${file}" />`);
    // `/` is drawn by the entry chunk itself, in the task its JavaScript runs in: nothing ahead.
    const body = drawn ?? (pathname === '/' ? '' : (prerendered.get(LOADING_SCREEN) ?? ''));
    const result = html
      .replace('</head>', `${links.join('')}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
    const spaPage: SpaPage = {
      html: result,
      etag: `"${createHash('sha256').update(result).digest('base64url').slice(0, 27)}"`,
      gzip: gzipSync(result, { level: 9 }),
      br: brotliCompressSync(result, {
        params: { [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(result) },
      }),
    };
    cache.set(key, spaPage);
    return spaPage;
  };
}

/** Vite's `<link rel="stylesheet" crossorigin href="/assets/index-….css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The build's stylesheet written into the page instead of linked: the page (drawn ahead, or the
 * loading screen) can be painted as soon as its HTML arrives, without waiting a round trip — on
 * a phone network often a new connection — for the CSS. The app's CSS is one file of ~9 KB
 * compressed; the CSP allows inline styles. A link to a file that is missing, or whose text
 * could end the style element, stays a link.
 */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const cssFile = path.join(root, file);
    if (!existsSync(cssFile)) return link;
    const css = readFileSync(cssFile, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/** `dist/prerendered/login.html` → '/login'; `_loading.html` kept by name. */
function readPrerendered(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(
      name === LOADING_SCREEN ? name : `/${name}`,
      readFileSync(path.join(dir, file), 'utf8'),
    );
  }
  return pages;
}

/**
 * The copy of `page` that the client's Accept-Encoding takes, with its Content-Encoding: brotli,
 * else gzip, else plain; a coding with q=0 is refused (RFC 9110 §12.5.3).
 */
export function encodeSpaPage(
  page: SpaPage,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return { body: page.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.html };
}
