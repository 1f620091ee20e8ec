// The faster reads of addresses' first look (address-hint.ts), of their padding (anchored.ts)
// and of letters spelled out (names.ts) answer as the patterns they replace or pass through, on every corpus text and on random strings made of the
// characters those patterns turn on.
import { describe, expect, it } from 'vitest';

import { execNear } from './anchored';
import {
  CONTACT_EVASIONS,
  CONTACT_ORDINARY,
  FRESH_EVASIONS,
  FRESH_ORDINARY,
  HELDOUT_EVASIONS,
  HELDOUT_ORDINARY,
  LANGUAGES_EVASIONS,
  LANGUAGES_ORDINARY,
} from './corpus';
import { normalize } from './normalize';
import { addressHint, holdsIdMark } from './signs';

const ADDRESS_HINT =
  /[@＠﹫]|[([{<]\s*(?:at|\.)|-at-|dot|[a-z0-9][.·•∙‧]+[a-z]|\s\.\s*[a-z]|:\s*\/|www|yahoo|outlook|icloud|proton|slash|aol|mail/;
/** names.ts's spelled-out letters, and the looser look read before it. */
const SPELLED_OUT =
  /(?:^|[^a-z])[a-z](?: {1,2}| ?[^\p{L}\p{N}\s'] ?)[a-z](?: {1,2}| ?[^\p{L}\p{N}\s'] ?)[a-z](?![a-z])/u;
const NOT_A_GAP = 'a-z0-9\\u0620-\\u064a\\u0671-\\u06d3';
const SPELLED_OUT_LOOSE = new RegExp(
  `(?:^|[^a-z])[a-z][^${NOT_A_GAP}]{1,4}[a-z][^${NOT_A_GAP}]{1,4}[a-z](?![a-z])`,
);
const PADDING = /\s+(?=@)|(?<=@)\s+|\s+\.\s*(?=[a-z0-9])|\s*:\s*\/\s*\/\s*|\s*\/\s+|\s+\/\s*/;

const CORPUS = [
  ...CONTACT_EVASIONS,
  ...CONTACT_ORDINARY,
  ...FRESH_EVASIONS,
  ...FRESH_ORDINARY,
  ...HELDOUT_EVASIONS,
  ...HELDOUT_ORDINARY,
  ...LANGUAGES_EVASIONS,
  ...LANGUAGES_ORDINARY,
].map((entry) => normalize(entry.text).text);

/** Random strings from an alphabet of the patterns' characters (a fixed seed: the same each run). */
function randomTexts(count: number): string[] {
  const pieces = [
    ...'abdilmostwxyz019 .·•∙‧@＠﹫([{<>)]}-:/_\t\n\u00a0\u2003\u0628\u060c',
    '\u{1f600}',
    '\u{1d7d8}',
    'at',
    'dot',
    'mail',
    'www',
    'aol',
    '-at-',
    '  ',
  ];
  let seed = 20261206;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: count }, () => {
    let text = '';
    const length = next() % 24;
    for (let i = 0; i < length; i += 1) text += pieces[next() % pieces.length];
    return text;
  });
}

/** A mark of another plane between letters spelled out: two code units, four with its spaces. */
const EDGES = [
  'a \u{1f600} b \u{1f600} c',
  'a \u060c b \u060c c',
  '\u{1f600}a\u{1f600}b\u{1f600}c',
  'x \u{1d7d8}y',
];
const TEXTS = [...CORPUS, ...EDGES, ...randomTexts(40_000)];

/** Every match of `pattern` read with a global search from 0, as [index, text]. */
function globalMatches(pattern: RegExp, value: string): [number, string][] {
  const global = new RegExp(pattern.source, 'g');
  const out: [number, string][] = [];
  for (let m = global.exec(value); m; m = global.exec(value)) out.push([m.index, m[0]]);
  return out;
}

function nearMatches(pattern: RegExp, anchors: RegExp, value: string): [number, string][] {
  const sticky = new RegExp(pattern.source, 'y');
  const out: [number, string][] = [];
  for (let m = execNear(value, sticky, anchors, 0); m; ) {
    out.push([m.index, m[0]]);
    m = execNear(value, sticky, anchors, m.index + m[0].length);
  }
  return out;
}

describe('the address hint read in pieces', () => {
  it('answers as the one pattern does', () => {
    const differ = TEXTS.filter((text) => addressHint(text) !== ADDRESS_HINT.test(text));
    expect(differ).toEqual([]);
  });
});

describe('the marks of an identifier read from their rare characters', () => {
  it('answers as the one pattern does', () => {
    const MARKED_ID = /[_@/]|[a-z0-9]\.[a-z0-9]|[a-z][0-9]|[0-9][a-z]/;
    const differ = TEXTS.filter((text) => holdsIdMark(text) !== MARKED_ID.test(text));
    expect(differ).toEqual([]);
  });
});

describe('letters spelled out', () => {
  it('are never missed by the looser first look', () => {
    const missed = TEXTS.filter((text) => SPELLED_OUT.test(text) && !SPELLED_OUT_LOOSE.test(text));
    expect(missed).toEqual([]);
    // The random strings reach it: it is a look before the pattern, not a test of nothing.
    expect(TEXTS.filter((text) => SPELLED_OUT.test(text)).length).toBeGreaterThan(100);
  });
});

describe('a pattern tried only near its anchors', () => {
  it('finds the padding a global search finds, match for match', () => {
    const differ = TEXTS.filter(
      (text) =>
        JSON.stringify(nearMatches(PADDING, /[@.:/]/g, text)) !==
        JSON.stringify(globalMatches(PADDING, text)),
    );
    expect(differ).toEqual([]);
  });
});
