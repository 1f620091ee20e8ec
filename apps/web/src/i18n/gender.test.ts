import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@waliyy/contract/languages';
import { sourceText } from '@waliyy/contract/testing-catalogs';
import { describe, expect, it } from 'vitest';
import { GENDERED_KEYS } from './gendered-keys';

// Decision 46: a message that speaks of a single follows that single's gender. Every message
// with a select on `gender` is listed in gendered-keys.ts, given `gender` where it is drawn, and
// says "she" for a woman in the languages that mark it.

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogDir = path.join(here, 'catalogs');
const AREAS = [
  'public',
  'site',
  ...readdirSync(path.join(catalogDir, 'en', 'app')).map((file) => `app/${file.slice(0, -5)}`),
];
const catalog = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...AREAS.map((area) =>
      JSON.parse(readFileSync(path.join(catalogDir, language, `${area}.json`), 'utf8')),
    ),
  );
const CATALOGS = Object.fromEntries(LANGUAGES.map((language) => [language, catalog(language)]));
const KEYS = GENDERED_KEYS as readonly string[];
const GENDER_SELECT = /\{\s*gender\s*,\s*select\s*,/;

/** A message in `language` as the app draws it (the same ICU compiler as the catalog build). */
function say(language: string, key: string, values: Record<string, string> = {}): string {
  const message = CATALOGS[language]?.[key] ?? '';
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: { [key]: compileMessage(message) } },
  });
  return i18n._(key, { country: 'Ghana', items: 'Age', name: 'Aisha', ...values });
}

describe('gendered messages (decision 46)', () => {
  it('lists every message that selects on gender, and only keys English has', () => {
    const english = CATALOGS.en ?? {};
    for (const key of KEYS) expect(english[key], key).toBeDefined();
    for (const language of LANGUAGES) {
      const selecting = Object.entries(CATALOGS[language] ?? {})
        .filter(([, message]) => GENDER_SELECT.test(message))
        .map(([key]) => key);
      expect(
        selecting.filter((key) => !KEYS.includes(key)),
        language,
      ).toEqual([]);
    }
  });

  it('draws each one for a woman, a man and an unknown gender, in every language', () => {
    for (const language of LANGUAGES) {
      for (const key of KEYS) {
        for (const gender of ['female', 'male', 'other']) {
          const text = say(language, key, { gender });
          expect(text, `${language} ${key} ${gender}`).not.toMatch(/[{}]|gender/);
          expect(text.trim(), `${language} ${key} ${gender}`).not.toBe('');
        }
      }
    }
  });

  it('says "she" for a woman in Arabic and Hausa', () => {
    for (const language of ['ar', 'ha']) {
      for (const key of KEYS) {
        expect(say(language, key, { gender: 'female' }), `${language} ${key}`).not.toBe(
          say(language, key, { gender: 'male' }),
        );
      }
    }
    expect(say('ar', 'profile.card.livesIn', { gender: 'female' })).toBe('تقيم في Ghana');
    expect(say('ar', 'dashboard.fit.meets', { gender: 'female' })).toContain('تستوفي اختياراتك');
    expect(say('ar', 'likes.match.heading', { gender: 'female' })).toContain('معها');
    expect(say('ar', 'profile.fact.hasChildren', { gender: 'female' })).toBe('لديها أطفال');
    expect(say('ar', 'profile.fact.smokes', { gender: 'female' })).toBe('تدخّن');
    expect(say('ar', 'profile.deen.revert', { gender: 'female' })).toBe('مسلمة جديدة');
    expect(say('ha', 'dashboard.fit.country', { gender: 'female' })).toBe('Tana zaune a Ghana');
    expect(say('ha', 'profile.fact.relocation', { gender: 'female' })).toBe('Tana shirye ta koma');
  });

  it('says a form right for both where the gender is not known (a preference row)', () => {
    expect(say('ar', 'preferences.lifestyle.isSmoker')).toBe('التدخين');
    expect(say('ar', 'preferences.lifestyle.isRevert')).toBe('اعتناق الإسلام حديثًا');
    expect(say('ha', 'preferences.lifestyle.isSmoker')).toBe('Shan taba');
  });

  it('is given the gender wherever a profile draws it', () => {
    const source = sourceText(path.join(here, '..'), ['catalogs']);
    const drawnWithout = KEYS.filter((key) => !key.startsWith('preferences.')).filter(
      (key) => !new RegExp(`'${key.replaceAll('.', '\\.')}',\\s*\\{[^}]*\\bgender\\b`).test(source),
    );
    expect(drawnWithout).toEqual([]);
  });
});
