import { LANGUAGES } from '@waliyy/contract';
import { arabicBrandProse } from '@waliyy/contract/testing-catalogs';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS } from './email-text';

/** The server's own keys (a field's name is the contract's, field-names.test.ts). */
type OwnKey = keyof (typeof EMAIL_CATALOGS)['en'];

// Decision 47: the e-mails name the product "Waliyy" in Latin letters in every language; in
// Arabic «وليّ» is the guardian, never the product.

const english = EMAIL_CATALOGS.en;
const keys = Object.keys(english) as OwnKey[];

describe('the brand in the e-mail catalogs (decision 47)', () => {
  it('says "Waliyy" wherever English does, in every language', () => {
    for (const language of LANGUAGES) {
      const missing = keys.filter(
        (key) =>
          english[key].includes('Waliyy') && !EMAIL_CATALOGS[language][key].includes('Waliyy'),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('never names the product «وليّ» in Arabic', () => {
    const found = keys.filter((key) => arabicBrandProse(EMAIL_CATALOGS.ar[key]).length > 0);
    expect(found).toEqual([]);
  });
});
