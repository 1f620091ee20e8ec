import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { jumpToHash } from '../lib/jump-to-hash';

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
