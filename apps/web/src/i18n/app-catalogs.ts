import type { Catalog } from './i18n';

// The signed-in pages' words: every part of `app` (one file per feature) for a language. Apart
// from catalog-loader.ts, so a public page, in any language, never downloads this list.

const parts = import.meta.glob<{ default: Catalog }>('./catalogs/*/app/*.json');

/** Downloads every part of `app` in `language`, at once. */
export function loadAppCatalogs(language: string): Promise<{ default: Catalog }[]> {
  const prefix = `./catalogs/${language}/app/`;
  return Promise.all(
    Object.entries(parts)
      .filter(([file]) => file.startsWith(prefix))
      .map(([, load]) => load()),
  );
}
