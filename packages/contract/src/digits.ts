// Digits as people type them (decision 45): Arabic-Indic (U+0660–0669), Eastern Arabic or
// Persian (U+06F0–06F9) and full-width (U+FF10–FF19) digits are digits in every numeric input.
// No dependencies: the web's entry may import it.

const ZEROS = [0x0660, 0x06f0, 0xff10] as const;
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;

/** '٢٠' → '20', '۱۷۵' → '175', '０８０３' → '0803'; every other character is kept as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/** A number in any digits, its Arabic decimal separator '٫' (U+066B) read as '.'. */
export const toNumberText = (text: string): string => toAsciiDigits(text).replace(/\u066b/g, '.');

/** For z.preprocess: a non-blank string as the number it spells in any digits; else as it came. */
export const numberFromText = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() !== '' ? Number(toNumberText(v)) : v;
