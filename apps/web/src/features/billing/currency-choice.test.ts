import { describe, expect, it } from 'vitest';
import { currencyForPhone, defaultCurrency } from './currency-choice';

const ALL = ['NGN', 'USD', 'GBP'] as const;
const byLocale = (languages: string[], offered: readonly ('NGN' | 'USD' | 'GBP')[] = ALL) =>
  defaultCurrency({ languages }, offered);

describe('defaultCurrency', () => {
  it('starts a Nigerian browser, and the default en-NG locale, on naira', () => {
    expect(byLocale(['en-NG'])).toBe('NGN');
    expect(byLocale(['yo-NG', 'en-GB'])).toBe('NGN');
  });

  it('starts British and American browsers on their own currency', () => {
    expect(byLocale(['en-GB', 'en'])).toBe('GBP');
    expect(byLocale(['en-US'])).toBe('USD');
  });

  it('falls back to naira, or the first currency on sale', () => {
    expect(byLocale(['fr-FR', 'ar'])).toBe('NGN');
    expect(byLocale([])).toBe('NGN');
    expect(byLocale(['en-GB'], ['NGN', 'USD'])).toBe('NGN');
    expect(byLocale(['en'], ['USD', 'GBP'])).toBe('USD');
    expect(byLocale(['en'], [])).toBeUndefined();
  });

  it("starts a naira family on naira whatever its browser says: the account holder's phone country first (decision 021)", () => {
    expect(defaultCurrency({ phone: '+2348031234567', languages: ['en-US'] }, ALL)).toBe('NGN');
    expect(defaultCurrency({ phone: '+447700900456', languages: ['en-NG'] }, ALL)).toBe('GBP');
    expect(defaultCurrency({ phone: '+12025550143', languages: ['en-GB'] }, ALL)).toBe('USD');
    // The payer's phone counts before where the single lives.
    expect(
      defaultCurrency(
        { phone: '+2348031234567', residences: ['United Kingdom'], languages: [] },
        ALL,
      ),
    ).toBe('NGN');
  });

  it("then where the singles live (the active single first), then the browser's locale", () => {
    const irish = '+353861234567';
    expect(
      defaultCurrency({ phone: irish, residences: ['Nigeria'], languages: ['en-US'] }, ALL),
    ).toBe('NGN');
    expect(
      defaultCurrency(
        { phone: irish, residences: ['Ireland', 'Scotland', 'Nigeria'], languages: ['en-US'] },
        ALL,
      ),
    ).toBe('GBP');
    expect(
      defaultCurrency({ phone: irish, residences: ['United States'], languages: [] }, ALL),
    ).toBe('USD');
    expect(
      defaultCurrency({ phone: irish, residences: ['Ireland'], languages: ['en-US'] }, ALL),
    ).toBe('USD');
    expect(defaultCurrency({ phone: irish, residences: ['Ireland'], languages: ['en'] }, ALL)).toBe(
      'NGN',
    );
    // A hint in a currency not on sale is passed over.
    expect(
      defaultCurrency({ phone: '+447700900456', residences: ['Nigeria'], languages: [] }, [
        'NGN',
        'USD',
      ]),
    ).toBe('NGN');
  });

  it('reads the calling code of a stored phone', () => {
    expect(currencyForPhone('+2348031234567')).toBe('NGN');
    expect(currencyForPhone('+44 7700 900456')).toBe('GBP');
    expect(currencyForPhone('+1-202-555-0143')).toBe('USD');
    expect(currencyForPhone('+353861234567')).toBeUndefined();
    expect(currencyForPhone(null)).toBeUndefined();
    expect(currencyForPhone('')).toBeUndefined();
  });
});
