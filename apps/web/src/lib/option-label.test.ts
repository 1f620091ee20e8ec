import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@waliyy/contract/languages';
import * as lists from '@waliyy/contract/option-lists';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { OPTION_KEYS, optionKey, optionLabel, optionText } from './option-label';

// Every option of the contract's lists is worded in all four languages (decision 070); genotypes
// are codes and stay as they are.

const here = path.dirname(fileURLToPath(import.meta.url));
const catalog = (language: string) =>
  JSON.parse(
    readFileSync(path.join(here, `../i18n/catalogs/${language}/app/options.json`), 'utf8'),
  ) as Record<string, string>;

/** Every list the contract exports (an array of `{ value, label }`). */
const contractLists: [string, readonly lists.Option[]][] = Object.entries(lists).flatMap(
  ([name, list]) =>
    Array.isArray(list) && list.every((option) => 'value' in option && 'label' in option)
      ? [[name, list as readonly lists.Option[]] as [string, readonly lists.Option[]]]
      : [],
);

describe('option labels', () => {
  it('walk every list of the contract: each option has a key, bar the genotype codes', () => {
    expect(contractLists.length).toBeGreaterThanOrEqual(7);
    for (const [name, list] of contractLists) {
      for (const option of list) {
        if (list === lists.GENOTYPES) expect(optionKey(option), name).toBeUndefined();
        else expect(optionKey(option), `${name} ${option.value}`).toBeDefined();
      }
    }
    expect(OPTION_KEYS.map(([list]) => list)).toHaveLength(contractLists.length - 1);
  });

  it('has every key in all four languages, English word for word the contract’s label', () => {
    for (const [list, keys] of OPTION_KEYS) {
      for (const option of list) {
        const key = keys[option.value] as string;
        for (const language of LANGUAGES) {
          expect(catalog(language)[key]?.trim(), `${language} ${key}`).toBeTruthy();
        }
        expect(catalog('en')[key]).toBe(option.label);
        expect(optionLabel(list, option.value)).toBe(option.label);
      }
    }
  });

  it('words a stored value in the language shown, and leaves an unknown one alone', async () => {
    await activateLanguage('ha');
    expect(optionLabel(lists.MARITAL_STATUSES, 'DIVORCED')).toBe('Rabuwar aure (saki)');
    expect(optionText(lists.SECTS, 'OTHER')).toBe('OTHER');
    expect(optionLabel(lists.SECTS, null)).toBeUndefined();
    await activateLanguage('ar');
    expect(optionLabel(lists.GENDERS, 'FEMALE')).toBe('أنثى');
    expect(optionLabel(lists.SALAT_PATTERNS, 'I pray 5 times daily')).toBe(
      'أصلّي الصلوات الخمس يوميًا',
    );
    expect(optionLabel(lists.GENOTYPES, 'AS')).toBe('AS');
  });
});
