// Money as the pages show it (product.md §3 Plan, §9). No zod here: the public pricing page imports
// this module and must stay small (decision 057).

/** NGN ₦, USD $, anything else £ — the spec's rule, so an unknown code still shows a symbol. */
export function currencySymbol(currency: string): string {
  if (currency === 'NGN') return '₦';
  if (currency === 'USD') return '$';
  return '£';
}

// Fixed to en-US digits whatever the visitor's locale: '10,000' is how the product writes
// naira amounts, and the same text on server and client keeps snapshots and tests stable.
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '₦10,000', '$25.50', '£12': thousands separators, two decimals, a trailing '.00' dropped.
 * Amounts are prices in major units (decision 038), never negative; a negative or non-finite
 * amount is a bug upstream, so it throws a RangeError rather than print '₦-5'.
 */
export function formatAmount(amount: number, currency: string): string {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`Cannot format ${amount} as a price`);
  }
  // abs: Intl prints -0 as '-0'.
  const digits = twoDecimals.format(Math.abs(amount)).replace(/\.00$/, '');
  return `${currencySymbol(currency)}${digits}`;
}
