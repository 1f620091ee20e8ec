import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@waliyy/contract/languages';
import { messageIds } from '@waliyy/contract/message-ids';
import { messageValues, sourceText } from '@waliyy/contract/testing-catalogs';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../scripts/catalog-plugin';
import { messageKey } from '../lib/known-messages';
import { GENDERED_KEYS } from './gendered-keys';
import MISSING from './missing-translations.json' with { type: 'json' };

// Every language says everything English says, and nothing nobody asks for (decision 070).

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogDir = path.join(here, 'catalogs');
const srcDir = path.join(here, '..');
/**
 * The free-text fields' words, which the contract keeps for the web and the e-mails (decision 079):
 * `field-names`, downloaded with `app` (app-catalogs.ts).
 */
const FIELD_NAMES = 'field-names';
const fieldNamesDir = path.join(here, '../../../../packages/contract/src/field-names');
// `public`, `site`, the signed-in pages' parts: `app/<part>` (catalog-loader.ts), and the field names.
const catalogNames = (language: string) => [
  ...readdirSync(path.join(catalogDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace('.json', '')),
  ...readdirSync(path.join(catalogDir, language, 'app')).map(
    (file) => `app/${file.replace('.json', '')}`,
  ),
  ...(existsSync(path.join(fieldNamesDir, `${language}.json`)) ? [FIELD_NAMES] : []),
];
const AREAS = catalogNames('en');

/**
 * The keys a language may lack for now (decision 078): each shows in English until translated.
 * The list may only shrink: a listed key that has a translation fails below, as does a missing
 * key that is not listed.
 */
const missing = (language: string): string[] =>
  (MISSING as Record<string, string[] | undefined>)[language] ?? [];

const catalogFile = (language: string, area: string) =>
  area === FIELD_NAMES
    ? path.join(fieldNamesDir, `${language}.json`)
    : path.join(catalogDir, language, `${area}.json`);
const read = (language: string, area: string) =>
  JSON.parse(readFileSync(catalogFile(language, area), 'utf8')) as Record<string, string>;

describe('the catalogs', () => {
  it('have the same areas in every language', () => {
    for (const language of LANGUAGES) {
      expect(catalogNames(language).sort(), language).toEqual([...AREAS].sort());
    }
  });

  it('name each key of a part of `app` after its part, once in all the catalogs', () => {
    // `likes.title` lives in app/likes.json: two parts, translated apart, cannot take one key.
    const seen = new Map<string, string>();
    for (const area of AREAS) {
      for (const key of Object.keys(read('en', area))) {
        if (area.startsWith('app/')) expect(key, area).toMatch(new RegExp(`^${area.slice(4)}\\.`));
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it.each(AREAS)(
    '%s: every language has exactly the English keys but its listed missing ones, taking the same values',
    (area) => {
      const english = read('en', area);
      for (const language of LANGUAGES) {
        const catalog = read(language, area);
        const lacking = new Set(missing(language));
        expect(Object.keys(catalog).sort(), `${language}/${area}`).toEqual(
          Object.keys(english)
            .filter((key) => !lacking.has(key))
            .sort(),
        );
        for (const [key, message] of Object.entries(catalog)) {
          expect(message.trim(), `${language}/${area}: ${key} is empty`).not.toBe('');
          // A language that marks gender may ask for `gender` where English does not (decision 46).
          const gendered = (GENDERED_KEYS as readonly string[]).includes(key);
          const values = (text: string) =>
            messageValues(text).filter((name) => !gendered || name !== 'gender');
          expect(values(message), `${language}/${area}: ${key}`).toEqual(
            values(english[key] ?? ''),
          );
        }
        // Compiles (a broken ICU message throws, naming its key).
        compileCatalog(JSON.stringify(catalog), `${language}/${area}.json`);
      }
    },
  );

  it('lists as missing only English keys a language lacks, once each (the list only shrinks)', () => {
    const english = new Set(AREAS.flatMap((area) => Object.keys(read('en', area))));
    expect(Object.keys(MISSING).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
    for (const language of LANGUAGES) {
      const has = new Set(AREAS.flatMap((area) => Object.keys(read(language, area))));
      const listed = missing(language);
      expect(new Set(listed).size, `${language}: a key listed twice`).toBe(listed.length);
      for (const key of listed) {
        expect(english.has(key), `${language}: ${key} is no English key`).toBe(true);
        // Translated now: take it off the list, so the list only shrinks.
        expect(has.has(key), `${language}: ${key} is translated, remove it from the list`).toBe(
          false,
        );
      }
    }
  });

  it('says one English message one way in each language (a glossary kept by the catalogs)', () => {
    // 'Likes' in the menu, the page's title and the home page's guide; 'Cancel' in every dialog:
    // one word each, so a family meets the same word everywhere (and the e2e journeys can look a
    // word up by its English). Words set inside a sentence (`inWords`) may take another case, and
    // a short label (`…Short`, a phone's bottom bar) may be shorter than the word it stands for.
    const english = Object.assign({}, ...AREAS.map((area) => read('en', area))) as Record<
      string,
      string
    >;
    for (const language of LANGUAGES) {
      const catalog = Object.assign({}, ...AREAS.map((area) => read(language, area))) as Record<
        string,
        string
      >;
      const said = new Map<string, string>();
      for (const [key, message] of Object.entries(english)) {
        if (key.includes('.inWords.') || key.endsWith('Short')) continue;
        // A key still missing in this language (missing-translations.json) says nothing yet.
        if (catalog[key] === undefined) continue;
        const first = said.get(message);
        if (first === undefined) said.set(message, key);
        else
          expect(catalog[key], `${language}: ${key} and ${first} read "${message}"`).toBe(
            catalog[first],
          );
      }
    }
  });

  it('holds no key that no source file asks for', () => {
    const source = sourceText(srcDir, ['catalogs']);
    // A contract message's key is asked for by its id (decision 078: lib/known-messages.ts's rule).
    const byId = new Set<string>(messageIds().map(messageKey));
    // The field names are asked for by field (`fieldLabel`, `fieldName`): the contract's test holds
    // them to its list of fields.
    const unused = AREAS.filter((area) => area !== FIELD_NAMES)
      .flatMap((area) => Object.keys(read('en', area)))
      .filter(
        (key) => !byId.has(key) && !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
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
