// index.html for each page of the SPA: the page drawn ahead and its chunks, in its language.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@waliyy/contract/languages';
import {
  alternateLinks,
  canonicalLink,
  hasLanguageAddresses,
  htmlTagFor,
  splitLanguage,
} from './page-language';

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

/**
 * What every page of the app waits for after the entry: its route table, layout and guards, and
 * the code that downloads the app's words (Lingui and the list of the app's catalogs, asked for
 * with the route table: apps/web/src/app/routes.tsx). Without the last two the words came a
 * round trip after the entry ran, and the catalogs a round trip after that.
 */
const APP_CHUNKS = [
  'src/app/app-routes.ts',
  'src/app/app-layout.tsx',
  'src/app/guards.tsx',
  'src/i18n/catalog-loader.ts',
  'src/i18n/app-catalogs.ts',
];
/**
 * The web build gathers those, the signed-in shell and the code they share into one chunk of
 * this name (apps/web/vite.config.ts); it has no `src`, and the modules in it no entry of their
 * own in the manifest.
 */
const APP_CHUNK_NAME = 'app';
/** The signed-in pages' top bar and menus (not needed by the sign-in pages in features/auth). */
const SHELL_CHUNK = 'src/app/protected-shell.tsx';
/**
 * Signed-in pages whose files are not named after their address (apps/web/src/app/app-routes.ts):
 * the address → the route's files, outermost first (/likes and /match sit behind the plan gate).
 */
const PAGE_FILES: [RegExp, string[]][] = [
  [
    /^\/(?:recommended|explore)\/[^/]+$/,
    ['src/features/profile-view/pages/other-profile-page.tsx'],
  ],
  [/^\/profile\/[^/]+$/, ['src/features/profile-view/pages/own-profile-page.tsx']],
  [/^\/likes$/, ['src/app/require-plan.tsx', 'src/features/likes/pages/likes-page.tsx']],
  [/^\/match$/, ['src/app/require-plan.tsx', 'src/features/likes/pages/match-page.tsx']],
];
/** The signed-in pages' early-reads script (apps/web/vite.early.config.ts, decision 087). */
const EARLY_READS_MANIFEST = path.join('.vite', 'early-manifest.json');
const EARLY_READS_ENTRY = 'src/app/early-reads-entry.ts';
/** The signed-in pages' words, a module per language (apps/web/src/i18n/app-catalogs.ts). */
const APP_WORDS_DIR = 'src/i18n/app-words/';
const ENTRY_SCRIPT = '<script type="module"';
const PUBLIC_PAGES = 'src/features/public/';
const GUEST_PAGES = 'src/features/auth/';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The web build's prerendered pages (apps/web/scripts/prerender.mjs); `_loading` is the rest's. */
export const PRERENDERED_DIR = 'prerendered';
const LOADING_SCREEN = '_loading';

/**
 * index.html for any page of the app, in two parts:
 * - Inside #root, the page already drawn when the web build prerendered it (the public pages
 *   but `/`, /login, /sign-up, /forgot-password, each in every language), and the app's loading screen for the app's
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
 * A public or sign-in page in another language (`/ar/about`, `/ar/login`, decision 070) gets
 * `<html lang="ar" dir="rtl">`, the page drawn in that language (`prerendered/ar/about.html`)
 * and the chunks of the page after the language (`about`, `login`); `/ar` is the home page.
 * Every public and sign-in page, in any language, links to itself in all of them (`hreflang`,
 * absolute with `appUrl`, the app's public address).
 * Either part is left out when the build has no such files.
 */
export function createSpaIndex(
  root: string,
  { appUrl }: { appUrl?: string } = {},
): (url: string) => SpaPage {
  const html = inlineStylesheets(readFileSync(path.join(root, 'index.html'), 'utf8'), root);
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const prerendered = readPrerendered(path.join(root, PRERENDERED_DIR));
  const earlyReads = readEarlyReadsScript(root, manifest);

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

  // Keyed by what decides the answer: a public or prerendered path, a page's chunk and the
  // language, or neither ('*'), so the cache stays as small as the app's list of pages and
  // languages whatever addresses are asked for.
  const cache = new Map<string, SpaPage>();
  return (url) => {
    const pathname = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const drawn = prerendered.get(pathname);
    const { language, bare } = splitLanguage(pathname);
    const isHome = bare === '/';
    const isLinked = hasLanguageAddresses(bare);
    const segment = bare.split('/')[1] ?? '';
    const listed = PAGE_FILES.find(([pattern]) => pattern.test(bare))?.[1];
    let pageFiles = listed ?? [/^[a-z-]+$/.test(segment) ? pageOf(segment) : undefined];
    let page = pageFiles[0];
    // Only the public and sign-in pages have an address per language: `/ar/dashboard` is the
    // app's "not found".
    const perLanguage = page?.startsWith(PUBLIC_PAGES) || page?.startsWith(GUEST_PAGES);
    if (language !== DEFAULT_LANGUAGE && !perLanguage) {
      page = undefined;
      pageFiles = [];
    }
    const key =
      drawn !== undefined || isLinked
        ? `=${pathname}`
        : `${language}:${pageFiles.join('+') || '*'}`;
    const cached = cache.get(key);
    if (cached) return cached;

    const chunks = new Set<string>();
    const isSignedIn = page !== undefined && !page.startsWith(PUBLIC_PAGES) && !perLanguage;
    if (!isHome) {
      if (!page?.startsWith(PUBLIC_PAGES)) {
        if (appChunk) chunksOf(appChunk, chunks);
        for (const chunk of APP_CHUNKS) chunksOf(chunk, chunks);
        if (isSignedIn) chunksOf(SHELL_CHUNK, chunks);
      }
      for (const file of pageFiles) if (file) chunksOf(file, chunks);
    }
    const links = [...chunks].map((file) => `<link rel="modulepreload" href="/${file}" />`);
    if (isLinked) links.push(alternateLinks(bare, appUrl), canonicalLink(language, bare, appUrl));
    // `/` is drawn by the entry chunk itself, in the task its JavaScript runs in: nothing ahead.
    const body = drawn ?? (isHome ? '' : (prerendered.get(LOADING_SCREEN) ?? ''));
    // A signed-in page's first reads start with this script, before the app's code has come.
    const early = isSignedIn && earlyReads ? earlyReads : '';
    const result = htmlTagFor(html, language)
      .replace(ENTRY_SCRIPT, `${early}${ENTRY_SCRIPT}`)
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

/**
 * `<script type="module" async>` for the early-reads script, or '' when the build has none.
 * Async: it runs the moment it arrives, whatever else the page is still downloading. Its tag
 * names the file of the signed-in pages' words in each language (`data-app-words-ha`), the one
 * the script preloads being the language the page will show, which only the browser knows.
 */
function readEarlyReadsScript(root: string, manifest: Manifest): string {
  const file = path.join(root, EARLY_READS_MANIFEST);
  if (!existsSync(file)) return '';
  const early = (JSON.parse(readFileSync(file, 'utf8')) as Manifest)[EARLY_READS_ENTRY];
  if (!early) return '';
  const words = LANGUAGES.flatMap((language) => {
    const chunk = manifest[`${APP_WORDS_DIR}${language}.ts`];
    return chunk ? [` data-app-words-${language}="/${chunk.file}"`] : [];
  });
  return `<script type="module" async src="/${early.file}"${words.join('')}></script>`;
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

/**
 * `dist/prerendered/login.html` → '/login', `ar/about.html` → '/ar/about' (a folder per language
 * but English); `_loading.html` kept by name.
 */
function readPrerendered(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  const readFolder = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const isOther = !prefix && entry.name !== DEFAULT_LANGUAGE && isLanguage(entry.name);
        if (isOther) readFolder(path.join(folder, entry.name), `/${entry.name}`);
        continue;
      }
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const name = entry.name.slice(0, -'.html'.length);
      if (name === LOADING_SCREEN && prefix) continue;
      pages.set(
        name === LOADING_SCREEN ? name : `${prefix}/${name}`,
        readFileSync(path.join(folder, entry.name), 'utf8'),
      );
    }
  };
  readFolder(dir, '');
  return pages;
}
