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
    const labels = shown.slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
    expect(shown.find((option) => option.value === 'Nigeria')?.label).toBe('نيجيريا');
    expect(
      labelOptions(NATIONALITIES, 'ar').find((option) => option.value === 'Nigerian')?.label,
    ).toBe('نيجيريا');
  });

  it.each(['en', 'ha', 'yo', 'ar'] as const)(
    'puts Nigeria first in %s, then the rest alphabetically',
    async (language) => {
      await loadPlaceNames(language);
      for (const [list, first] of [
        [COUNTRIES, 'Nigeria'],
        [NATIONALITIES, 'Nigerian'],
      ] as const) {
        const shown = labelOptions(list, language);
        expect(shown).toHaveLength(list.length);
        expect(shown[0]?.value, language).toBe(first);
        const rest = shown.slice(1).map((option) => option.label);
        expect(rest).toEqual([...rest].sort(new Intl.Collator(language).compare));
        expect(rest).not.toContain(shown[0]?.label);
      }
    },
  );

  it('leaves English labels and other lists as they are, the same array each time', () => {
    const shown = labelOptions(COUNTRIES, 'en');
    expect(labelOptions(COUNTRIES, 'en')).toBe(shown);
    expect(shown.every((option) => COUNTRIES.includes(option))).toBe(true);
    expect(shown[1]?.value).toBe('Afghanistan');
    const other = [
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ];
    expect(labelOptions(other, 'en')).toBe(other);
    expect(placeName('countries', 'Nigeria', 'en')).toBe('Nigeria');
  });

  it('names in Hausa the countries CLDR left in English; the rest are written alike', async () => {
    await loadPlaceNames('ha');
    expect(placeName('countries', 'Czechia', 'ha')).toBe('Jamhuriyar Cak');
    expect(placeName('nationalities', 'Czech', 'ha')).toBe('Jamhuriyar Cak');
    expect(placeName('countries', 'Isle of Man', 'ha')).toBe('Tsibirin Man');
    // Decision 076, "Places": Hausa writes these as English does; a new one is a choice to make.
    const alike = COUNTRIES.map(({ value }) => value).filter(
      (value) => placeName('countries', value, 'ha') === value,
    );
    expect(alike).toEqual(HAUSA_AS_ENGLISH);
  });
});

const HAUSA_AS_ENGLISH = [
  'Angola',
  'Aruba',
  'Bahamas',
  'Bangladesh',
  'Belarus',
  'Burkina Faso',
  'Burundi',
  'Chile',
  'Eswatini',
  'Fiji',
  'Gabon',
  'Guam',
  'Guyana',
  'Haiti',
  'Hong Kong',
  'Iran',
  'Japan',
  'Jordan',
  'Kenya',
  'Kiribati',
  'Macao',
  'Malawi',
  'Mali',
  'Malta',
  'Nauru',
  'Niue',
  'Oman',
  'Pakistan',
  'Palau',
  'Panama',
  'Portugal',
  'Samoa',
  'San Marino',
  'Seychelles',
  'Sudan',
  'Suriname',
  'Taiwan',
  'Tajikistan',
  'Togo',
  'Tonga',
  'Wales',
];
