import { PAGE_SIZE, SESSION_KEYS } from '@waliyy/contract/constants';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { readSessionCount, writeSessionCount } from '../../lib/storage';

/** More pages than this are not fetched back on return; the list simply starts shorter. */
const MAX_RESTORED_PAGES = 12;
/** How long scrolling rests before the position is written down. */
const SAVE_AFTER_MS = 150;

type Restore = { pages: number; scrollPos: number };

/** What the last visit left in session storage (product.md §3 page, limit, scrollPos). */
function readRestore(): Restore | null {
  const page = readSessionCount(SESSION_KEYS.page);
  if (!page) return null;
  // An older client grew `limit` instead of `page` (decision 048): count its items in our pages.
  const limit = readSessionCount(SESSION_KEYS.limit) || PAGE_SIZE;
  const pages = Math.min(Math.ceil((page * limit) / PAGE_SIZE), MAX_RESTORED_PAGES);
  return { pages, scrollPos: readSessionCount(SESSION_KEYS.scrollPos) ?? 0 };
}

type ScrollMemoryOptions = {
  childId: string;
  /** Pages loaded so far (0 while the first is on its way). */
  pageCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Coming back to the list (browser Back, or a reload: a POP navigation) brings back as many
 * pages as were loaded and the scroll position, kept in session storage. The position is set
 * only once those pages have rendered, and on a later task than the root's ScrollToTop (which
 * runs in the same commit as the page), so the restore is the last word. A PUSH (a link, the
 * logo, switching singles) starts at the top.
 */
export function useScrollMemory({
  childId,
  pageCount,
  hasNextPage,
  isFetchingNextPage,
  isError,
  fetchNextPage,
}: ScrollMemoryOptions): void {
  const navigationType = useNavigationType();
  const restore = useRef<Restore | null | undefined>(undefined);
  if (restore.current === undefined) {
    restore.current = navigationType === 'POP' ? readRestore() : null;
  }

  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Another single: another list, from its top.
  const shownChild = useRef(childId);
  useEffect(() => {
    if (shownChild.current === childId) return;
    shownChild.current = childId;
    restore.current = null;
    clearTimeout(scrollTimer.current);
    scrollTimer.current = undefined;
    writeSessionCount(SESSION_KEYS.scrollPos, 0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [childId]);

  // Fetch back the pages of the last visit, then scroll to where it was.
  useEffect(() => {
    const target = restore.current;
    if (!target || pageCount === 0 || isFetchingNextPage) return;
    if (isError) {
      restore.current = null;
      return;
    }
    if (pageCount < target.pages && hasNextPage) {
      fetchNextPage();
      return;
    }
    if (scrollTimer.current !== undefined) return;
    scrollTimer.current = setTimeout(() => {
      scrollTimer.current = undefined;
      restore.current = null;
      // Instant, not the page's smooth scroll: back where they were, without the journey.
      window.scrollTo({ top: target.scrollPos, behavior: 'instant' });
    }, 0);
  }, [pageCount, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  useEffect(() => {
    if (pageCount === 0) return;
    writeSessionCount(SESSION_KEYS.page, pageCount);
    writeSessionCount(SESSION_KEYS.limit, PAGE_SIZE);
  }, [pageCount]);

  // Write the position down as the user scrolls and when the list is left. A layout effect:
  // its clean-up runs before the list leaves the DOM, while scrollY is still the user's (once
  // the next page replaces it, the browser clamps scrollY to the new page's height).
  useLayoutEffect(() => {
    const pendingScroll = scrollTimer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (!restore.current) writeSessionCount(SESSION_KEYS.scrollPos, window.scrollY);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AFTER_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      clearTimeout(pendingScroll.current);
      pendingScroll.current = undefined;
      window.removeEventListener('scroll', onScroll);
      save();
    };
  }, []);
}
