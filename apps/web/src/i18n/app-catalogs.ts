import type { Language } from '@waliyy/contract/languages';
import type { Catalog } from './i18n';

// The signed-in pages' words: every part of `app` (one file per feature) for a language, and the
// free-text fields' labels, which the contract keeps for the web and the e-mails alike (decision
// 079). Apart from catalog-loader.ts, so a public page, in any language, never downloads this list.

const parts = import.meta.glob<{ default: Catalog }>('./catalogs/*/app/*.json');

type Load = () => Promise<{ default: Catalog }>;
const FIELD_NAMES: Record<Language, Load> = {
  en: () => import('@waliyy/contract/field-names/en.json'),
  ha: () => import('@waliyy/contract/field-names/ha.json'),
  yo: () => import('@waliyy/contract/field-names/yo.json'),
  ar: () => import('@waliyy/contract/field-names/ar.json'),
};

/** Downloads every part of `app` in `language`, and its field names, at once. */
export function loadAppCatalogs(language: Language): Promise<{ default: Catalog }[]> {
  const prefix = `./catalogs/${language}/app/`;
  return Promise.all([
    ...Object.entries(parts)
      .filter(([file]) => file.startsWith(prefix))
      .map(([, load]) => load()),
    FIELD_NAMES[language](),
  ]);
}
