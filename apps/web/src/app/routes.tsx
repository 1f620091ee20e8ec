import { PREFIXED_LANGUAGES } from '@waliyy/contract/languages';
import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { HomePage } from '../features/public/pages/home-page';
import { loadArea } from '../i18n/i18n';
import { lazyRoute, loadChunk } from '../lib/chunk-load';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** A page in its own chunk, loaded with the shared timeout and chunk error (product.md §7, §8). */
function page(chunk: string, load: () => Promise<ComponentType>) {
  return lazyRoute(chunk, async () => ({ Component: await load() }));
}

/** A public page: its chunk and the words of the public pages (decision 070). */
function publicPage(chunk: string, load: () => Promise<ComponentType>) {
  return page(chunk, async () => (await Promise.all([load(), loadArea('site')]))[0]);
}

/** The public pages, under `/` in English and under `/ha`, `/yo`, `/ar` (decision 070). */
function publicPages(): RouteObject[] {
  return [
    // Home is in the entry chunk: the landing page renders without a second request.
    { index: true, Component: HomePage },
    {
      path: 'about',
      lazy: publicPage(
        'about',
        async () => (await import('../features/public/pages/about-page')).AboutPage,
      ),
    },
    {
      path: 'resources',
      lazy: publicPage(
        'resources',
        async () => (await import('../features/public/pages/resources-page')).ResourcesPage,
      ),
    },
    {
      path: 'blog',
      lazy: publicPage(
        'blog',
        async () => (await import('../features/public/pages/blog-page')).BlogPage,
      ),
    },
    {
      path: 'terms',
      lazy: publicPage(
        'terms',
        async () => (await import('../features/public/pages/terms-page')).TermsPage,
      ),
    },
  ];
}

/** Addresses of the public pages in English (each also exists under a language's prefix). */
export const PUBLIC_PATHS = ['/', '/about', '/resources', '/blog', '/terms'];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown while the first page's chunk downloads on a cold start of a lazy route.
    HydrateFallback: FullScreenSpinner,
    children: [
      { Component: PublicLayout, children: publicPages() },
      ...PREFIXED_LANGUAGES.map((language) => ({
        path: language,
        Component: PublicLayout,
        children: publicPages(),
      })),
      // Beside PublicLayout, not in it: signed in, a 404 has the app's header (decision 022).
      // Signed out it has the site's footer, whose words come with it.
      {
        path: '*',
        lazy: publicPage(
          'not-found',
          async () => (await import('./not-found-route')).NotFoundRoute,
        ),
      },
    ],
  },
];

/**
 * The app's routes (/login, /dashboard…) are not in this bundle: a path that no public route
 * matches, or only the not-found splat does, first loads their table and adds it under the
 * root, then matches again (React Router skips routes it already has). Public pages never pay
 * for the app's routes (decision 057).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  // The signed-in pages' words come with their route table (decision 070).
  const [{ appLayout }] = await loadChunk('app-routes', () =>
    Promise.all([import('./app-routes'), loadArea('app')]),
  );
  patch('root', [appLayout]);
};
