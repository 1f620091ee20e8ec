import { type RefObject, useEffect, useState } from 'react';
import { useT } from '../../../i18n/translate';

/** How far down the page the 'Top' button appears. */
const SHOW_AFTER_PX = 600;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

type TopButtonProps = { focusTarget: RefObject<HTMLElement | null> };

/**
 * The floating 'Top' button of the recommended grid (product.md §2): shown once the page has been
 * scrolled down, it goes back to the top and moves focus to the heading, so keyboard users
 * start there too. It sits above the phone's bottom bar.
 */
export function TopButton({ focusTarget }: TopButtonProps) {
  const t = useT();
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    // Only on a scroll: reading scrollY forces a layout, and read as the grid appears it cost a
    // second layout of the whole page in that frame (~20 ms on a fast machine, four times that on
    // a slow phone). A page that opens scrolled down got there by a scroll too — the grid's
    // return to its place, or the browser's own on a reload — and its scroll event shows it.
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!isShown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        focusTarget.current?.focus({ preventScroll: true });
      }}
      className="fixed end-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 inline-flex min-h-12 items-center gap-1.5 rounded-full bg-brand-900 px-5 font-semibold text-cream-50 shadow-lg hover:bg-brand-800 lg:end-8 lg:bottom-8"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('dashboard.top')}
    </button>
  );
}
