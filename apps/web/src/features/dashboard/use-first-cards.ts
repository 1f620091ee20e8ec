import { startTransition, useEffect, useState } from 'react';

/**
 * Cards drawn in the list's first render: a phone's screen holds one or two under the heading,
 * a wide screen's first row three.
 */
const FIRST_CARDS = 3;

/**
 * How many of a list's `total` cards to draw. The first render with cards draws the first
 * screenful, so the page is painted (its largest text is a card's) without waiting for the
 * style, layout and paint of nine cards on a slow phone; the rest come in a later task, after
 * that paint. Every card after that is drawn as it comes. Not `isStaged` (coming back to a
 * remembered place in the list): every card at once, as before.
 */
export function useFirstCards(total: number, isStaged = true): number {
  const [all, setAll] = useState(!isStaged);
  const waiting = !all && total > FIRST_CARDS;
  useEffect(() => {
    if (!waiting) return;
    // After the next paint: a frame, then a task of its own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const drawRest = () => startTransition(() => setAll(true));
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(drawRest, 0);
    });
    // A tab in the background gets no frames: the rest are drawn all the same.
    const fallback = setTimeout(drawRest, 250);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [waiting]);
  return waiting ? FIRST_CARDS : total;
}
