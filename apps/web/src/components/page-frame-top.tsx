import { useNavigation } from 'react-router';

/**
 * What opens every page frame (public, app, not-found): the skip link, first in tab order, and
 * — while the next page's chunk downloads and the old page stays — a thin progress bar.
 */
export function PageFrameTop() {
  const isNavigating = useNavigation().state === 'loading';
  return (
    <>
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
    </>
  );
}
