// Phone numbers, in a text whose number words are digits already (number-words.ts). Every run
// of digits is read whatever separates them (spaces, dots, commas, underscores, bars, bullets…),
// unless it reads as years, a date, a time or an amount of money: ten digits or more is a phone
// number; seven to nine digits is one when libphonenumber's text matcher finds a valid number
// in it (any country's international form; Nigerian, British, American… national forms).
import { findNumbers } from 'libphonenumber-js';
import type { MappedText } from './mapped-text';

export type Hit = { from: number; to: number };

/**
 * Digits joined by anything that is neither a letter, a digit nor a currency sign. Sticky, read
 * with `test` from each run's first digit: no match array for the many short runs of a text.
 */
const RUN = /\d(?:[^\p{L}\p{N}₦$£€¥]*\d)*/uy;
export const CURRENCY_BEFORE = /[₦$£€¥]\s*$|\b(ngn|usd|gbp|eur|aed|sar|n)\s*$/;
export const CURRENCY_AFTER =
  /^\s*(k|m|bn|naira|ngn|usd|gbp|eur|aed|sar|riyals?|dirhams?|dollars?|pounds?|euros?|million|thousand)\b/;
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const DATE = /^\d{1,2}[./-]\d{1,2}[./-](\d{2}|\d{4})$/;
/** Qur'an references and timetables: "2:285–286", "2:286, 3:8, 18:10", "5:15, 6:00, 8:30". */
const VERSES = /^\d{1,3}:\d{1,3}(?:[^\d:]+\d{1,3}(?::\d{1,3})?)*$/;
const DIGIT_GROUPS = /\d+/g;
const LEAD = /[+(]\s*$/;
const CLOCK = /^\d{1,2}[:.]\d{2}(\s*[-–]\s*\d{1,2}[:.]\d{2})?$/;

/** Countries whose national forms are tried for a short run (the families' main countries). */
const COUNTRIES = ['NG', 'GB', 'US', 'CA', 'IE', 'SA', 'AE', 'DE', 'FR'] as const;

/**
 * Counting, one digit at a time from 0 or 1 ("واحد، اثنين، ثلاثة… سبعة": how a child learns to
 * count), once number words are digits: "1، 2، 3، 4، 5، 6، 7".
 */
function isCount(run: string): boolean {
  if (!firstGroupAtMostOne(run)) return false;
  const groups = run.match(DIGIT_GROUPS) ?? [];
  const first = Number(groups[0]);
  return first <= 1 && groups.every((group, i) => group === String(first + i));
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Whether the first group of digits in `run` reads as 0 or 1 ("1", "01", "000"). */
function firstGroupAtMostOne(run: string): boolean {
  let from = 0;
  while (from < run.length && !isDigit(run.charCodeAt(from))) from += 1;
  let to = from;
  while (to < run.length && isDigit(run.charCodeAt(to))) to += 1;
  if (to === from) return true;
  for (let i = from; i < to - 1; i += 1) if (run.charCodeAt(i) !== 48) return false;
  return run.charCodeAt(to - 1) <= 49;
}

/** Whether every group of digits in `run` is a year (19xx or 20xx), read in place. */
function allYears(run: string): boolean {
  for (let from = 0; from < run.length; ) {
    if (!isDigit(run.charCodeAt(from))) {
      from += 1;
      continue;
    }
    let to = from;
    while (to < run.length && isDigit(run.charCodeAt(to))) to += 1;
    if (to - from !== 4 || !(run.startsWith('19', from) || run.startsWith('20', from)))
      return false;
    from = to;
  }
  return true;
}

/**
 * Years, a date, a time, money or a count: numbers families write that are not phone numbers.
 * The groups of digits are read in place: a run that is neither years nor a count from 0 or 1
 * makes no array of them.
 */
function isOrdinaryNumber(run: string, before: string, after: string): boolean {
  return (
    allYears(run) ||
    isCount(run) ||
    DATE.test(run) ||
    CLOCK.test(run) ||
    CURRENCY_BEFORE.test(before) ||
    CURRENCY_AFTER.test(after) ||
    THOUSANDS.test(run) ||
    VERSES.test(run)
  );
}

/** libphonenumber's matcher over a short run (with the "+" or "(" before it). */
function validNumber(candidate: string): boolean {
  return COUNTRIES.some(
    (country) => findNumbers(candidate, { defaultCountry: country, v2: true }).length > 0,
  );
}

function countDigits(value: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) count += 1;
  }
  return count;
}

/** An ASCII digit, searched for: the engine skips to each far faster than a loop reads. */
const DIGIT = /[0-9]/g;

/** Whether `value` holds at least `least` ASCII digits. */
function holdsDigits(value: string, least: number): boolean {
  DIGIT.lastIndex = 0;
  for (let count = 0; count < least; count += 1) if (!DIGIT.test(value)) return false;
  return true;
}

/** The first phone number in `text`, as offsets into it. */
export function findPhone(text: MappedText): Hit | null {
  const value = text.text;
  if (!holdsDigits(value, 7)) return null;

  DIGIT.lastIndex = 0;
  while (DIGIT.test(value)) {
    const from = DIGIT.lastIndex - 1;
    RUN.lastIndex = from;
    RUN.test(value); // a digit is a run by itself
    const to = RUN.lastIndex;
    const digits = countDigits(value, from, to);
    if (digits >= 7) {
      const run = value.slice(from, to);
      const lead = LEAD.exec(value.slice(Math.max(0, from - 3), from))?.[0] ?? '';
      const ordinary = isOrdinaryNumber(
        run,
        value.slice(Math.max(0, from - 6), from),
        value.slice(to, to + 12),
      );
      if (!ordinary && (digits >= 10 || validNumber(lead + run))) {
        return { from: from - lead.length, to };
      }
    }
    DIGIT.lastIndex = to;
  }
  return null;
}
