import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Jumps to the section a hash names ('#pricing'), if it is on the page; says whether it was.
 * Instant, not smooth: a smooth scroll is aimed once, so content that settles above the target
 * while it runs (the plans loading) makes it land short; after an instant jump the browser's
 * scroll anchoring keeps the section in place.
 */
export function jumpToHash(hash: string): boolean {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView({ behavior: 'instant' });
  return target !== null;
}

/**
 * Every path change starts at the top of the page (product.md §2). A link with a hash ('/#pricing')
 * lands on that section instead. The home page's lower sections arrive in a chunk of their own,
 * after the route renders: they jump to the hash themselves when they arrive (home-sections.tsx).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger, not an input.
  useEffect(() => {
    if (!jumpToHash(hash)) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
