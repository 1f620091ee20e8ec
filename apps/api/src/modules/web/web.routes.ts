import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

type WebOptions = { root: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so deep links (/dashboard) load the app.
 * Registered without encapsulation so its not-found handler applies to the whole server.
 */
export const webRoutes: FastifyPluginAsync<WebOptions> = async (app, { root }) => {
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
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
    },
  });

  // The home page is the SPA's index.html (fastify-static's `index` would skip the fallback).
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
};

/**
 * True for a request the SPA should answer: a GET for a page outside /api and /dev. A missing
 * file (/assets/old-chunk.js) stays a 404, so a stale client sees a failed chunk, not HTML.
 */
export function wantsSpa(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/dev/')) {
    return false;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

/** What every page of the app waits for after the entry: its route table, layout and guards. */
const APP_CHUNKS = ['src/app/app-routes.ts', 'src/app/app-layout.tsx', 'src/app/guards.tsx'];
/** The signed-in pages' top bar and menus (not needed by the sign-in pages in features/auth). */
const SHELL_CHUNK = 'src/app/protected-shell.tsx';
const PUBLIC_PAGES = 'src/features/public/';
const GUEST_PAGES = 'src/features/auth/';

/**
 * index.html for a page other than `/`, with `<link rel="modulepreload">` for the chunks that
 * page will load. Without them a cold /login or /dashboard loads its code in three waves (the
 * entry; then the app's route table, found only when the entry runs; then the layout, guards
 * and page with their shared chunks), one round trip each on a slow phone network. The page's
 * chunk is found by its first path segment (`/login` → `…/login-page.tsx`, the naming the
 * route files keep); a path with no such page still gets the app's own chunks. Needs Vite's
 * manifest (dist/.vite/manifest.json); without one, index.html goes out as it is.
 */
export function createSpaIndex(root: string): (url: string) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => html;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  /** The chunk and everything it imports statically, minus the entry (already in the page). */
  const chunksOf = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, into);
  };
  const pageOf = (segment: string) =>
    Object.keys(manifest).find((key) => key.endsWith(`/${segment}-page.tsx`));

  const cache = new Map<string, string>();
  return (url) => {
    const pathname = url.split('?')[0] ?? '/';
    const segment = pathname.split('/')[1] ?? '';
    const cached = cache.get(segment);
    if (cached !== undefined) return cached;
    const page = /^[a-z-]+$/.test(segment) ? pageOf(segment) : undefined;
    const chunks = new Set<string>();
    if (!page?.startsWith(PUBLIC_PAGES)) {
      for (const key of APP_CHUNKS) chunksOf(key, chunks);
      if (page && !page.startsWith(GUEST_PAGES)) chunksOf(SHELL_CHUNK, chunks);
    }
    if (page) chunksOf(page, chunks);
    const links = [...chunks].map((file) => `<link rel="modulepreload" href="/${file}" />`);
    const result = html.replace('</head>', `${links.join('')}</head>`);
    // Only segments that name a page (a bounded set) are kept; anything else is built again.
    if (page) cache.set(segment, result);
    return result;
  };
}
