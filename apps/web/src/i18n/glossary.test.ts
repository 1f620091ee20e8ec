import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@waliyy/contract/languages';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

// One term per thing per language (glossary.json): no web or e-mail catalog of a language says a
// word its glossary avoids, and each chosen word is one the catalogs really say.

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogDir = path.join(here, 'catalogs');
const emailDir = path.join(here, '../../../api/src/i18n/catalogs');
/** The free-text fields' words, the web's and the e-mails' (decision 079). */
const fieldNamesDir = path.join(here, '../../../../packages/contract/src/field-names');
const AREAS = [
  'public',
  'site',
  ...readdirSync(path.join(catalogDir, 'en', 'app')).map((file) => `app/${file.slice(0, -5)}`),
];
/** `allow`: keys where an avoided word means something else (Hausa 'share' a form: clear it). */
type Entry = { use: string | null; avoid?: string[]; allow?: string[]; note?: string };
const THINGS = Object.entries(glossary).filter(([thing]) => thing !== '$comment') as [
  string,
  Partial<Record<string, Entry>>,
][];

/** Every message of a language, web and e-mail, as `where: text`, case and Unicode form aside. */
function messages(language: string): string[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const all = [
    ...AREAS.map((area) => [area, read(path.join(catalogDir, language, `${area}.json`))] as const),
    ['e-mails', read(path.join(emailDir, `${language}.json`))] as const,
    ['field-names', read(path.join(fieldNamesDir, `${language}.json`))] as const,
  ];
  return all.flatMap(([where, catalog]) =>
    Object.entries(catalog).map(([key, text]) => `${where} ${key}: ${fold(text)}`),
  );
}
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();
/** `term` starting a word (Hausa adds endings: share → sharewa). */
const says = (text: string, term: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${fold(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(
    text,
  );

describe('the glossary (decision 46)', () => {
  it('names only the four languages', () => {
    for (const [thing, entries] of THINGS) {
      for (const language of Object.keys(entries)) {
        expect(LANGUAGES as readonly string[], thing).toContain(language);
      }
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s says no word its glossary avoids, and says each word it chose',
    (language) => {
      const texts = messages(language);
      for (const [thing, entries] of THINGS) {
        const entry = entries[language];
        if (!entry) continue;
        for (const term of entry.avoid ?? []) {
          expect(
            texts.filter(
              (text) =>
                says(text.slice(text.indexOf(': ') + 2), term) &&
                !entry.allow?.some((key) => text.includes(` ${key}: `)),
            ),
            `${language} ${thing}: "${term}"`,
          ).toEqual([]);
        }
        if (entry.use) {
          expect(
            texts.some((text) => says(text, entry.use ?? '')),
            `${language} ${thing}: "${entry.use}"`,
          ).toBe(true);
        }
      }
    },
  );
});
