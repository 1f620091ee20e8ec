// A phone number split across fields: "Nurse 0803" in the profession, "abaya 123" about dressing,
// "office 4567" about education and job. Each passes alone; the reader, going down the page, sees
// a number at the end (or start) of each text and puts them together. So the pieces' edge numbers
// are read in page order as one run, skipping texts that have none. Ordinary profiles have numbers
// at their edges too ("since 2015", "3 children", "juz 30", "aged 30-38"), and libphonenumber
// finds a valid American or German number in almost any ten digits, so the run must read as a
// phone number in a strict sense: ten to fifteen digits, written as a number is given to be dialled
// (a "+", "00" or "234" country code, or a national trunk 0), and valid there (after a "+",
// of a possible length for its country). A year, a range, a
// date or a decimal at an edge is an ordinary number and breaks the run: the reader sees it there.
import { isPossiblePhoneNumber, isValidPhoneNumber } from 'libphonenumber-js';
import { freeSpans } from './mapped-text';
import { normalize } from './normalize';
import { digitize } from './number-words';
import { CURRENCY_AFTER, CURRENCY_BEFORE } from './phones';
import type { Piece } from './reading';

/** One piece's part of a split detail: where it sits in the text as typed. */
export type SplitPart = { piece: number; start: number; end: number };

/** How much of each edge is read: a fragment is short, and a whole profile is read in time. */
const EDGE = 48;
/** Digits and what may stand between them (not a letter, not a currency sign). */
const TAIL = /(?<![\p{L}\p{N}])\+?\d(?:[^\p{L}\p{N}₦$£€¥]*\d)*[^\p{L}\p{N}₦$£€¥]*$/u;
const HEAD = /^[^\p{L}\p{N}₦$£€¥+]*(\+?\d(?:[^\p{L}\p{N}₦$£€¥]*\d)*)(?![\p{L}\p{N}])/u;
/**
 * Edge numbers that read as something else: years and year ranges ("2015", "2015-2019"), dates,
 * ranges and scores ("30-38", "9-5", "4/5"), decimals and times ("1.65", "5:30").
 */
const ORDINARY = [
  /^(19|20)\d\d(\s*[-–/]\s*((19|20)?\d\d))?$/,
  /^\d{1,2}[./-]\d{1,2}[./-](\d{2}|\d{4})$/,
  /^\d{1,3}\s*[-–/:.]\s*\d{1,3}$/,
];
/**
 * National forms with a trunk 0 that are tried: the families' main countries. Germany's numbering
 * takes almost any length after a 0, so it is read only in international form here.
 */
const NATIONAL = ['NG', 'GB', 'IE', 'SA', 'AE', 'FR'] as const;

const ANY_DIGIT = /[\p{Nd}\p{No}]/u;
const TRAILING_NON_DIGITS = /[^\d]+$/;

type Token = {
  piece: number;
  /** The field and item: a text the page shows twice (the profession) is one text. */
  key: string;
  digits: string;
  /** An ordinary number (a year, a range…): it stands between the numbers around it. */
  ordinary: boolean;
  from: number;
  to: number;
};

/** The number at the head (or tail) of `slice`, a piece's edge at `offset`, into `out`. */
function read(
  piece: Piece,
  index: number,
  out: Token[],
  offset: number,
  slice: string,
  head: boolean,
): void {
  // Most edges hold no digit of any script (nor a circled or other numeral): nothing to read.
  if (!ANY_DIGIT.test(slice)) return;
  freeSpans();
  const view = digitize(normalize(slice));
  const value = view.text;
  const m = head ? HEAD.exec(value) : TAIL.exec(value);
  if (!m) return;
  const from = head ? m.index + m[0].length - (m[1]?.length ?? 0) : m.index;
  const run = head ? (m[1] ?? '') : m[0].replace(TRAILING_NON_DIGITS, '');
  const to = from + run.length;
  // Money is not a phone number ("₦250,000", "5000 naira").
  const before = value.slice(Math.max(0, from - 6), from);
  if (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(value.slice(to, to + 12))) return;
  const span = view.span(from, to);
  const ordinary = ORDINARY.some((shape) => shape.test(run));
  out.push({
    piece: index,
    key: `${piece.field}/${piece.item ?? ''}`,
    digits: run,
    ordinary,
    from: span.start + offset,
    to: span.end + offset,
  });
}

/** The edge numbers of one piece: its head, and its tail when that is another number. */
function edges(piece: Piece, index: number): Token[] {
  const text = piece.text;
  const out: Token[] = [];
  const headSlice = text.slice(0, EDGE);
  read(piece, index, out, 0, headSlice, true);
  const tailStart = Math.max(0, text.length - EDGE);
  read(piece, index, out, tailStart, text.slice(tailStart), false);
  // A piece that is one number ("0803 123") is its head and its tail: read once.
  const [head, tail] = out;
  if (head && tail && tail.from < head.to) out.pop();
  return out;
}

const NON_DIGITS = /\D/g;
const digitsOf = (value: string) => value.replace(NON_DIGITS, '');

/** Whether a run of edge numbers reads as a phone number in the strict sense above. */
function isPhone(tokens: readonly Token[]): boolean {
  const run = tokens.map((t) => t.digits).join(' ');
  const digits = digitsOf(run);
  if (digits.length < 10 || digits.length > 15) return false;
  // A "+" typed before the first part says what follows is to be dialled: a number of a possible
  // length for its country code is enough (the UK's drama range, 07700 900…, is not "valid").
  if (run.startsWith('+')) return isPossiblePhoneNumber(`+${digits}`);
  if (digits.startsWith('00')) return isValidPhoneNumber(`+${digits.slice(2)}`);
  if (digits.startsWith('234')) return isValidPhoneNumber(`+${digits}`);
  if (digits.startsWith('0')) {
    return NATIONAL.some((country) => isValidPhoneNumber(digits, country));
  }
  return false;
}

/**
 * A numbered list ("01 Mufti Menk", "02 Nouman Ali Khan", …): parts of one or two digits that
 * count up by one. 0102030405 is a valid French number, but no family dials it.
 */
function isNumberedList(tokens: readonly Token[]): boolean {
  const numbers = tokens.map((t) => digitsOf(t.digits));
  return numbers.every(
    (n, i) => n.length <= 2 && (i === 0 || Number(n) === Number(numbers[i - 1]) + 1),
  );
}

/**
 * The first phone number the pieces' edge numbers make together, read in order, as the parts
 * it takes from each piece; null when there is none or it lies within one piece. A piece's head
 * and its own tail are not joined (its text stands between them).
 */
export function findSplitPhone(pieces: readonly Piece[]): SplitPart[] | null {
  const tokens = pieces.flatMap((piece, index) => edges(piece, index));
  for (let first = 0; first < tokens.length; first += 1) {
    const chain: Token[] = [];
    for (let i = first; i < tokens.length; i += 1) {
      const token = tokens[i] as Token;
      const last = chain[chain.length - 1];
      // A text's own head and tail are not neighbours, nor is a text read twice its own.
      if (token.ordinary || (last && last.piece === token.piece)) break;
      if (chain.some((t) => t.key === token.key)) break;
      chain.push(token);
      // A number whole in one text is that text's finding (a stored text an update does not
      // send is not re-read alone), never a split one.
      if (chain.length === 1 && isPhone(chain)) break;
      if (chain.length >= 2 && digitsOf(chain.map((t) => t.digits).join('')).length > 15) break;
      if (chain.length >= 2 && isPhone(chain) && !isNumberedList(chain)) {
        return chain.map((t) => ({ piece: t.piece, start: t.from, end: t.to }));
      }
    }
  }
  return null;
}
