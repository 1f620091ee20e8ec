import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { DEFAULT_LANGUAGE } from '@waliyy/contract/languages';
import { activateFirstLanguage, markDocument } from '../i18n/i18n';
import { languageOfPath, localizedPath, preferredLanguage } from '../i18n/language-choice';
import { PUBLIC_PATHS, patchRoutesOnNavigation, routes } from './routes';

// The first page's language (decision 070): a public page's address names it; an English public
// address sends a visitor who chose another language (or whose browser prefers one) to that
// language's page; any other page shows the visitor's language. Anything but English downloads
// its catalog first (a few KB), so the first page is drawn in it at once.
const { pathname, search, hash } = window.location;
const named = languageOfPath(pathname);
const preferred = preferredLanguage();
let language = named;
if (named === DEFAULT_LANGUAGE && preferred !== DEFAULT_LANGUAGE) {
  language = preferred;
  if (PUBLIC_PATHS.includes(pathname)) {
    window.history.replaceState(null, '', `${localizedPath(preferred, pathname)}${search}${hash}`);
  }
}
if (language === DEFAULT_LANGUAGE) markDocument(language);

// On a failed download the page draws in English rather than not at all. Asked for before the
// router starts, whose first route then fetches its words in this language only.
const languageReady =
  language === DEFAULT_LANGUAGE
    ? null
    : activateFirstLanguage(language).catch(() => markDocument(DEFAULT_LANGUAGE));

const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition lets React render the long home page in small slices instead of one task that
// blocks the main thread on a slow phone (Lighthouse 'Total Blocking Time').
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });

// The server sends some pages already drawn (scripts/prerender.mjs), `/ar/about` in Arabic.
// Such a page stays until its own code and its language's words have loaded: rendering at once
// would swap it for the loading screen, or for English, and back.
if (container.querySelector(':scope > [data-prerendered]') && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    if (languageReady) void languageReady.then(render);
    else render();
  });
} else if (languageReady) {
  void languageReady.then(render);
} else {
  render();
}
