// The languages the product speaks (decision 068, decision 070): English first, the language of
// the API's own messages and the fallback of every other; Arabic is written right to left.
// No zod here: the web's entry chunk reads this file (the schema is in language-schema.ts).

export const LANGUAGES = ['en', 'ha', 'yo', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages whose pages live under their own prefix (`/ha/about`); English has none. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Each language's name in itself, as a language switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ar: 'العربية',
};

/** The writing direction of each language, for `<html dir>`. */
export const LANGUAGE_DIRECTIONS: Record<Language, 'ltr' | 'rtl'> = {
  en: 'ltr',
  ha: 'ltr',
  yo: 'ltr',
  ar: 'rtl',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a browser's languages (`navigator.languages`, or an Accept-Language header's tags
 * in order) that the product speaks, matched on the primary subtag (`ha-NG` → `ha`); English
 * when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
