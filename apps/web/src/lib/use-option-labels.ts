import type { Option } from '@waliyy/contract/option-lists';
import { useMemo } from 'react';
import { t, useLanguage } from '../i18n/translate';
import { optionKey } from './option-label';
import { placeListOf, placeName, usePlaceNames } from './place-names';

// What the fields (select, choice, multi-select) show of their options: each of the contract's
// options labelled in the language shown, its value untouched, so a form submits what it always
// did. A list of places (countries, nationalities) starts with Nigeria (Nigerian), where most
// families are, then the rest in the language's alphabetical order (Intl.Collator), English
// too; the other lists keep their order (education rises).
// Options that are not the contract's (Yes/No, ages, a state's LGAs) are shown as they come.

const collators = new Map<string, Intl.Collator>();
function collator(language: string): Intl.Collator {
  let found = collators.get(language);
  if (!found) {
    found = new Intl.Collator(language);
    collators.set(language, found);
  }
  return found;
}

/** The places a list of places shows first, by stored value. */
const FIRST_PLACES = new Set(['Nigeria', 'Nigerian']);

/** Nigeria first, then the rest by label in `language`'s order. */
function sortPlaces<O extends Option>(options: O[], language: string): O[] {
  const compare = collator(language).compare;
  return options.sort(
    (a, b) =>
      Number(FIRST_PLACES.has(b.value)) - Number(FIRST_PLACES.has(a.value)) ||
      compare(a.label, b.label),
  );
}

// English labels never change: one sorted copy per list, so a memo sees the same array.
const englishPlaces = new WeakMap<readonly Option[], readonly Option[]>();

/** `options` with their labels in `language`; in English the labels are the options' own. */
export function labelOptions<O extends Option>(
  options: readonly O[],
  language: string,
): readonly O[] {
  if (language === 'en') {
    if (!options.some((option) => placeListOf(option))) return options;
    let sorted = englishPlaces.get(options) as readonly O[] | undefined;
    if (!sorted) {
      sorted = sortPlaces([...options], 'en');
      englishPlaces.set(options, sorted);
    }
    return sorted;
  }
  let hasPlaces = false;
  const labelled = options.map((option) => {
    const key = optionKey(option);
    if (key) return { ...option, label: t(key) };
    const list = placeListOf(option);
    if (!list) return option;
    hasPlaces = true;
    return { ...option, label: placeName(list, option.value) };
  });
  return hasPlaces ? sortPlaces(labelled, language) : labelled;
}

/** `labelOptions` in the language shown; downloads the place names a list of places needs. */
export function useOptionLabels<O extends Option>(options: readonly O[]): readonly O[] {
  const language = useLanguage();
  const hasPlaces = language !== 'en' && options.some((option) => placeListOf(option));
  const placesReady = usePlaceNames(hasPlaces);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labelled again when the names arrive.
  return useMemo(() => labelOptions(options, language), [options, language, placesReady]);
}
