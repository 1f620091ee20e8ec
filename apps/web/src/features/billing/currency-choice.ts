import type { Currency } from '@waliyy/contract/plans';
import type { MessageKey } from '../../i18n/translate';

// Which currency the upgrade page offers first (decision 021). What the family tells us
// counts before what the browser says: the account holder's phone country (the one who pays),
// then where its singles live (the active single first), then the browser's locale (the
// spec's helper: en-NG gives naira, product.md §9), then naira, the product's home currency. A Nigerian
// family on an en-US browser so starts on naira, not dollars. The family can always switch.

export const CURRENCY_ORDER: readonly Currency[] = ['NGN', 'USD', 'GBP'];

const BY_REGION: Record<string, Currency> = { NG: 'NGN', GB: 'GBP', US: 'USD' };

/** International calling codes (E.164, as sign-up stores the phone: '+' and digits). */
const BY_CALLING_CODE: readonly (readonly [string, Currency])[] = [
  ['+234', 'NGN'],
  ['+44', 'GBP'],
  ['+1', 'USD'],
];

/** Countries of residence as the contract's list spells them (decision 063). */
const BY_COUNTRY: Record<string, Currency> = {
  Nigeria: 'NGN',
  'United Kingdom': 'GBP',
  England: 'GBP',
  Scotland: 'GBP',
  Wales: 'GBP',
  'Northern Ireland': 'GBP',
  'United States': 'USD',
};

export type CurrencyHints = {
  /** The account holder's phone number. */
  phone?: string | null;
  /** The singles' countries of residence, the active single first. */
  residences?: readonly string[];
  /** The browser's languages (`navigator.languages`). */
  languages: readonly string[];
};

export function currencyForPhone(phone: string | null | undefined): Currency | undefined {
  const number = phone?.replace(/[\s-]/g, '') ?? '';
  return BY_CALLING_CODE.find(([code]) => number.startsWith(code))?.[1];
}

function currencyForLanguages(languages: readonly string[]): Currency[] {
  return languages.flatMap((language) => {
    const region = language.split('-')[1]?.toUpperCase();
    const currency = region ? BY_REGION[region] : undefined;
    return currency ? [currency] : [];
  });
}

export function defaultCurrency(
  { phone, residences = [], languages }: CurrencyHints,
  offered: readonly Currency[],
): Currency | undefined {
  const candidates = [
    currencyForPhone(phone),
    ...residences.map((country) => BY_COUNTRY[country]),
    ...currencyForLanguages(languages),
    'NGN' as const,
  ];
  return (
    candidates.find((c): c is Currency => c !== undefined && offered.includes(c)) ?? offered[0]
  );
}

/** The currency's name on the picker (keys of the `billing` words, translated where shown). */
export const CURRENCY_NAMES: Record<Currency, MessageKey> = {
  NGN: 'billing.currency.name.NGN',
  USD: 'billing.currency.name.USD',
  GBP: 'billing.currency.name.GBP',
};

/** The currency inside a sentence ('Payments in pounds are not open yet'). */
export const CURRENCY_IN_WORDS: Record<Currency, MessageKey> = {
  NGN: 'billing.currency.inWords.NGN',
  USD: 'billing.currency.inWords.USD',
  GBP: 'billing.currency.inWords.GBP',
};

/**
 * The checkouts that take each currency (decision 038): card through Paystack, or PayPal. A
 * plan offers only those its `providers` name: the ones this server can take it through now.
 */
type Checkout = {
  provider: 'paystack' | 'paypal';
  label: MessageKey;
  /** The same while a plan runs: paying adds a year after it. */
  renewLabel: MessageKey;
};

// Written out in full, never lower-cased from `label`: provider names keep their own spelling
// ('PayPal', not 'paypal').
const CARD: Checkout = {
  provider: 'paystack',
  label: 'billing.checkout.card',
  renewLabel: 'billing.checkout.cardRenew',
};
const PAYPAL: Checkout = {
  provider: 'paypal',
  label: 'billing.checkout.paypal',
  renewLabel: 'billing.checkout.paypalRenew',
};

export const CHECKOUTS: Record<Currency, readonly Checkout[]> = {
  NGN: [CARD],
  USD: [CARD, PAYPAL],
  GBP: [PAYPAL],
};
