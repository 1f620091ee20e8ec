import {
  INFINITE_SCROLL_DEBOUNCE_MS,
  INFINITE_SCROLL_THRESHOLD_PX,
} from '@waliyy/contract/constants';
import { useEffect, useRef } from 'react';

/** Whether the bottom of the page is within 200 px of the bottom of the window (product.md §9). */
export function isNearBottom(): boolean {
  const bottom = window.scrollY + window.innerHeight;
  return bottom >= document.documentElement.scrollHeight - INFINITE_SCROLL_THRESHOLD_PX;
}

/**
 * Infinite scroll (product.md §9): once scrolling has rested for 300 ms within 200 px of the bottom,
 * `onNearBottom` runs. A window listener, since the page itself scrolls.
 */
export function useNearBottom(onNearBottom: () => void, isEnabled: boolean): void {
  const callback = useRef(onNearBottom);
  useEffect(() => {
    callback.current = onNearBottom;
  });

  useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isNearBottom()) callback.current();
      }, INFINITE_SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isEnabled]);
}
