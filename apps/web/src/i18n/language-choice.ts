import { LANGUAGE_STORAGE_KEY } from '@waliyy/contract/entry-constants';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  pickLanguage,
} from '@waliyy/contract/languages';

// Which language a visitor sees (decision 070): the public pages carry it in their address
// (`/ha/about`; English has none), so a link or a search engine lands on the right one; a
// visitor's choice is kept in this browser; a first visit follows the browser's languages.

/** The language a public page's address names: `/ar/terms` → ar, `/terms` → en. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** A public page's address without its language: `/ha/about` → `/about`, `/ha` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(3) || '/';
}

/** A public page's address in `language`: (`ha`, `/about`) → `/ha/about`; English has none. */
export function localizedPath(language: Language, pathname: string): string {
  const bare = pathWithoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/** The language this browser chose before, if any. */
// localStorage directly, not through lib/storage.ts, which is in the app's chunk. Browsers may
// refuse storage (a private window, cookies switched off): the choice then lasts for the page.
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Refused: the choice lasts for this page.
  }
}

/** The chosen language, else the first of the browser's languages the product speaks. */
export function preferredLanguage(): Language {
  return (
    storedLanguage() ?? pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages)
  );
}
