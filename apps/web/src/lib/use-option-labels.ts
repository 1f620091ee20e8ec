import type { Option } from '@waliyy/contract/option-lists';
import { useMemo } from 'react';
import { t, useLanguage } from '../i18n/translate';
import { optionKey } from './option-label';
import { placeListOf, placeName, usePlaceNames } from './place-names';

// What the fields (select, choice, multi-select) show of their options: each of the contract's
// options labelled in the language shown, its value untouched, so a form submits what it always
// did. A list of places (countries, nationalities) is alphabetical, so it is sorted again in
// the language's order (Intl.Collator); the other lists keep their order (education rises).
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

/** `options` with their labels in `language`; English is today's list, the very same array. */
export function labelOptions<O extends Option>(
  options: readonly O[],
  language: string,
): readonly O[] {
  if (language === 'en') return options;
  let hasPlaces = false;
  const labelled = options.map((option) => {
    const key = optionKey(option);
    if (key) return { ...option, label: t(key) };
    const list = placeListOf(option);
    if (!list) return option;
    hasPlaces = true;
    return { ...option, label: placeName(list, option.value) };
  });
  return hasPlaces
    ? labelled.sort((a, b) => collator(language).compare(a.label, b.label))
    : labelled;
}

/** `labelOptions` in the language shown; downloads the place names a list of places needs. */
export function useOptionLabels<O extends Option>(options: readonly O[]): readonly O[] {
  const language = useLanguage();
  const hasPlaces = language !== 'en' && options.some((option) => placeListOf(option));
  const placesReady = usePlaceNames(hasPlaces);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labelled again when the names arrive.
  return useMemo(() => labelOptions(options, language), [options, language, placesReady]);
}
