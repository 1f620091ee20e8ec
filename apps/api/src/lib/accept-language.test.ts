import { pickLanguage } from '@waliyy/contract';
import { describe, expect, it } from 'vitest';
import { acceptLanguageTags } from './accept-language';

describe('acceptLanguageTags', () => {
  it('orders the tags by weight, keeping the header order among equals', () => {
    expect(acceptLanguageTags('yo-NG,en')).toEqual(['yo-NG', 'en']);
    expect(acceptLanguageTags('en;q=0.5, ha-NG;q=0.9, ar')).toEqual(['ar', 'ha-NG', 'en']);
    expect(pickLanguage(acceptLanguageTags('fr-FR, en;q=0.8, yo;q=0.9'))).toBe('yo');
  });

  it('leaves out refused (q=0), wildcard and empty tags; none at all is English', () => {
    expect(acceptLanguageTags('ha;q=0, *, , en')).toEqual(['en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(pickLanguage(acceptLanguageTags('de, fr;q=abc'))).toBe('en');
  });
});
