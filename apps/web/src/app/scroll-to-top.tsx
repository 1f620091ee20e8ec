import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a hash link waits for its section to render (it may sit in a lazy chunk). */
const HASH_WAIT_MS = 10_000;

// Instant, not smooth: a smooth scroll is aimed once, so content that settles above the target
// while it runs (the plans loading) makes it land short; after an instant jump the browser's
// scroll anchoring keeps the section in place.
function jumpTo(element: Element) {
  element.scrollIntoView({ behavior: 'instant' });
}

/**
 * Every path change starts at the top of the page (product.md §2). A link with a hash ('/#pricing')
 * lands on that section instead, once it exists: the home page's lower sections arrive in a
 * chunk of their own, so the target may appear a moment after the route renders.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger, not an input.
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      jumpTo(target);
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;

    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      stop();
      jumpTo(late);
    });
    const timer = setTimeout(() => stop(), HASH_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
