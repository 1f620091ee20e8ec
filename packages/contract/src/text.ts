import { CARD_ABOUT_WORDS } from './constants';

/**
 * The 'about' text of a profile card (product.md §3 Profile card): the first 20 words, with an
 * ellipsis only when something was cut. Whitespace runs (line breaks too) become one space,
 * since a card shows a single paragraph.
 */
export function cardAbout(text: string | null | undefined, words = CARD_ABOUT_WORDS): string {
  const all = (text ?? '').split(/\s+/).filter(Boolean);
  const kept = all.slice(0, words).join(' ');
  return all.length > words ? `${kept}...` : kept;
}
