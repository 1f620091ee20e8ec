import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { SiteFooter } from '../features/public/components/site-footer';
import { SiteHeader } from '../features/public/components/site-header';
import { NotFoundPage } from '../features/public/pages/not-found-page';
import { loadChunk } from '../lib/chunk-load';
import { readToken } from '../lib/storage';
import { isSessionLive } from '../lib/token';

// The signed-in frame (TanStack Query, the session, the account menu) loads only for a
// signed-in visitor, in its own chunk: the `/` bundle and the public 404 never carry it.
const SignedInNotFound = lazy(() =>
  loadChunk('signed-in-not-found', async () => ({
    default: (await import('./signed-in-not-found')).SignedInNotFound,
  })),
);

/**
 * Any unknown path (spec §2). Signed in, inside the app's own header, sidebar and menu (issue
 * 23, point 13); signed out, inside the public header and footer, as PublicLayout draws them.
 * Decided as it renders, so a 404 after signing in or out shows the right one.
 */
export function NotFoundRoute() {
  const isNavigating = useNavigation().state === 'loading';
  if (isSessionLive(readToken())) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <SignedInNotFound />
      </Suspense>
    );
  }
  // PublicLayout's frame, drawn here around the page rather than around an Outlet (the route
  // sits beside PublicLayout so that the signed-in case has no public header).
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      {isNavigating ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-400"
        />
      ) : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <NotFoundPage />
      </main>
      <SiteFooter />
    </div>
  );
}
