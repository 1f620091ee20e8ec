// Numbers said in words, as families write them to slip a phone number past a digit check:
// English (with "oh"/"nought" for zero and "double"/"triple"), Nigerian Pidgin, Hausa, Yoruba
// (with and without the tone marks, which normalization has removed) and Igbo. Also letters
// written for digits inside a number (O for 0, I or l for 1, B for 8). `digitize` rewrites them
// all as digits, keeping each digit's span in the original.
import { Builder, type MappedText } from './mapped-text';

const WORDS: Record<string, readonly string[]> = {
  0: ['zero', 'oh', 'nought', 'naught', 'ziro', 'sifiri', 'sifili', 'odo', 'efu'],
  1: ['one', 'wan', 'daya', 'okan', 'ookan', 'ikan', 'otu'],
  2: ['two', 'tu', 'biyu', 'eji', 'eeji', 'meji', 'abuo'],
  3: ['three', 'tree', 'uku', 'eta', 'eeta', 'meta', 'ato'],
  4: ['four', 'fo', 'foh', 'hudu', 'erin', 'eerin', 'merin', 'ano'],
  5: ['five', 'faiv', 'fiv', 'biyar', 'arun', 'aarun', 'marun', 'ise'],
  6: ['six', 'siks', 'shida', 'efa', 'eefa', 'mefa', 'isii'],
  7: ['seven', 'sevun', 'seben', 'bakwai', 'eje', 'eeje', 'meje', 'asaa'],
  8: ['eight', 'eit', 'takwas', 'ejo', 'eejo', 'mejo', 'asato'],
  9: ['nine', 'nain', 'tara', 'esan', 'eesan', 'mesan', 'itoolu', 'iteghete', 'toolu'],
};

/** Word → its digit. */
const DIGIT_OF = new Map<string, string>();
for (const [digit, words] of Object.entries(WORDS)) {
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
/** Letters alone that may stand for digits between two parts of a number ("0803 OOO 4521"). */
const WEAK_TOKEN = /^[oil]+$/;

/**
 * Number words written as one word ("zeroeightzerothree…", "sifiritakwas…", "sixsixtwoone"),
 * as their digits; null unless the whole word splits into at least two number words.
 */
function splitJoined(word: string): string | null {
  if (word.length < 4 || !STARTS.has(word.slice(0, 2))) return null;
  // digitsAt[i]: the digits of word.slice(0, i) split into number words, where it splits.
  const digitsAt: (string | undefined)[] = [''];
  for (let at = 0; at < word.length; at += 1) {
    const before = digitsAt[at];
    if (before === undefined) continue;
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

type Token = {
  from: number;
  to: number;
  digits: string | null;
  weak: boolean;
  repeat: number;
};

type Reading = Pick<Token, 'digits' | 'weak' | 'repeat'>;

function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/** How a word reads as a number; null for an ordinary word (most of them). */
function classify(word: string): Reading | null {
  const first = word.charCodeAt(0);
  if (first >= 48 && first <= 57 && /^[0-9]+$/.test(word))
    return { digits: word, weak: false, repeat: 0 };
  const digit = DIGIT_OF.get(word);
  if (digit !== undefined) return { digits: digit, weak: false, repeat: 0 };
  const repeat = REPEAT.get(word);
  if (repeat) return { digits: null, weak: false, repeat };
  if ((first === 111 || first === 105 || first === 108) && WEAK_TOKEN.test(word)) {
    return { digits: word.replace(/[oil]/g, (c) => LOOKALIKE[c] ?? c), weak: true, repeat: 0 };
  }
  if (hasDigit(word)) {
    if (!LOOKALIKE_TOKEN.test(word)) return null;
    return { digits: word.replace(/[oilbs]/g, (c) => LOOKALIKE[c] ?? c), weak: false, repeat: 0 };
  }
  const joined = splitJoined(word);
  return joined === null ? null : { digits: joined, weak: false, repeat: 0 };
}

const NUMBER_WORDS = [...DIGIT_OF.keys(), ...REPEAT.keys()].sort((a, b) => b.length - a.length);
/**
 * The words that may read as numbers, found in one pass: digits with look-alike letters, O/I/l
 * alone, and number words (also run together). Everything else is left unread.
 */
const NUMERIC = new RegExp(
  `\\b(?:[0-9oilbs]*[0-9][0-9oilbs]*|[oil]+|(?:${NUMBER_WORDS.join('|')})+)\\b`,
  'g',
);
/** Anything between two numeric words that makes them not neighbours: another word. */
const WORD_BETWEEN = /[a-z0-9]|\p{L}/u;

/** The text with every number word and look-alike letter in a number written as digits. */
export function digitize(text: MappedText): MappedText {
  const value = text.text;
  // Only the words that may read as numbers are looked at.
  const tokens: Token[] = [];
  NUMERIC.lastIndex = 0;
  for (let m = NUMERIC.exec(value); m; m = NUMERIC.exec(value)) {
    const reading = classify(m[0]);
    if (reading) tokens.push({ from: m.index, to: m.index + m[0].length, ...reading });
  }
  if (tokens.length === 0) return text;
  /** Whether nothing but marks and spaces stand between two tokens. */
  const touching = (a: Token, b: Token) => !WORD_BETWEEN.test(value.slice(a.to, b.from));
  /** A strong part of a number right beside `token`. */
  const numericAt = (i: number, step: -1 | 1) => {
    const token = tokens[i] as Token;
    const other = tokens[i + step];
    if (!other || other.weak || (other.digits === null && other.repeat === 0)) return false;
    return step === 1 ? touching(token, other) : touching(other, token);
  };
  // What each token says, in groups of touching tokens; only a group of seven digits or more
  // that holds words or look-alikes is written out (a phone number needs seven digits).
  const said = tokens.map((token, i) => {
    // O, I or l alone count only between two parts of a number ("0 8 O 3", "0803 OOO 4521").
    if (token.weak) return numericAt(i, -1) && numericAt(i, 1) ? token.digits : null;
    if (token.repeat > 0) {
      // "double one" → "11": the repeat word carries the extra copies.
      const next = tokens[i + 1];
      return numericAt(i, 1) && next?.digits ? next.digits.repeat(token.repeat - 1) : null;
    }
    return token.digits;
  });
  let builder: Builder | null = null;
  let at = 0;
  for (let first = 0; first < tokens.length; ) {
    let last = first;
    let count = said[first]?.length ?? 0;
    let rewritten =
      said[first] != null && said[first] !== value.slice(tokens[first]?.from, tokens[first]?.to);
    while (last + 1 < tokens.length && touching(tokens[last] as Token, tokens[last + 1] as Token)) {
      last += 1;
      const digits = said[last];
      count += digits?.length ?? 0;
      const token = tokens[last] as Token;
      if (digits != null && digits !== value.slice(token.from, token.to)) rewritten = true;
    }
    if (count >= 7 && rewritten) {
      for (let i = first; i <= last; i += 1) {
        const token = tokens[i] as Token;
        const digits = said[i];
        if (digits == null || digits === value.slice(token.from, token.to)) continue;
        builder ??= new Builder(value.length);
        builder.copy(text, at, token.from);
        const { start, end } = text.span(token.from, token.to);
        builder.write(digits, start, end);
        at = token.to;
      }
    }
    first = last + 1;
  }
  if (!builder) return text;
  builder.copy(text, at, value.length);
  return builder.done();
}
