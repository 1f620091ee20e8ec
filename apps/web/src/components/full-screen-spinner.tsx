import { useT } from '../i18n/translate';
import { StarMark } from './star-mark';

/**
 * Shown while a page's code loads (router hydrate fallback, Suspense fallback), and sent inside
 * index.html for pages that are not prerendered (scripts/prerender.mjs): the mark inside the
 * ring is what a slow phone paints first, before any JavaScript has run.
 */
export function FullScreenSpinner() {
  const t = useT();
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-cream-100">
      <span className="relative grid size-16 place-items-center">
        <span aria-hidden="true" className="spinner-ring" />
        <StarMark className="size-9" />
      </span>
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}
