import { currencySymbol, formatAmount } from '@waliyy/contract/currency';
import type { Language } from '@waliyy/contract/languages';
import { activeLanguage } from '../i18n/i18n';

// Numbers and money in the language shown (decision 070, "Option labels, dates and money").
// One rule for the whole web: Latin digits (0–9) in every language, Arabic included — as
// Chromium and Node already write Arabic, as people type ages and heights into the forms, and
// as phone numbers, display ids and prices are written; `-u-nu-latn` pins it for a browser
// whose Arabic would default to Arabic-Indic digits. Phone numbers, e-mail addresses and
// display ids are never formatted.

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

/** A count or measure with at most `decimals` decimals: '10,000', '1.65'. */
export function formatNumber(
  value: number,
  decimals = 0,
  language: Language = activeLanguage(),
): string {
  const exact = Number(value.toFixed(decimals));
  return numberFormat(language, Number.isInteger(exact) ? 0 : decimals).format(exact);
}

/**
 * A price: '₦10,000', '£20', '$25.50' in every language. The symbol is the spec's (NGN ₦, USD $,
 * else £) and comes first, the amount left to right inside an Arabic sentence too; the digits
 * and separators are the language's (Latin digits, see above). English is the contract's
 * `formatAmount`, unchanged.
 */
export function formatPrice(
  amount: number,
  currency: string,
  language: Language = activeLanguage(),
): string {
  const english = formatAmount(amount, currency); // throws on a negative or non-finite amount
  if (language === 'en') return english;
  return `${currencySymbol(currency)}${formatNumber(amount, 2, language)}`;
}
