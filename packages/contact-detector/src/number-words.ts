// Numbers said in words, as families write them to slip a phone number past a digit check:
// English (with "oh"/"nought" for zero and "double"/"triple"), Nigerian Pidgin and its
// homophones, French, Hausa, Yoruba (with and without the tone marks, which normalization has
// removed), Igbo and Arabic (the words: number-words-table.ts), also run together or mixed with
// digits ("1two3"). Also letters written for digits inside a number (O for 0, I or l for 1, B
// for 8). `digitize` rewrites them all as digits, keeping each digit's span in the original.
import { isLetterAt, isLetterOrDigitAt } from './char-classes';
import { Builder, type MappedText } from './mapped-text';
import { normalize } from './normalize';
import {
  classifyAt,
  lookalike,
  makeToken,
  NUMERIC,
  reuseTokens,
  type Token,
} from './number-tokens';
import { ARABIC_AND, ARABIC_WORDS } from './number-words-table';

/**
 * Arabic word, as normalization reads it (it folds some letters: ث and ي lose their dots) → its
 * digit. A reading two digits would share is dropped rather than guessed.
 */
const ARABIC_OF = new Map<string, string>();
const clashes = new Set<string>();
for (const [digit, words] of Object.entries(ARABIC_WORDS)) {
  for (const word of words) {
    const read = normalize(word).text;
    if ((ARABIC_OF.get(read) ?? digit) !== digit) clashes.add(read);
    ARABIC_OF.set(read, digit);
  }
}
for (const read of clashes) ARABIC_OF.delete(read);
const AND = normalize(ARABIC_AND).text;
/** A token that is digits as written ("0803"): nothing to rewrite. */
function isPlainNumber(value: string, token: Token): boolean {
  const digits = token.digits;
  return (
    token.repeat === 0 &&
    digits !== null &&
    digits.length === token.to - token.from &&
    value.startsWith(digits, token.from)
  );
}

/**
 * The tokens of the text being read, kept between calls (`digitize` does not nest): the first
 * `size` are this text's. Never emptied by `length = 0`, which drops the array's storage (a new
 * one was grown for every text).
 */
const TOKENS: Token[] = [];

type Piece = { from: number; to: number; digits: string | null };
const NOTHING: Piece[] = [];
const OIL = new Set([111, 105, 108]);
const OIL_LETTERS = /[oil]/g;

/** A character `\w` takes: what `\b` stands between (ASCII letters, digits, `_`). */
function isAsciiWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    code === 95
  );
}

/** A letter or digit at `i` (a word, not a mark). */
function isWordChar(value: string, i: number): boolean {
  const code = value.charCodeAt(i);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return true;
  return code >= 0x80 && isLetterAt(value, i);
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/**
 * The Arabic number words, longest first, as one plain regex: the word boundaries (and "and"
 * joined before a word, "وثمانية") are checked around each match. Lookarounds in the regex, a
 * search per word, or reading every word of the text each cost several times more.
 */
const ARABIC_NUMBER = new RegExp(
  [...ARABIC_OF.keys()].sort((a, b) => b.length - a.length).join('|'),
  'g',
);

/** The Arabic number words, longest first (`arabicTokens` finds which one a match is). */
const ARABIC_LONGEST_FIRST = [...ARABIC_OF.keys()].sort((a, b) => b.length - a.length);

/**
 * The word ARABIC_NUMBER matched, ending at `to`, searched from `from`: the longest that ends
 * there and starts no earlier (a longer one would have been found at its own, earlier start).
 * Read with `test`, not `exec`: no match array per word.
 */
function arabicWordEndingAt(value: string, to: number, from: number): string {
  for (const word of ARABIC_LONGEST_FIRST) {
    if (to - word.length >= from && value.endsWith(word, to)) return word;
  }
  return '';
}

/** The Arabic number words in `value` as tokens. */
function arabicTokens(value: string, tokens: Token[], size: number): number {
  ARABIC_NUMBER.lastIndex = 0;
  for (let search = 0; ARABIC_NUMBER.test(value); search = ARABIC_NUMBER.lastIndex) {
    const to = ARABIC_NUMBER.lastIndex;
    const word = arabicWordEndingAt(value, to, search);
    const at = to - word.length;
    const joined = value.startsWith(AND, at - AND.length);
    const from = joined ? at - AND.length : at;
    if (isLetterOrDigitAt(value, to) || isLetterOrDigitAt(value, from - 1)) {
      ARABIC_NUMBER.lastIndex = at + 1;
      continue;
    }
    tokens[size] = makeToken(from, to, ARABIC_OF.get(word) ?? null, 0);
    size += 1;
  }
  return size;
}

/**
 * `tokens` in text order, given that those before `split` and those from it are each in order
 * (the Latin tokens, then the Arabic ones): each Arabic token is moved back to its place. In
 * place, unlike `sort`, which allocated its merge space for every Arabic text.
 */
function mergeInOrder(tokens: Token[], split: number, size: number): void {
  for (let i = split; i < size; i += 1) {
    const token = tokens[i] as Token;
    let j = i;
    while (j > 0 && (tokens[j - 1] as Token).from > token.from) {
      tokens[j] = tokens[j - 1] as Token;
      j -= 1;
    }
    tokens[j] = token;
  }
}

/** French "sept" (7) before a year is September: "born 12 Sept 2019". */
const SEPTEMBER = /^\.?,?\s*(?:19|20)\d\d\b/;
/**
 * Yoruba's echoed last syllable, "márùn-ún" (5), "mẹ́sàn-án" (9): part of the word (as "marun-un"
 * once the tone marks are gone), not French "un" or another word standing between two digits.
 */
const ECHO = /^(un|an)-\1(?![a-z])/;

/**
 * What stands between two tokens of `value` when it is only marks, spaces and O, I or l alone
 * ("0 8 O 3", "0803 OOO 4521": letters for digits count only between two parts of a number):
 * those letters as pieces of the number. Null when a word stands between.
 */
function between(value: string, a: Token, b: Token): Piece[] | null {
  let weak: Piece[] | null = null;
  for (let i = a.to; i < b.from; ) {
    const code = value.charCodeAt(i);
    if (code === 111 || code === 105 || code === 108) {
      let end = i + 1;
      while (end < b.from && OIL.has(value.charCodeAt(end))) end += 1;
      if (end < b.from && isWordChar(value, end)) return null;
      const digits = value.slice(i, end).replace(OIL_LETTERS, lookalike);
      weak ??= [];
      weak.push({ from: i, to: end, digits });
      i = end;
      continue;
    }
    if (isWordChar(value, i)) return null;
    i += 1;
  }
  return weak ?? NOTHING;
}

/** What token `i` says: its digits, or for "double"/"triple" the extra copies of the next. */
function said(value: string, tokens: readonly Token[], size: number, i: number): string | null {
  const token = tokens[i] as Token;
  if (token.repeat === 0) return token.digits;
  const next = i + 1 < size ? tokens[i + 1] : undefined;
  if (!next?.digits || between(value, token, next) !== NOTHING) return null;
  return next.digits.repeat(token.repeat - 1);
}

/** Whether a piece's digits are what it says already (a plain number). */
function plain(value: string, piece: Piece): boolean {
  return (
    piece.digits != null &&
    piece.digits.length === piece.to - piece.from &&
    value.startsWith(piece.digits, piece.from)
  );
}

/** The text with every number word and look-alike letter in a number written as digits. */
export function digitize(text: MappedText): MappedText {
  const value = text.text;
  // Only the words that may read as numbers are looked at.
  const tokens = TOKENS;
  let size = 0;
  reuseTokens();
  NUMERIC.lastIndex = 0;
  // `test`, not `exec`: no match array per word (most texts hold many "one"s and "too"s). A
  // match runs from a word boundary to the next, so it is the whole word ending at lastIndex.
  while (NUMERIC.test(value)) {
    const to = NUMERIC.lastIndex;
    let from = to - 1;
    while (from > 0 && isAsciiWordChar(value.charCodeAt(from - 1))) from -= 1;
    const sept = to - from === 4 && value.startsWith('sept', from);
    if (sept && SEPTEMBER.test(value.slice(to, to + 8))) continue;
    if (size > 0 && from < (tokens[size - 1] as Token).to) continue;
    const token = classifyAt(value, from, to);
    if (!token) continue;
    // The echo has a hyphen right after the word (only there is the slice read).
    const echoed = token.to < 2 || value.charCodeAt(token.to) === 45;
    const echo = echoed ? (ECHO.exec(value.slice(token.to - 2, token.to + 3))?.[0].length ?? 0) : 0;
    token.to += echo > 0 ? echo - 2 : 0;
    tokens[size] = token;
    size += 1;
  }
  if (ARABIC_LETTER.test(value)) {
    const latin = size;
    size = arabicTokens(value, tokens, size);
    if (size > latin) mergeInOrder(tokens, latin, size);
  }
  if (size === 0) return text;

  // Groups of touching tokens; only a group of seven digits or more that holds words or
  // look-alikes is written out (a phone number needs seven digits).
  let builder: Builder | null = null;
  let at = 0;
  for (let first = 0; first < size; ) {
    // First the group's extent, its digit count and whether any of it is not plain digits…
    let last = first;
    const opening = tokens[first] as Token;
    const start = first;
    let count = said(value, tokens, size, first)?.length ?? 0;
    let written = !isPlainNumber(value, opening);
    while (last + 1 < size) {
      const gap = between(value, tokens[last] as Token, tokens[last + 1] as Token);
      if (!gap) break;
      for (const piece of gap) count += piece.digits?.length ?? 0;
      if (gap.length > 0) written = true;
      last += 1;
      count += said(value, tokens, size, last)?.length ?? 0;
      if (!isPlainNumber(value, tokens[last] as Token)) written = true;
    }
    const end = last;
    first = last + 1;
    if (count < 7 || !written) continue;
    // …then, for a group that may be a phone number, each piece written as its digits.
    for (let i = start; i <= end; i += 1) {
      const token = tokens[i] as Token;
      const digits = said(value, tokens, size, i);
      const pieces: Piece[] = [{ from: token.from, to: token.to, digits }];
      if (i < end) pieces.push(...(between(value, token, tokens[i + 1] as Token) ?? NOTHING));
      for (const piece of pieces) {
        if (piece.digits == null || plain(value, piece)) continue;
        builder ??= new Builder(value.length);
        builder.copy(text, at, piece.from);
        const { start, end: stop } = text.span(piece.from, piece.to);
        builder.write(piece.digits, start, stop);
        at = piece.to;
      }
    }
  }
  if (!builder) return text;
  builder.copy(text, at, value.length);
  return builder.done();
}
