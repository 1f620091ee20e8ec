// The words of a text that may read as numbers, and what each says (number-words.ts puts
// them together): digits, number words in the Latin script, "double"/"triple", digits with
// look-alike letters ("O8O3"), number words run together ("zeroeight…").
import { LATIN_WORDS } from './number-words-table';

/** Word → its digit (Latin script, as normalization leaves it). */
const DIGIT_OF = new Map<string, string>();
for (const [digit, words] of Object.entries(LATIN_WORDS)) {
  for (const word of words) DIGIT_OF.set(word, digit);
}

const REPEAT = new Map([
  ['double', 2],
  ['dubble', 2],
  ['triple', 3],
  ['tripple', 3],
]);
/** How number words begin: a word that begins otherwise is not number words run together. */
const STARTS = new Set([...DIGIT_OF.keys()].map((word) => word.slice(0, 2)));
/** The longest number word, for segmenting words written without spaces. */
const LONGEST = Math.max(...[...DIGIT_OF.keys()].map((word) => word.length));
/** Letters that stand for digits inside a token that has digits already. */
const LOOKALIKE: Record<string, string> = { o: '0', i: '1', l: '1', b: '8', s: '5' };
const LOOKALIKE_TOKEN = /^[0-9oilbs]+$/;
export const lookalike = (c: string) => LOOKALIKE[c] ?? c;

/**
 * Number words written as one word ("zeroeightzerothree…", "sifiritakwas…", "sixsixtwoone"),
 * also with digits among them ("1two3", "4five6seven"), as their digits; null unless the whole
 * word splits into at least two digits.
 */
function splitJoined(word: string): string | null {
  const first = word.charCodeAt(0);
  const digitFirst = first >= 48 && first <= 57;
  if (word.length < 4 || !(digitFirst || STARTS.has(word.slice(0, 2)))) return null;
  // digitsAt[i]: the digits of word.slice(0, i) split into number words, where it splits.
  const digitsAt: (string | undefined)[] = [''];
  for (let at = 0; at < word.length; at += 1) {
    const before = digitsAt[at];
    if (before === undefined) continue;
    const code = word.charCodeAt(at);
    if (code >= 48 && code <= 57) digitsAt[at + 1] ??= before + word[at];
    for (let length = 2; length <= LONGEST && at + length <= word.length; length += 1) {
      const digit = DIGIT_OF.get(word.slice(at, at + length));
      if (digit !== undefined && digitsAt[at + length] === undefined) {
        digitsAt[at + length] = before + digit;
      }
    }
  }
  const digits = digitsAt[word.length];
  return digits !== undefined && digits.length >= 2 ? digits : null;
}

export type Token = {
  from: number;
  to: number;
  digits: string | null;
  repeat: number;
};

function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/**
 * Tokens are taken from a pool that every `digitize` call reuses (it does not nest): a text
 * holds hundreds of words like "one" and "too", and an object for each is most of what
 * reading a profile allocated (more collections, a slower p99).
 */
const POOL: Token[] = [];
let pooled = 0;

/** The pool is free again: a new text's tokens are being read. */
export function reuseTokens(): void {
  pooled = 0;
}

export function makeToken(from: number, to: number, digits: string | null, repeat: number): Token {
  let token = POOL[pooled];
  if (token === undefined) {
    token = { from, to, digits, repeat };
    POOL.push(token);
  } else {
    token.from = from;
    token.to = to;
    token.digits = digits;
    token.repeat = repeat;
  }
  pooled += 1;
  return token;
}

// Kept, not written inline: a regex literal in a function is a new object at every call.
const DIGITS_ONLY = /^[0-9]+$/;
const LOOKALIKE_LETTERS = /[oilbs]/g;

/** How a word at `from` reads as a number; null for an ordinary word. */
export function classify(word: string, from: number): Token | null {
  const to = from + word.length;
  const first = word.charCodeAt(0);
  if (first >= 48 && first <= 57 && DIGITS_ONLY.test(word)) {
    return makeToken(from, to, word, 0);
  }
  const digit = DIGIT_OF.get(word);
  if (digit !== undefined) return makeToken(from, to, digit, 0);
  const repeat = REPEAT.get(word);
  if (repeat) return makeToken(from, to, null, repeat);
  if (hasDigit(word) && LOOKALIKE_TOKEN.test(word)) {
    const digits = word.replace(LOOKALIKE_LETTERS, lookalike);
    return makeToken(from, to, digits, 0);
  }
  const joined = splitJoined(word);
  return joined === null ? null : makeToken(from, to, joined, 0);
}

/**
 * The number words by length and first letter: a word of the text is looked up where it stands,
 * with no string cut out for it. A text holds many words like "one", "eni" or "uku", and a string
 * for each was most of what reading its numbers allocated.
 */
type Known = { word: string; digits: string | null; repeat: number };
const KNOWN = new Map<number, Known[]>();
for (const [word, digits] of DIGIT_OF) known(word, digits, 0);
for (const [word, repeat] of REPEAT) known(word, null, repeat);
function known(word: string, digits: string | null, repeat: number): void {
  const key = word.length * 0x10000 + word.charCodeAt(0);
  const list = KNOWN.get(key) ?? [];
  list.push({ word, digits, repeat });
  KNOWN.set(key, list);
}

/** `classify(value.slice(from, to), from)`, without the slice when the word is a number word. */
export function classifyAt(value: string, from: number, to: number): Token | null {
  const list = KNOWN.get((to - from) * 0x10000 + value.charCodeAt(from));
  if (list) {
    for (const { word, digits, repeat } of list) {
      if (value.startsWith(word, from)) return makeToken(from, to, digits, repeat);
    }
  }
  return classify(value.slice(from, to), from);
}

const NUMBER_WORDS = [...DIGIT_OF.keys(), ...REPEAT.keys()].sort((a, b) => b.length - a.length);
/**
 * The words that may read as numbers, found in one pass: digits with look-alike letters and
 * number words (also run together); O, I or l alone are read between them (`between`). Everything else is left unread.
 */
export const NUMERIC = new RegExp(
  `\\b(?:[0-9oilbs]*[0-9][0-9oilbs]*|(?:[0-9]|${NUMBER_WORDS.join('|')})+)\\b`,
  'g',
);
