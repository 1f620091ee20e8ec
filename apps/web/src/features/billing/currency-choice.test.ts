import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './currency-choice';

const ALL = ['NGN', 'USD', 'GBP'] as const;

describe('defaultCurrency', () => {
  it('starts a Nigerian browser, and the default en-NG locale, on naira', () => {
    expect(defaultCurrency(['en-NG'], ALL)).toBe('NGN');
    expect(defaultCurrency(['yo-NG', 'en-GB'], ALL)).toBe('NGN');
  });

  it('starts British and American browsers on their own currency', () => {
    expect(defaultCurrency(['en-GB', 'en'], ALL)).toBe('GBP');
    expect(defaultCurrency(['en-US'], ALL)).toBe('USD');
  });

  it('falls back to naira, or the first currency on sale', () => {
    expect(defaultCurrency(['fr-FR', 'ar'], ALL)).toBe('NGN');
    expect(defaultCurrency([], ALL)).toBe('NGN');
    expect(defaultCurrency(['en-GB'], ['NGN', 'USD'])).toBe('NGN');
    expect(defaultCurrency(['en'], ['USD', 'GBP'])).toBe('USD');
    expect(defaultCurrency(['en'], [])).toBeUndefined();
  });
});
