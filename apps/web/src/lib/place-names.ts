import type { Language } from '@waliyy/contract/languages';
import type { Option } from '@waliyy/contract/option-lists';
import { COUNTRIES, NATIONALITIES } from '@waliyy/contract/places';
import { useEffect, useSyncExternalStore } from 'react';
import { activeLanguage } from '../i18n/i18n';
import { useLanguage } from '../i18n/translate';

// Countries and nationalities in Hausa, Yoruba and Arabic (decision 070, "Option labels, dates
// and money"): ~250 names a language, ~4 KB gzip each, so a chunk of their own that a picker or
// a profile view downloads for the language shown, never with the catalogs every signed-in page
// takes. Written by scripts/generate-place-names.ts from CLDR, shipped rather than asked of the
// browser (Chromium has no Hausa or Yoruba region names). Keyed by the stored English value,
// which never changes; Nigeria's states and LGAs are proper names and stay as they are.

export type PlaceList = 'countries' | 'nationalities';
type PlaceNames = Record<PlaceList, Record<string, string>>;

const files = import.meta.glob<{ default: PlaceNames }>('./place-names/*.json');
const loaded: Partial<Record<Language, PlaceNames>> = {};
const pending = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/** Downloads `language`'s place names (once); English needs none. */
export function loadPlaceNames(language: Language = activeLanguage()): Promise<void> {
  if (language === 'en' || loaded[language]) return Promise.resolve();
  let load = pending.get(language);
  if (!load) {
    const file = files[`./place-names/${language}.json`];
    if (!file) return Promise.resolve();
    load = file().then(
      (module) => {
        loaded[language] = module.default;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Shown in English meanwhile; the next picker tries again.
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, load);
  }
  return load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stored place in `language`, or itself (English, not downloaded yet, or not listed). */
export function placeName(
  list: PlaceList,
  value: string,
  language: Language = activeLanguage(),
): string {
  return loaded[language]?.[list][value] ?? value;
}

/** The place list an option of the contract's belongs to, if it is one. */
const listOfOption = new WeakMap<Option, PlaceList>([
  ...COUNTRIES.map((option) => [option, 'countries'] as const),
  ...NATIONALITIES.map((option) => [option, 'nationalities'] as const),
]);

export function placeListOf(option: Option): PlaceList | undefined {
  return listOfOption.get(option);
}

/**
 * Whether the place names of the language shown are here; asks for them when `wanted` (a
 * component draws again once they arrive).
 */
export function usePlaceNames(wanted = true): boolean {
  const language = useLanguage();
  const isReady = () => language === 'en' || loaded[language] !== undefined;
  const ready = useSyncExternalStore(subscribe, isReady, isReady);
  useEffect(() => {
    if (wanted && !ready) loadPlaceNames(language).catch(() => undefined);
  }, [wanted, ready, language]);
  return ready;
}

/** For a view: a stored country or nationality in the language shown. */
export function usePlaceName(list: PlaceList, value: string): string {
  const language = useLanguage();
  usePlaceNames();
  return placeName(list, value, language);
}
