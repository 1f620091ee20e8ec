import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arabicBrandProse } from '@waliyy/contract/testing-catalogs';
import { describe, expect, it } from 'vitest';

// Decision 47: the brand is "Waliyy" in Latin letters in every language. In Arabic «وليّ» is the
// guardian, so Arabic prose never names the product with it.

const catalogDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogs');
const AREAS = [
  'public',
  'site',
  ...readdirSync(path.join(catalogDir, 'en', 'app')).map((file) => `app/${file.slice(0, -5)}`),
];
const read = (language: string, area: string) =>
  JSON.parse(readFileSync(path.join(catalogDir, language, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the brand in the web catalogs (decision 47)', () => {
  it.each(['ha', 'yo', 'ar'])('%s says "Waliyy" wherever English does', (language) => {
    const missing = AREAS.flatMap((area) => {
      const english = read('en', area);
      const catalog = read(language, area);
      return Object.keys(english).filter(
        (key) => english[key]?.includes('Waliyy') && !catalog[key]?.includes('Waliyy'),
      );
    });
    expect(missing).toEqual([]);
  });

  it('Arabic never names the product «وليّ»', () => {
    const found = AREAS.flatMap((area) =>
      Object.entries(read('ar', area))
        .filter(([, message]) => arabicBrandProse(message).length > 0)
        .map(([key, message]) => `${area} ${key}: ${message}`),
    );
    expect(found).toEqual([]);
  });

  it('knows the prose it looks for, and leaves the guardian alone', () => {
    for (const prose of ['تم إنشاء حسابك في وليّ.', 'جديد على وليّ؟', 'وليّ — زواج', 'من وليّ']) {
      expect(arabicBrandProse(prose), prose).not.toEqual([]);
    }
    for (const guardian of ['مع وليّ أمرها', 'بقيادة الوليّ', 'عبر وليّ الأمر', 'وليّكِ']) {
      expect(arabicBrandProse(guardian), guardian).toEqual([]);
    }
  });
});
