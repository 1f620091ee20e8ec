import type { Language } from '@waliyy/contract/languages';
import { activeLanguage } from '../i18n/i18n';
import { intlLocale } from './intl';

// Dates as the pages print them, in the language shown (decision 070, "Option labels, dates
// and money"). English is exactly what it was. Arabic is Intl's, with Latin digits. Hausa and
// Yoruba month names are CLDR's, shipped here: Chromium has no Hausa or Yoruba date data and
// would print English months.

const MONTHS: Record<'ha' | 'yo', readonly string[]> = {
  ha: [
    'Janairu',
    'Faburairu',
    'Maris',
    'Afirilu',
    'Mayu',
    'Yuni',
    'Yuli',
    'Agusta',
    'Satumba',
    'Oktoba',
    'Nuwamba',
    'Disamba',
  ],
  yo: [
    'Oṣù Ṣẹ́rẹ́',
    'Oṣù Èrèlè',
    'Oṣù Ẹrẹ̀nà',
    'Oṣù Ìgbé',
    'Oṣù Ẹ̀bibi',
    'Oṣù Òkúdu',
    'Oṣù Agẹmọ',
    'Oṣù Ògún',
    'Oṣù Owewe',
    'Oṣù Ọ̀wàrà',
    'Oṣù Bélú',
    'Oṣù Ọ̀pẹ̀',
  ],
};

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

/** The day, month (1–12) and year of `date` in `timeZone` (the reader's unless given). */
function calendarDay(date: Date, timeZone?: string) {
  const parts = format('en-US', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone })
    .formatToParts(date)
    .reduce<Record<string, number>>((found, part) => {
      if (part.type !== 'literal') found[part.type] = Number(part.value);
      return found;
    }, {});
  return { day: parts.day ?? 1, month: parts.month ?? 1, year: parts.year ?? 0 };
}

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
  const date = new Date(iso);
  if (language === 'en') {
    return format('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone }).format(
      date,
    );
  }
  if (language === 'ha' || language === 'yo') {
    const { day, month, year } = calendarDay(date, timeZone);
    const name = MONTHS[language][month - 1];
    return language === 'ha' ? `${day} ${name}, ${year}` : `${day} ${name} ${year}`;
  }
  return format(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A month of a year (1–12): 'March 1998', 'Maris 1998', 'Oṣù Ẹrẹ̀nà 1998', 'مارس 1998'. */
export function formatMonthYear(
  year: number,
  month: number,
  language: Language = activeLanguage(),
): string {
  if (language === 'ha' || language === 'yo') return `${MONTHS[language][month - 1]} ${year}`;
  return format(language === 'en' ? 'en-GB' : intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
