import { CARD_ABOUT_WORDS } from './constants';

/**
 * The 'about' text of a profile card (product.md §3 Profile card): the first 20 words, with an
 * ellipsis only when something was cut. Whitespace runs (line breaks too) become one space,
 * since a card shows a single paragraph.
 */
export function cardAbout(text: string | null | undefined, words = CARD_ABOUT_WORDS): string {
  // The words one by one up to the first not kept: a long text is never split whole (a page of
  // cards did it nine times a request).
  const word = /\S+/g;
  const kept: string[] = [];
  for (let found = word.exec(text ?? ''); found; found = word.exec(text ?? '')) {
    if (kept.length === words) return `${kept.join(' ')}...`;
    kept.push(found[0]);
  }
  return kept.join(' ');
}
