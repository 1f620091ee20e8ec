// Text staff edited out of a profile may not come back (decision 51): compared as the detector
// reads a text (case, width, look-alike letters, invisible characters and accents folded by
// normalize.ts), with spacing and punctuation as one space, so a zero-width joiner, a soft
// hyphen, a Cyrillic а or a changed comma does not make a removed sentence new.
import { normalize } from './normalize';

const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** `text` as the removed-text comparison reads it: words of letters and digits, one space apart. */
export function comparableText(text: string): string {
  return normalize(text).text.replace(NOT_WORD, ' ').trim();
}
