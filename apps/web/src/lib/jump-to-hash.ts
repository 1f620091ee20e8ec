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
