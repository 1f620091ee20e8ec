import { TOKEN_COOKIE_NAME } from '@waliyy/contract/constants';
import { type ComponentType, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { SiteFooter } from '../features/public/components/site-footer';
import { SiteHeader } from '../features/public/components/site-header';
import { NotFoundPage } from '../features/public/pages/not-found-page';
import { useT } from '../i18n/translate';
import { loadChunk } from '../lib/chunk-load';

/**
 * Whether a token cookie is there. Read here rather than through lib/storage, which lives in
 * the app's chunk: a signed-out 404 is a public page and loads none of the app (decision 057).
 * The signed-in frame checks the token itself and falls back to this page when it has expired.
 */
function hasTokenCookie(): boolean {
  try {
    return document.cookie.split(';').some((part) => {
      const [name, value] = part.trim().split('=');
      return name === TOKEN_COOKIE_NAME && Boolean(value);
    });
  } catch {
    return false;
  }
}

/**
 * Any unknown path (product.md §2). Signed in, inside the app's own header, sidebar and menu (decision
 * 022), whose code comes in its own chunk only then; signed out, inside the public
 * header and footer. Decided as it renders, so a 404 after signing in or out shows the right one.
 */
export function NotFoundRoute() {
  const isSignedIn = hasTokenCookie();
  const [SignedIn, setSignedIn] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isSignedIn || SignedIn) return;
    let isCurrent = true;
    loadChunk('signed-in-not-found', () => import('./signed-in-not-found')).then(
      (module) => isCurrent && setSignedIn(() => module.SignedInNotFound),
      () => isCurrent && setSignedIn(() => PublicNotFound),
    );
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, SignedIn]);
  if (!isSignedIn) return <PublicNotFound />;
  return SignedIn ? <SignedIn /> : <FullScreenSpinner />;
}

/**
 * PublicLayout's frame, drawn here around the page rather than around an Outlet: the route sits
 * beside PublicLayout so that a signed-in 404 has no public header. The frame is repeated on
 * purpose (as ProtectedShell repeats its skip link and progress bar): sharing it as a component
 * cost `/` 25 bytes gzip and took it over its budget (decision 021's CI run ci31) — gzip compresses
 * the repeated markup better than the extra component.
 */
export function PublicNotFound() {
  const isNavigating = useNavigation().state === 'loading';
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('layout.skipToContent')}
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
