import { COUNTRIES, NATIONALITIES } from '@waliyy/contract/places';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { loadPlaceNames, placeName } from './place-names';
import { labelOptions } from './use-option-labels';

describe('place names', () => {
  it.each(['ha', 'yo', 'ar'] as const)(
    'names every country and nationality in %s',
    async (language) => {
      await loadPlaceNames(language);
      for (const [list, options] of [
        ['countries', COUNTRIES],
        ['nationalities', NATIONALITIES],
      ] as const) {
        for (const { value } of options) {
          const name = placeName(list, value, language);
          expect(name.trim(), `${language} ${value}`).not.toBe('');
          if (language === 'ar') expect(name, value).toMatch(/\p{Script=Arabic}/u);
        }
      }
      expect(placeName('countries', 'Nigeria', language)).not.toBe('Nigeria');
    },
  );

  it('sorts a list of places in the language’s order, its values untouched', async () => {
    await activateLanguage('ar');
    await loadPlaceNames('ar');
    const shown = labelOptions(COUNTRIES, 'ar');
    expect(shown.map((option) => option.value).sort()).toEqual(
      COUNTRIES.map((option) => option.value).sort(),
    );
    const labels = shown.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
    expect(shown.find((option) => option.value === 'Nigeria')?.label).toBe('نيجيريا');
    expect(
      labelOptions(NATIONALITIES, 'ar').find((option) => option.value === 'Nigerian')?.label,
    ).toBe('نيجيريا');
  });

  it('leaves English as it is, in its order', () => {
    expect(labelOptions(COUNTRIES, 'en')).toBe(COUNTRIES);
    expect(placeName('countries', 'Nigeria', 'en')).toBe('Nigeria');
  });
});
