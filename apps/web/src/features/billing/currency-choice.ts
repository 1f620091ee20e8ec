import type { Currency } from '@waliyy/contract/plans';

// Which currency the upgrade page offers first. The spec's helper says the default locale,
// en-NG, gives naira (§9); a browser that says it is in Britain or the United States starts on
// pounds or dollars, and anything else on naira, the product's home currency. The family can
// always switch.

export const CURRENCY_ORDER: readonly Currency[] = ['NGN', 'USD', 'GBP'];

const BY_REGION: Record<string, Currency> = { NG: 'NGN', GB: 'GBP', US: 'USD' };

export function defaultCurrency(
  languages: readonly string[],
  offered: readonly Currency[],
): Currency | undefined {
  for (const language of languages) {
    const region = language.split('-')[1]?.toUpperCase();
    const currency = region ? BY_REGION[region] : undefined;
    if (currency && offered.includes(currency)) return currency;
  }
  return offered.includes('NGN') ? 'NGN' : offered[0];
}

export const CURRENCY_NAMES: Record<Currency, string> = {
  NGN: 'Naira',
  USD: 'US dollars',
  GBP: 'Pounds',
};

/** The currency inside a sentence ('Payments in pounds are not open yet'). */
export const CURRENCY_IN_WORDS: Record<Currency, string> = {
  NGN: 'naira',
  USD: 'US dollars',
  GBP: 'pounds',
};

/**
 * The checkouts that take each currency (DECISIONS 12): card through Paystack, or PayPal. A
 * plan offers only those its `providers` name: the ones this server can take it through now.
 */
export const CHECKOUTS: Record<
  Currency,
  readonly { provider: 'paystack' | 'paypal'; label: string }[]
> = {
  NGN: [{ provider: 'paystack', label: 'Pay with card' }],
  USD: [
    { provider: 'paystack', label: 'Pay with card' },
    { provider: 'paypal', label: 'Pay with PayPal' },
  ],
  GBP: [{ provider: 'paypal', label: 'Pay with PayPal' }],
};
