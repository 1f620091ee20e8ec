import { Outlet, useNavigation } from 'react-router';
import { SiteFooter } from '../features/public/components/site-footer';
import { SiteHeader } from '../features/public/components/site-header';

/** Header, main and footer around every public page, with a skip link first in tab order. */
export function PublicLayout() {
  // While the next page's chunk downloads the old page stays; a thin bar shows progress.
  const isNavigating = useNavigation().state === 'loading';
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
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
