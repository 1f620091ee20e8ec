import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount } from './currency';

describe('currencySymbol', () => {
  it('maps NGN to ₦, USD to $ and anything else to £', () => {
    expect(currencySymbol('NGN')).toBe('₦');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('£');
    expect(currencySymbol('')).toBe('£');
  });
});

describe('formatAmount', () => {
  it.each([
    [0, 'NGN', '₦0'],
    [10000, 'NGN', '₦10,000'],
    [10000.0, 'NGN', '₦10,000'],
    [25.5, 'USD', '$25.50'],
    [12, 'GBP', '£12'],
    [1234.5, 'GBP', '£1,234.50'],
    [99.99, 'USD', '$99.99'],
    [0.5, 'USD', '$0.50'],
    [1_000_000, 'NGN', '₦1,000,000'],
    [1234567.89, 'NGN', '₦1,234,567.89'],
  ])('formats %s %s as %s', (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });

  it('rounds to two decimals, dropping a .00 the rounding produces', () => {
    expect(formatAmount(1.234, 'USD')).toBe('$1.23');
    expect(formatAmount(1.236, 'USD')).toBe('$1.24');
    expect(formatAmount(0.999, 'USD')).toBe('$1');
    expect(formatAmount(0.001, 'NGN')).toBe('₦0');
  });

  it('drops only a trailing .00, never other zeros', () => {
    expect(formatAmount(100, 'GBP')).toBe('£100');
    expect(formatAmount(100.1, 'GBP')).toBe('£100.10');
    expect(formatAmount(1000.05, 'GBP')).toBe('£1,000.05');
  });

  it('prints negative zero as zero', () => {
    expect(formatAmount(-0, 'NGN')).toBe('₦0');
  });

  it('throws a RangeError for a negative or non-finite amount', () => {
    expect(() => formatAmount(-1, 'NGN')).toThrow(RangeError);
    expect(() => formatAmount(-0.01, 'USD')).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN, 'NGN')).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY, 'NGN')).toThrow(RangeError);
  });
});
