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
const YEAR = /^(19|20)\d\d$/;
const DATE = /^\d{1,2}[./-]\d{1,2}[./-](\d{2}|\d{4})$/;
/** Qur'an references and timetables: "2:285–286", "2:286, 3:8, 18:10", "5:15, 6:00, 8:30". */
const VERSES = /^\d{1,3}:\d{1,3}(?:[^\d:]+\d{1,3}(?::\d{1,3})?)*$/;
const CLOCK = /^\d{1,2}[:.]\d{2}(\s*[-–]\s*\d{1,2}[:.]\d{2})?$/;

/** Countries whose national forms are tried for a short run (the families' main countries). */
const COUNTRIES = ['NG', 'GB', 'US', 'CA', 'IE', 'SA', 'AE', 'DE', 'FR'] as const;

/**
 * Counting, one digit at a time from 0 or 1 ("واحد، اثنين، ثلاثة… سبعة": how a child learns to
 * count), once number words are digits: "1، 2، 3، 4، 5، 6، 7".
 */
function isCount(groups: readonly string[]): boolean {
  const first = Number(groups[0]);
  return first <= 1 && groups.every((group, i) => group === String(first + i));
}

/** Years, a date, a time, money or a count: numbers families write that are not phone numbers. */
function isOrdinaryNumber(run: string, before: string, after: string): boolean {
  const groups = run.match(/\d+/g) ?? [];
  return (
    groups.every((group) => YEAR.test(group)) ||
    isCount(groups) ||
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

function countDigits(value: string, from = 0, to = value.length): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) count += 1;
  }
  return count;
}

/** The first phone number in `text`, as offsets into it. */
export function findPhone(text: MappedText): Hit | null {
  const value = text.text;
  if (countDigits(value) < 7) return null;

  for (let from = 0; from < value.length; from += 1) {
    const code = value.charCodeAt(from);
    if (code < 48 || code > 57) continue;
    RUN.lastIndex = from;
    RUN.test(value); // a digit is a run by itself
    const to = RUN.lastIndex;
    const digits = countDigits(value, from, to);
    if (digits >= 7) {
      const run = value.slice(from, to);
      const lead = /[+(]\s*$/.exec(value.slice(Math.max(0, from - 3), from))?.[0] ?? '';
      const ordinary = isOrdinaryNumber(
        run,
        value.slice(Math.max(0, from - 6), from),
        value.slice(to, to + 12),
      );
      if (!ordinary && (digits >= 10 || validNumber(lead + run))) {
        return { from: from - lead.length, to };
      }
    }
    from = to - 1;
  }
  return null;
}
