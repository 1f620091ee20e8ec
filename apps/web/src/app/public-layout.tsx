import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SiteHeader } from '../features/public/components/site-header';
import { activateLanguage, loadArea } from '../i18n/i18n';
import { languageOfPath } from '../i18n/language-choice';
import { useLanguage, useT } from '../i18n/translate';
import { loadChunk } from '../lib/chunk-load';

// Below the fold on every public page, so not in the entry chunk: `/` has 100 KB of JavaScript
// and the language machinery took the room (decision 070).
const SiteFooter = lazy(() =>
  loadChunk('footer', async () => {
    const [{ SiteFooter }] = await Promise.all([
      import('../features/public/components/site-footer'),
      loadArea('site'),
    ]);
    return { default: SiteFooter };
  }),
);

/** Header, main and footer around every public page, with a skip link first in tab order. */
export function PublicLayout() {
  // While the next page's chunk downloads the old page stays; a thin bar shows progress.
  const isNavigating = useNavigation().state === 'loading';
  const t = useT();
  // A public page shows the language its address names (`/ha/about`): after Back or a link from
  // another language's page, switch to it (main.tsx did so before the first page).
  const pathLanguage = languageOfPath(useLocation().pathname);
  const language = useLanguage();
  useEffect(() => {
    if (pathLanguage !== language) void activateLanguage(pathLanguage);
  }, [pathLanguage, language]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="skip-link sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
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
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
