// Build-time only (scripts/prerender.mjs, never the browser bundle): the HTML of a page as the
// app first draws it for a visitor with no session, so that the server can send it inside
// #root and a slow phone paints the page before the JavaScript has arrived. main.tsx replaces
// it with the live page once that page's code has loaded.

import { DEFAULT_LANGUAGE, LANGUAGES } from '@waliyy/contract/languages';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { patchRoutesOnNavigation, routes } from './app/routes';
import { FullScreenSpinner } from './components/full-screen-spinner';
import { activateLanguage } from './i18n/i18n';
import { languageOfPath, localizedPath } from './i18n/language-choice';

/** The pages drawn ahead, in English; each is drawn in every language too. */
const PUBLIC_PAGES = ['/about', '/resources', '/blog', '/terms'];
/** The sign-in pages a visitor opens first (the others follow a form, or an e-mailed link). */
const GUEST_PAGES = ['/login', '/sign-up', '/forgot-password'];

/**
 * The pages drawn ahead: what a visitor with no session opens first, in each language under its
 * prefix (`/ar/about`, `/ar/login`, decision 070), so a search engine and a slow phone get
 * the page in the language its address names. Not `/` (nor `/ha`…): the home page is in the
 * entry chunk and draws in the same task as the JavaScript runs, and a copy painted before it
 * only moved that work after the first paint (Lighthouse: 96 → 88-91). The rest get the loading
 * screen.
 */
export const PRERENDERED_PAGES = LANGUAGES.flatMap((language) =>
  [...PUBLIC_PAGES, ...GUEST_PAGES].map((page) => localizedPath(language, page)),
);

/** Renders `path` once every lazy route of it has loaded and every Suspense has resolved. */
export async function renderPage(path: string): Promise<string> {
  // Before the router: a page's chunk (or the app's route table) loads its area's catalog in the
  // language shown.
  await activateLanguage(languageOfPath(path));
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  try {
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
    const { location, errors } = router.state;
    if (errors) throw new Error(`${path}: the route failed to load`, { cause: errors });
    if (location.pathname !== path) throw new Error(`${path} redirected to ${location.pathname}`);
    // A picture of the page until main.tsx replaces it: `inert`, since a field typed into now
    // would be lost, and hidden from screen readers, which meet the live page instead.
    // aria-disabled makes automated browsers wait for the live page before they type or click.
    const page = (
      <StrictMode>
        <div data-prerendered="" inert aria-hidden="true" aria-disabled="true" className="contents">
          <RouterProvider router={router} />
        </div>
      </StrictMode>
    );
    // The first pass waits for every lazy component; the second draws them all at once. A
    // pass that had to wait would end in inline scripts, which the page's CSP refuses.
    const { prelude } = await prerenderToNodeStream(page);
    for await (const _ of prelude);
    const html = renderToString(page);
    if (html.includes('<script')) throw new Error(`${path}: prerendered HTML needs a script`);
    // A boundary still waiting (`<!--$?`) or left to the client (`<!--$!`) would draw a fallback.
    if (/<!--\$[?!]/.test(html)) throw new Error(`${path}: a Suspense boundary was not drawn`);
    // A guard that sends the visitor elsewhere does so after rendering, leaving nothing drawn.
    if (!/<h1[\s>]/.test(html)) throw new Error(`${path}: no page was drawn (no heading)`);
    return html;
  } finally {
    router.dispose();
    // The next page, and anything else that renders, starts from English again.
    await activateLanguage(DEFAULT_LANGUAGE);
  }
}

/** What a page with no prerendered HTML shows until its code runs: the app's loading screen. */
export function renderLoadingScreen(): string {
  return renderToStaticMarkup(<FullScreenSpinner />);
}
