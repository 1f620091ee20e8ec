import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The web's words in a language, looked up by their English (decision 070): a journey written
// against the English screens runs again in Hausa or Arabic with `say('First name')` in place
// of 'First name'. A word no catalog has fails at once: the journey is then not "entirely" in
// that language.

export type Language = 'en' | 'ha' | 'yo' | 'ar';
export type Say = (english: string, values?: Readonly<Record<string, string | number>>) => string;

const here = dirname(fileURLToPath(import.meta.url));
const catalogDir = join(here, '../../apps/web/src/i18n/catalogs');
/** The free-text fields' words, one catalog per language the web and the e-mails share (decision 079). */
const fieldNamesDir = join(here, '../../packages/contract/src/field-names');

/** Every catalog of a language in one: public, site, the signed-in parts and the fields' words. */
export function catalog(language: Language): Record<string, string> {
  const dir = join(catalogDir, language);
  const files = [
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(dir, file)),
    ...readdirSync(join(dir, 'app')).map((file) => join(dir, 'app', file)),
    join(fieldNamesDir, `${language}.json`),
  ];
  return Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
  );
}

/**
 * Fills `{name}` values, and picks a `{gender, select, female {…} other {…}}` case by its value
 * (else `other`; decision 076). A plural is asked for by key, with `sayKey`.
 */
function fill(message: string, values: Readonly<Record<string, string | number>> = {}): string {
  const selected = message.replace(
    /\{\s*(\w+)\s*,\s*select\s*,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g,
    (_whole, name: string, cases: string) => {
      const bodies = new Map(
        [...cases.matchAll(/(\w+)\s*\{([^{}]*)\}/g)].map((c) => [c[1] ?? '', c[2] ?? '']),
      );
      return bodies.get(String(values[name] ?? 'other')) ?? bodies.get('other') ?? '';
    },
  );
  return selected.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `say(english)`: the message of the language whose English is `english` (throws if none). */
export function wordsFor(language: Language): { say: Say; sayKey: Say } {
  const english = catalog('en');
  const target = catalog(language);
  const keysByEnglish = new Map<string, string[]>();
  for (const [key, message] of Object.entries(english)) {
    // Words said apart on purpose (the catalog test's glossary allows them): ask by key.
    if (key.includes('.inWords.') || key.endsWith('Short')) continue;
    keysByEnglish.set(message, [...(keysByEnglish.get(message) ?? []), key]);
  }
  const sayKey: Say = (key, values) => {
    const message = target[key];
    if (message === undefined) throw new Error(`No message ${key} in ${language}`);
    return fill(message, values);
  };
  const say: Say = (text, values) => {
    const keys = keysByEnglish.get(text);
    if (!keys) throw new Error(`No catalog message reads "${text}" in English`);
    const said = new Set(keys.map((key) => target[key]));
    if (said.size > 1) {
      throw new Error(`"${text}" is ${keys.join(', ')}, said apart in ${language}: use sayKey`);
    }
    return sayKey(keys[0] ?? '', values);
  };
  return { say, sayKey };
}
