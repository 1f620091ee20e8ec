// Names: the single's first and last name and the account holder's, as whole words, read the
// same way as the rest (zero-width characters gone, Cyrillic and Greek look-alikes folded) and
// also when spelled out letter by letter ("A i s h a", "Y-u-s-u-f", "Z.a.i.n.a.b"). I and l
// count as one letter, as they look alike. The Prophet's name, common as a personal name, does
// not count after "Prophet" or before "(SAW)", "ﷺ", "PBUH".
import type { MappedText } from './mapped-text';
import { normalize } from './normalize';

export type Hit = { from: number; to: number };

/** A word as compared: letters only, I and l alike. */
const skeleton = (word: string) => word.replace(/[^\p{L}]/gu, '').replaceAll('l', 'i');

/** Words that make the next name a prophet's or a scholar's, not the family's. */
const TITLE_BEFORE =
  /(?:^|[^\p{L}])(?:prophet|nabi|nabiyy|rasul|rasulullah|sayyidina|sayyiduna|sayyidah|sayyidatuna|annabi|sheikh|shaykh|sheik|mufti|imam|ustadh|ustaz|lady)\s+$/u;
/** Blessings said after a prophet's or a companion's name: (SAW), ﷺ, (AS), (RA)… */
const BLESSING_AFTER =
  /^(?:\s+(?:bint|ibn|bin)\s+\p{L}+)?\s*(?:[([]\s*(?:saw|saws|sas|pbuh|as|ra|rah|rta|alaihissalam)\s*[)\]]|saw\b|pbuh\b|,?\s*peace\s+be\s+upon\s+(?:him|her)|,?\s*may\s+allah\s+be\s+pleased|صلى|رضي|عليه)/u;

/**
 * Between letters spelled out: one or two spaces, or one mark with a space each side or not. A
 * mark, not a letter of another script: Arabic, whose alif reads as "l", is not Latin letters
 * spelled out with Arabic ones between.
 */
const SPELLING_GAP = /^(?: {1,2}| ?[^\p{L}\p{N}\s'] ?)$/u;
/** Three letters alone, spelled out: a name spelled out. */
const SPELLED_OUT =
  /(?:^|[^a-z])[a-z](?: {1,2}| ?[^\p{L}\p{N}\s'] ?)[a-z](?: {1,2}| ?[^\p{L}\p{N}\s'] ?)[a-z](?![a-z])/u;
/**
 * A looser SPELLED_OUT, read first: one to four of anything but Latin letters, digits and Arabic
 * letters between the letters (a mark of another plane is two code units, with a space each
 * side four), no Unicode mode. It passes every text SPELLED_OUT does, and reads a long text four
 * times faster: most texts stop here.
 */
const NOT_A_GAP = 'a-z0-9\\u0620-\\u064a\\u0671-\\u06d3';
const SPELLED_OUT_LOOSE = new RegExp(
  `(?:^|[^a-z])[a-z][^${NOT_A_GAP}]{1,4}[a-z][^${NOT_A_GAP}]{1,4}[a-z](?![a-z])`,
);
const spelledOut = (value: string) => SPELLED_OUT_LOOSE.test(value) && SPELLED_OUT.test(value);
/** Between the syllables of one word, one of these: "Zu-lai-hat", "Ai.sha". */
const SYLLABLE_MARKS = '-.·_';
const SYLLABLE_HINT = /[a-z][-.·_][a-z]/;

/**
 * Words (`words`): Latin letters (what normalization leaves of most scripts' look-alikes), or
 * others, as /[a-z]+|[\u0080-\uffff]+/g reads them.
 */

/** A word at [from, to); `text` only for letters spelled out and joined (else the slice). */
type Word = { from: number; to: number; text: string | null };

const textOf = (value: string, word: Word) => word.text ?? value.slice(word.from, word.to);

/** The text's words, with letters spelled out one by one joined into one word. */
function words(value: string): Word[] {
  const out: Word[] = [];
  let lastSingle = false;
  const length = value.length;
  for (let from = 0; from < length; ) {
    // A word: a run of Latin letters, or a run of other characters (as the comment above reads them).
    const code = value.charCodeAt(from);
    const latin = code >= 97 && code <= 122;
    if (!latin && code < 0x80) {
      from += 1;
      continue;
    }
    let to = from + 1;
    while (to < length && inWord(value.charCodeAt(to), latin)) to += 1;
    const last = out[out.length - 1];
    const single = to - from === 1;
    // "a i s h a", "Y-u-s-u-f", "Z~a~h~r~a": one letter after one letter, one mark or space between.
    const joins = last && single && lastSingle && SPELLING_GAP.test(value.slice(last.to, from));
    if (last && joins) {
      last.text = textOf(value, last) + value.slice(from, to);
      last.to = to;
    } else {
      out.push({ from, to, text: null });
      lastSingle = single;
    }
    from = to;
  }
  return out;
}

/** Whether `code` goes on a word of Latin letters (`latin`) or of other characters. */
function inWord(code: number, latin: boolean): boolean {
  return latin ? code >= 97 && code <= 122 : code >= 0x80;
}

type Wanted = {
  wanted: Set<string>;
  /** Every start of a wanted key: a word whose key is none begins no name. */
  starts: Set<string>;
  /** The wanted keys' first code units, and their first two (first × 0x10000 + second). */
  firsts: Set<number>;
  pairs: Set<number>;
  parts: Set<string>;
  most: number;
  /** Any part of a name as a whole word, I and l alike, marks allowed inside ("b-e-[il]…"). */
  asWord: RegExp;
  inSyllables: RegExp;
};
/**
 * The last few lists of names as compared: a profile's fields share one list, and the profile
 * read whole (split.ts) reads with none between two profiles' fields, so one kept list would be
 * compiled again for every profile.
 */
const kept = new Map<string, Wanted>();

/** The list last asked for, and its reading: a profile's fields all ask with the same list. */
let lastNames: readonly string[] | null = null;
let lastCopy: string[] = [];
let lastWanted: Wanted | null = null;

/** Whether `names` holds what it held when it was last read (a list may be changed in place). */
function sameAsLast(names: readonly string[]): boolean {
  if (names !== lastNames || names.length !== lastCopy.length) return false;
  for (let i = 0; i < names.length; i += 1) if (names[i] !== lastCopy[i]) return false;
  return true;
}

/** The names as compared (kept for the next calls). */
function prepared(names: readonly string[]): Wanted {
  if (lastWanted && sameAsLast(names)) return lastWanted;
  const wanted = preparedAnew(names);
  lastNames = names;
  lastCopy = [...names];
  lastWanted = wanted;
  return wanted;
}

function preparedAnew(names: readonly string[]): Wanted {
  const id = JSON.stringify(names);
  const known = kept.get(id);
  if (known) return known;
  const wanted = new Set<string>();
  const parts = new Set<string>();
  let most = 1;
  for (const name of names) {
    const read = normalize(name).text.trim();
    const key = skeleton(read);
    if (key.length < 2) continue;
    wanted.add(key);
    const pieces = read.split(/[^\p{L}]+/u).filter(Boolean);
    for (const piece of pieces) parts.add(skeleton(piece));
    most = Math.max(most, Math.min(3, pieces.length));
  }
  const starts = new Set<string>();
  const firsts = new Set([...wanted].map((key) => key.charCodeAt(0)));
  const pairs = new Set(
    [...wanted]
      .filter((key) => key.length > 1)
      .map((key) => key.charCodeAt(0) * 0x10000 + key.charCodeAt(1)),
  );
  for (const key of wanted)
    for (let end = 1; end <= key.length; end += 1) starts.add(key.slice(0, end));
  const letters = [...parts].map((part) => [...part.replace(/[^a-z]/g, '')]);
  const wordOf = (between: string) =>
    new RegExp(
      `(?<![a-z])(?:${letters.map((l) => l.map((c) => (c === 'i' ? '[il]' : c)).join(between)).join('|') || '(?!)'})(?![a-z])`,
    );
  // Each letter I or l; in syllables, a mark allowed between letters ("Zu-lai-hat").
  const asWord = wordOf('');
  const inSyllables = wordOf('[-.·_]?');
  const wantedNow = { wanted, starts, firsts, pairs, parts, most, asWord, inSyllables };
  if (kept.size >= 16) kept.clear();
  kept.set(id, wantedNow);
  return wantedNow;
}

const asKey = (code: number) => (code === 108 ? 105 : code);

/**
 * Whether `word`'s first unit (and second, for a longer word) may begin a wanted key, I and l
 * alike: read from the text, without the word's key.
 */
function beginsName(value: string, word: Word, firsts: Set<number>, pairs: Set<number>): boolean {
  const text = word.text;
  const first = text === null ? value.charCodeAt(word.from) : text.charCodeAt(0);
  if (!firsts.has(asKey(first))) return false;
  const length = text === null ? word.to - word.from : text.length;
  if (length < 2) return true;
  const second = text === null ? value.charCodeAt(word.from + 1) : text.charCodeAt(1);
  return pairs.has(asKey(first) * 0x10000 + asKey(second));
}

/** Word `i`'s key, I and l alike (the text's words are letters only already), kept in `keys`. */
function keyAt(
  value: string,
  list: readonly Word[],
  keys: (string | undefined)[],
  i: number,
): string {
  let key = keys[i];
  if (key === undefined) {
    key = textOf(value, list[i] as Word).replaceAll('l', 'i');
    keys[i] = key;
  }
  return key;
}

/** The first of `names` written in `text`, if any. */
export function findName(text: MappedText, names: readonly string[]): Hit | null {
  const { wanted, starts, firsts, pairs, most, asWord, inSyllables } = prepared(names);
  if (wanted.size === 0) return null;
  const value = text.text;
  // Most texts hold no name at all: no name's letters, and none spelled out or in syllables.
  // `inSyllables` matches wherever `asWord` does (a mark between letters is optional in it): a
  // text it misses holds no name as a word either, and is read for letters spelled out only.
  const anyName = inSyllables.test(value);
  const cut = anyName && SYLLABLE_HINT.test(value);
  if (!(anyName && asWord.test(value)) && !cut && !spelledOut(value)) {
    return null;
  }
  const list = words(value);
  // The text's words are letters only already: only I and l are made one (read when needed).
  const keys: (string | undefined)[] = new Array(list.length);
  for (let i = 0; i < list.length; i += 1) {
    const word = list[i] as Word;
    // Every key looked for below begins with this word's: most words begin no name.
    if (!beginsName(value, word, firsts, pairs) || !starts.has(keyAt(value, list, keys, i)))
      continue;
    // A name of two words ("Abdul Rahman") is also looked for as the two words together.
    let key = '';
    for (let span = 1; span <= most && i + span <= list.length; span += 1) {
      key += keyAt(value, list, keys, i + span - 1);
      if (!wanted.has(key)) continue;
      const last = list[i + span - 1] as Word;
      if (TITLE_BEFORE.test(value.slice(Math.max(0, word.from - 20), word.from))) continue;
      if (BLESSING_AFTER.test(value.slice(last.to, last.to + 30))) continue;
      return { from: word.from, to: last.to };
    }
    // The name cut into syllables with marks between: "Zu-lai-hat".
    let joined = keyAt(value, list, keys, i);
    for (let next = i + 1; next < list.length && next <= i + 4; next += 1) {
      const piece = list[next] as Word;
      const gap = (list[next - 1] as Word).to;
      if (piece.from - gap !== 1 || !SYLLABLE_MARKS.includes(value[gap] ?? '')) break;
      joined += keyAt(value, list, keys, next);
      if (wanted.has(joined)) return { from: word.from, to: piece.to };
    }
  }
  return null;
}
