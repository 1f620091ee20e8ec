import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { HomePage } from '../features/public/pages/home-page';
import { lazyRoute, loadChunk } from '../lib/chunk-load';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** A page in its own chunk, loaded with the shared timeout and chunk error (product.md §7, §8). */
function page(chunk: string, load: () => Promise<ComponentType>) {
  return lazyRoute(chunk, async () => ({ Component: await load() }));
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown while the first page's chunk downloads on a cold start of a lazy route.
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          // Home is in the entry chunk: the landing page renders without a second request.
          { index: true, Component: HomePage },
          {
            path: 'about',
            lazy: page(
              'about',
              async () => (await import('../features/public/pages/about-page')).AboutPage,
            ),
          },
          {
            path: 'resources',
            lazy: page(
              'resources',
              async () => (await import('../features/public/pages/resources-page')).ResourcesPage,
            ),
          },
          {
            path: 'blog',
            lazy: page(
              'blog',
              async () => (await import('../features/public/pages/blog-page')).BlogPage,
            ),
          },
          {
            path: 'terms',
            lazy: page(
              'terms',
              async () => (await import('../features/public/pages/terms-page')).TermsPage,
            ),
          },
        ],
      },
      // Beside PublicLayout, not in it: signed in, a 404 has the app's header (issue 23, 13).
      {
        path: '*',
        lazy: page('not-found', async () => (await import('./not-found-route')).NotFoundRoute),
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
  const { appLayout } = await loadChunk('app-routes', () => import('./app-routes'));
  patch('root', [appLayout]);
};
