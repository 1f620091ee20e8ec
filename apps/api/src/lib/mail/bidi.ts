import { LANGUAGE_DIRECTIONS, type Language } from '@waliyy/contract';

// In right-to-left text a Latin display id or e-mail address beside a neutral or an Arabic letter
// ('WY-26ZF8FJ8 و WY-7K3M9QAR') gets its pieces reordered by the bidi algorithm: the hyphen,
// the dot and the '@' are weak or neutral and take the sentence's direction. Wrapping each in
// FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE keeps it whole, reading left to right.
//
// Applied by renderEmail after its cleaning, which strips every bidi control a user typed
// (plainTextLine): so the only isolates in an e-mail are these.

export const FSI = '\u2068';
export const PDI = '\u2069';

/** Display ids ('WY-7K3M9QAR'), payment references ('WLY-3f…') and e-mail addresses. */
const LATIN_IDS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\b[A-Z]{2,3}-[A-Za-z0-9]+\b/g;

/** `text` with its ids and addresses isolated, in a right-to-left language; else as it is. */
export function isolateIds(language: Language, text: string): string {
  if (LANGUAGE_DIRECTIONS[language] !== 'rtl') return text;
  return text.replace(LATIN_IDS, (found) => `${FSI}${found}${PDI}`);
}

/** `text` as one isolate in a right-to-left language (a phone number, an address); else as is. */
export function isolateWhole(language: Language, text: string): string {
  return LANGUAGE_DIRECTIONS[language] === 'rtl' ? `${FSI}${text}${PDI}` : text;
}
