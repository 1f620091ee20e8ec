import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@waliyy/contract/languages';
import { messageValues, sourceText } from '@waliyy/contract/testing-catalogs';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/catalog-plugin';

// Every language says everything English says, and nothing nobody asks for (issue 26).

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogDir = path.join(here, 'catalogs');
const srcDir = path.join(here, '..');
const AREAS = readdirSync(path.join(catalogDir, 'en')).map((file) => file.replace('.json', ''));

const read = (language: string, area: string) =>
  JSON.parse(readFileSync(path.join(catalogDir, language, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the catalogs', () => {
  it('have the same areas in every language', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(path.join(catalogDir, language)).sort(), language).toEqual(
        AREAS.map((area) => `${area}.json`).sort(),
      );
    }
  });

  it.each(AREAS)(
    '%s: every language has exactly the English keys, taking the same values',
    (area) => {
      const english = read('en', area);
      for (const language of LANGUAGES) {
        const catalog = read(language, area);
        expect(Object.keys(catalog).sort(), `${language}/${area}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, message] of Object.entries(catalog)) {
          expect(message.trim(), `${language}/${area}: ${key} is empty`).not.toBe('');
          expect(messageValues(message), `${language}/${area}: ${key}`).toEqual(
            messageValues(english[key] ?? ''),
          );
        }
        // Compiles (a broken ICU message throws, naming its key).
        compileCatalog(JSON.stringify(catalog), `${language}/${area}.json`);
      }
    },
  );

  it('holds no key that no source file asks for', () => {
    const source = sourceText(srcDir, ['catalogs']);
    const unused = AREAS.flatMap((area) => Object.keys(read('en', area))).filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });

  it('keeps the entry chunk’s words plain: text and plain values only, no plurals or formats', () => {
    // The `public` area is drawn before Lingui has arrived (i18n.ts).
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(read(language, 'public'))) {
        expect(message, `${language}: ${key}`).not.toMatch(/\{\s*\w+\s*,/);
      }
    }
  });
});
