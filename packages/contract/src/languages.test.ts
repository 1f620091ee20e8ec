import { describe, expect, it } from 'vitest';
import { LANGUAGE_DIRECTIONS, LANGUAGES, pickLanguage } from './languages';

describe('languages', () => {
  it('picks the first language the product speaks, on the primary subtag, else English', () => {
    expect(pickLanguage(['fr-FR', 'ha-NG', 'en'])).toBe('ha');
    expect(pickLanguage(['AR', 'en-GB'])).toBe('ar');
    expect(pickLanguage(['yo_NG'])).toBe('yo');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('writes Arabic alone right to left', () => {
    expect(LANGUAGES.filter((language) => LANGUAGE_DIRECTIONS[language] === 'rtl')).toEqual(['ar']);
  });
});
