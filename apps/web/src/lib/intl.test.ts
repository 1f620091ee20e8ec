import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { formatNumber, formatPrice } from './intl';

describe('formatPrice and formatNumber', () => {
  it('keeps English as the contract writes it', () => {
    expect(formatPrice(10000, 'NGN')).toBe('₦10,000');
    expect(formatPrice(25.5, 'USD')).toBe('$25.50');
    expect(formatPrice(20, 'GBP')).toBe('£20');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('writes Arabic amounts with the symbol first and Latin digits', async () => {
    await activateLanguage('ar');
    expect(formatPrice(10000, 'NGN')).toBe('₦10,000');
    expect(formatPrice(20, 'GBP')).toBe('£20');
    expect(formatPrice(15, 'USD')).toBe('$15');
    expect(formatPrice(25.5, 'USD')).toBe('$25.50');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(1.654, 2)).toBe('1.65');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('refuses a negative amount in any language', () => {
    expect(() => formatPrice(-5, 'NGN', 'ha')).toThrow(RangeError);
  });
});
