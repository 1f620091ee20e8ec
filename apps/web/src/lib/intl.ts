import { formatNumberIn, formatPriceIn } from '@waliyy/contract/formats';
import type { Language } from '@waliyy/contract/languages';
import { activeLanguage } from '../i18n/i18n';

// Numbers and money in the language shown (decision 070, "Option labels, dates and money"). The
// formatters are the contract's (formats.ts), shared with the API's e-mails; these default the
// language to the one the page shows.

/**
 * A count or measure with at most `decimals` decimals: '10,000', '1.65'.
 * @internal No page shows a plain number yet; only its test uses it (decision 081: to go unless
 * one does).
 */
export function formatNumber(
  value: number,
  decimals = 0,
  language: Language = activeLanguage(),
): string {
  return formatNumberIn(language, value, decimals);
}

/** A price: '₦10,000', '£20', '$25.50' in every language (see formatPriceIn). */
export function formatPrice(
  amount: number,
  currency: string,
  language: Language = activeLanguage(),
): string {
  return formatPriceIn(language, amount, currency);
}
