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

/** Between letters spelled out: one or two spaces, or one mark with a space each side or not. */
const SPELLING_GAP = /^(?: {1,2}| ?[^a-z0-9\s'] ?)$/;
/** Three letters alone, spelled out: a name spelled out. */
const SPELLED_OUT =
  /(?:^|[^a-z])[a-z](?: {1,2}| ?[^a-z0-9\s'] ?)[a-z](?: {1,2}| ?[^a-z0-9\s'] ?)[a-z](?![a-z])/;
/** Between the syllables of one word: "Zu-lai-hat", "Ai.sha". */
const SYLLABLE_GAP = /^[-.·_]$/;
const SYLLABLE_HINT = /[a-z][-.·_][a-z]/;

/** Words: Latin letters (what normalization leaves of most scripts' look-alikes), or others. */
const WORD = /[a-z]+|[\u0080-\uffff]+/g;

type Word = { from: number; to: number; text: string };

/** The text's words, with letters spelled out one by one joined into one word. */
function words(value: string): Word[] {
  const out: Word[] = [];
  let lastSingle = false;
  for (const m of value.matchAll(WORD)) {
    const from = m.index;
    const to = from + m[0].length;
    const last = out[out.length - 1];
    const single = m[0].length === 1;
    // "a i s h a", "Y-u-s-u-f", "Z~a~h~r~a": one letter after one letter, one mark or space between.
    const between = last ? value.slice(last.to, from) : '';
    const joins = last && single && lastSingle && SPELLING_GAP.test(between);
    if (last && joins) {
      last.to = to;
      last.text += m[0];
    } else {
      out.push({ from, to, text: m[0] });
      lastSingle = single;
    }
  }
  return out;
}

type Wanted = {
  wanted: Set<string>;
  parts: Set<string>;
  most: number;
  /** Any part of a name as a whole word, I and l alike, marks allowed inside ("b-e-[il]…"). */
  asWord: RegExp;
  inSyllables: RegExp;
};
let last: { names: readonly string[]; wanted: Wanted } | null = null;

/** The names as compared (kept for the next call: a profile's fields share one list). */
function prepared(names: readonly string[]): Wanted {
  if (last && last.names.length === names.length && last.names.every((n, i) => n === names[i])) {
    return last.wanted;
  }
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
  const letters = [...parts].map((part) => [...part.replace(/[^a-z]/g, '')]);
  const wordOf = (between: string) =>
    new RegExp(
      `(?<![a-z])(?:${letters.map((l) => l.map((c) => (c === 'i' ? '[il]' : c)).join(between)).join('|') || '(?!)'})(?![a-z])`,
    );
  // Each letter I or l; in syllables, a mark allowed between letters ("Zu-lai-hat").
  const asWord = wordOf('');
  const inSyllables = wordOf('[-.·_]?');
  last = { names: [...names], wanted: { wanted, parts, most, asWord, inSyllables } };
  return last.wanted;
}

/** The first of `names` written in `text`, if any. */
export function findName(text: MappedText, names: readonly string[]): Hit | null {
  const { wanted, most, asWord, inSyllables } = prepared(names);
  if (wanted.size === 0) return null;
  const value = text.text;
  // Most texts hold no name at all: no name's letters, and none spelled out or in syllables.
  const cut = SYLLABLE_HINT.test(value) && inSyllables.test(value);
  if (!asWord.test(value) && !SPELLED_OUT.test(value) && !cut) {
    return null;
  }
  const list = words(value);
  // The text's words are letters only already: only I and l are made one.
  const keys = list.map((word) => word.text.replaceAll('l', 'i'));
  for (const [i, word] of list.entries()) {
    // A name of two words ("Abdul Rahman") is also looked for as the two words together.
    let key = '';
    for (let span = 1; span <= most && i + span <= list.length; span += 1) {
      key += keys[i + span - 1];
      if (!wanted.has(key)) continue;
      const last = list[i + span - 1] as Word;
      if (TITLE_BEFORE.test(value.slice(Math.max(0, word.from - 20), word.from))) continue;
      if (BLESSING_AFTER.test(value.slice(last.to, last.to + 30))) continue;
      return { from: word.from, to: last.to };
    }
    // The name cut into syllables with marks between: "Zu-lai-hat".
    let joined = keys[i] ?? '';
    for (let next = i + 1; next < list.length && next <= i + 4; next += 1) {
      const piece = list[next] as Word;
      if (!SYLLABLE_GAP.test(value.slice((list[next - 1] as Word).to, piece.from))) break;
      joined += keys[next];
      if (wanted.has(joined)) return { from: word.from, to: piece.to };
    }
  }
  return null;
}
