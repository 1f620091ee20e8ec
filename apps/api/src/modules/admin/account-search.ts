// What the console's account search box was given (decision 024): a phone number, a
// single's display id, or text (an e-mail, a guardian's or a single's name). Pure: tested alone.
import { toAsciiDigits } from '@waliyy/contract/digits';

/** Country codes a local number ('0803…', '07…') is tried with: Nigeria, then the UK. */
const LOCAL_COUNTRY_CODES = ['234', '44'] as const;

/**
 * The stored phone prefixes ('+' and digits) a typed number may start: '+234 803-123' and
 * '234803123' → '+234803123'; '00234803…' → '+234803…'; a local '0803…' → '+234803…' and
 * '+44803…'. A number saved with its trunk 0 kept ('+2340803…', which the contract accepts) is
 * found too: each form with a known country code is also tried with the 0 after the code, or
 * without it when typed with it. Null when the text is not a number (letters, or fewer than 3
 * digits).
 */
export function phonePrefixes(q: string): string[] | null {
  // Arabic-Indic, Persian and full-width digits are digits too (decision 074).
  const text = toAsciiDigits(q).trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const forms = text.startsWith('+')
    ? [`+${digits}`]
    : digits.startsWith('00')
      ? [`+${digits.slice(2)}`]
      : digits.startsWith('0')
        ? LOCAL_COUNTRY_CODES.map((cc) => `+${cc}${digits.slice(1)}`)
        : [`+${digits}`];
  return [...new Set(forms.flatMap(withTrunkZero))];
}

/** '+234803…' and '+2340803…' (either typed): the form, then its twin with or without the 0. */
function withTrunkZero(form: string): string[] {
  const cc = LOCAL_COUNTRY_CODES.find((code) => form.startsWith(`+${code}`));
  if (!cc) return [form];
  const rest = form.slice(cc.length + 1);
  // Nothing after the code, or only its 0: no twin (it would only widen the search).
  if (rest === '' || rest === '0') return [form];
  return [form, rest.startsWith('0') ? `+${cc}${rest.slice(1)}` : `+${cc}0${rest}`];
}

/** Letters and digits of display ids (display-id.ts): no 0/O, 1/I/L. */
const DISPLAY_ID = /^(?:WY-?)?([2-9A-HJ-KMNP-Z]{8})$/;

/** 'WY-7K3M9QAR' for 'wy-7k3m9qar', 'WY7K3M9QAR' or '7K3M9QAR'; null for anything else. */
export function displayIdOf(q: string): string | null {
  const match = DISPLAY_ID.exec(q.trim().toUpperCase());
  return match ? `WY-${match[1]}` : null;
}

/** Escapes LIKE's wildcards so the search is a plain prefix, lower-cased. */
export const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AccountSearch =
  | { kind: 'phone'; prefixes: string[] }
  | { kind: 'text'; prefix: string; displayId: string | null };

/** How to search for `q` (trimmed, non-empty). */
export function accountSearchOf(q: string): AccountSearch {
  const prefixes = phonePrefixes(q);
  if (prefixes) return { kind: 'phone', prefixes };
  return { kind: 'text', prefix: likePrefix(q.trim()), displayId: displayIdOf(q) };
}
