// Money is counted in integer minor units (kobo, cents, pence); text in major units is
// converted digit by digit, never through a float (decision 038).

const MAJOR = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** '25' → 2500, '19.9' → 1990, '0.05' → 5; anything else (or a third decimal) → null. */
export function parseMajorUnits(text: string): number | null {
  const match = MAJOR.exec(text.trim());
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** 2500 → '25.00': the decimal string PayPal's amounts take. */
export function formatMajorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`bad amount ${minor}`);
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** Minor units to the major-unit number the wire carries (10000 means ₦10,000). */
export const toMajorUnits = (minor: number) => minor / 100;
