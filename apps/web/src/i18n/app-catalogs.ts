import type { Language } from '@waliyy/contract/languages';
import type { Catalog } from './i18n';

// The signed-in pages' words: every part of `app` (one file per feature, so features are
// translated apart) for a language, and the free-text fields' labels, which the contract keeps
// for the web and the e-mails alike (decision 079). Apart from catalog-loader.ts, so a public
// page, in any language, never downloads this list. Each language's parts are one module
// (app-words/): one file to download, not fifteen a cold signed-in page asked for at once.

type Load = () => Promise<{ default: Catalog }>;
const APP_WORDS: Record<Language, Load> = {
  en: () => import('./app-words/en'),
  ha: () => import('./app-words/ha'),
  yo: () => import('./app-words/yo'),
  ar: () => import('./app-words/ar'),
};

/** Downloads every part of `app` in `language`, and its field names, at once. */
export function loadAppCatalogs(language: Language): Promise<{ default: Catalog }[]> {
  return Promise.all([APP_WORDS[language]()]);
}
