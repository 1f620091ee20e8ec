import { formatDayIn, formatMonthYearIn } from '@waliyy/contract/formats';
import type { Language } from '@waliyy/contract/languages';
import { activeLanguage } from '../i18n/i18n';

// Dates as the pages print them, in the language shown (decision 070, "Option labels, dates
// and money"). The formatters are the contract's (formats.ts), shared with the API's e-mails.

/**
 * A day: 'Nov 03, 2026' in English (the billing format 'MMM DD, YYYY', product.md §9),
 * '3 Nuwamba, 2026', '3 Oṣù Bélú 2026', '3 نوفمبر 2026'; in the reader's time zone unless one
 * is given (tests fix it).
 */
export function formatBillingDate(
  iso: string,
  timeZone?: string,
  language: Language = activeLanguage(),
): string {
  return formatDayIn(language, new Date(iso), timeZone);
}

/** A month of a year (1–12): 'March 1998', 'Maris 1998', 'Oṣù Ẹrẹ̀nà 1998', 'مارس 1998'. */
export function formatMonthYear(
  year: number,
  month: number,
  language: Language = activeLanguage(),
): string {
  return formatMonthYearIn(language, year, month);
}
