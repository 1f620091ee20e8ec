// Numbers, money and days in a language, for the web pages and the API's e-mails alike (decision
// 070, "Option labels, dates and money"): one formatter, so a receipt reads as the billing page
// does. No zod here: the pricing page imports it through the web's lib/intl (decision 057).
//
// Latin digits (0–9) in every language, Arabic included — as Chromium and Node already write
// Arabic, as people type ages and heights into the forms, and as phone numbers, display ids and
// prices are written; `-u-nu-latn` pins it for a browser whose Arabic would default to
// Arabic-Indic digits. Phone numbers, e-mail addresses and display ids are never formatted.
import { currencySymbol, formatAmount } from './currency';
import type { Language } from './languages';

/** The locale Intl is asked for in `language`: English as the pages always wrote it. */
export function intlLocale(language: Language): string {
  if (language === 'en') return 'en-US';
  if (language === 'ar') return 'ar-u-nu-latn';
  return language;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, decimals: number): Intl.NumberFormat {
  const key = `${language}|${decimals}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, found);
  }
  return found;
}

/** A count or measure in `language` with at most `decimals` decimals: '10,000', '1.65'. */
export function formatNumberIn(language: Language, value: number, decimals = 0): string {
  const exact = Number(value.toFixed(decimals));
  return numberFormat(language, Number.isInteger(exact) ? 0 : decimals).format(exact);
}

/**
 * A price in `language`: '₦10,000', '£20', '$25.50' in every language. The symbol is the spec's
 * (NGN ₦, USD $, else £) and comes first, the amount left to right inside an Arabic sentence too;
 * the digits and separators are the language's (Latin digits, see above). English is
 * `formatAmount`, unchanged.
 */
export function formatPriceIn(language: Language, amount: number, currency: string): string {
  const english = formatAmount(amount, currency); // throws on a negative or non-finite amount
  if (language === 'en') return english;
  return `${currencySymbol(currency)}${formatNumberIn(language, amount, 2)}`;
}

// Hausa and Yoruba month names are CLDR's, shipped here: Chromium has no Hausa or Yoruba date
// data and would print English months (Node has them; both print these).
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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, found);
  }
  return found;
}

/** The day, month (1–12) and year of `date` in `timeZone` (the runtime's unless given). */
function calendarDay(date: Date, timeZone?: string) {
  const parts = dateFormat('en-US', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone })
    .formatToParts(date)
    .reduce<Record<string, number>>((found, part) => {
      if (part.type !== 'literal') found[part.type] = Number(part.value);
      return found;
    }, {});
  return { day: parts.day ?? 1, month: parts.month ?? 1, year: parts.year ?? 0 };
}

/**
 * A day in `language`: 'Nov 03, 2026' in English (the billing format 'MMM DD, YYYY', product.md
 * §9), '3 Nuwamba, 2026', '3 Oṣù Bélú 2026', '3 نوفمبر 2026'; in `timeZone` (the runtime's
 * unless given: the reader's on the web, UTC for the e-mails).
 */
export function formatDayIn(language: Language, date: Date, timeZone?: string): string {
  if (language === 'en') {
    return dateFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone,
    }).format(date);
  }
  if (language === 'ha' || language === 'yo') {
    const { day, month, year } = calendarDay(date, timeZone);
    const name = MONTHS[language][month - 1];
    return language === 'ha' ? `${day} ${name}, ${year}` : `${day} ${name} ${year}`;
  }
  return dateFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A month of a year (1–12) in `language`: 'March 1998', 'Maris 1998', 'مارس 1998'. */
export function formatMonthYearIn(language: Language, year: number, month: number): string {
  if (language === 'ha' || language === 'yo') return `${MONTHS[language][month - 1]} ${year}`;
  return dateFormat(language === 'en' ? 'en-GB' : intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
