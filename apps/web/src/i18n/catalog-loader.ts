import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@waliyy/contract/languages';
import { type Area, activeLanguage, type Catalog, catalogs, installFormatter } from './i18n';

// Downloads catalogs and brings Lingui (i18n.ts says why this is a chunk of its own).

const lazyCatalogs = import.meta.glob<{ default: Catalog }>([
  './catalogs/*/*.json',
  '!./catalogs/en/public.json',
]);

/**
 * An area's words in a language: `<language>/<area>.json`, or for `app` every part in
 * `<language>/app/` (a file per feature, so features are translated apart; they download
 * together, with the signed-in pages' route table).
 */
async function download(target: Language, area: Area): Promise<{ default: Catalog }[]> {
  if (area === 'app') return (await import('./app-catalogs')).loadAppCatalogs(target);
  const load = lazyCatalogs[`./catalogs/${target}/${area}.json`];
  if (!load) throw new Error(`No catalog ${target}/${area}`);
  return [await load()];
}

const loaded = new Set<string>([`${DEFAULT_LANGUAGE}/public`]);
const areasInUse = new Set<Area>(['public']);
let formatterReady = false;

async function ensureCatalog(target: Language, area: Area): Promise<void> {
  const name = `${target}/${area}`;
  if (loaded.has(name)) return;
  const parts = await download(target, area);
  // After the await: two areas downloading at once must add to one object, which Lingui holds.
  catalogs[target] = Object.assign(catalogs[target] ?? {}, ...parts.map((part) => part.default));
  loaded.add(name);
}

function ensureFormatter(): void {
  if (formatterReady) return;
  formatterReady = true;
  installFormatter(setupI18n());
}

export async function loadLanguage(target: Language): Promise<void> {
  // A route may bring an area while this downloads (its loadArea fetches it for the language
  // shown until now): go on until `target` has every area in use.
  for (;;) {
    const missing = [...areasInUse].filter((area) => !loaded.has(`${target}/${area}`));
    if (missing.length === 0) break;
    await Promise.all(missing.map((area) => ensureCatalog(target, area)));
  }
  ensureFormatter();
}

let latestSwitch = 0;

export async function activateLanguage(
  target: Language,
  { first = false }: { first?: boolean } = {},
): Promise<void> {
  const ticket = ++latestSwitch;
  try {
    await loadLanguage(target);
  } catch (error) {
    // The first page is then drawn in English (main.tsx): the routes' words in English first.
    if (first) await loadLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
    throw error;
  }
  // Two quick choices: the last one wins, whichever download ends first.
  if (ticket === latestSwitch) installFormatter(null, target);
}

/**
 * Downloads an area's words for the language shown — or, with `first` (the first page's
 * language while its words download: main.tsx draws nothing until they are in), in that
 * language only: a cold Hausa or Arabic page also asked for the English app words (18 KB),
 * which it never shows.
 */
export async function loadArea(area: Area, first: Language | null = null): Promise<void> {
  areasInUse.add(area);
  try {
    await ensureCatalog(first ?? activeLanguage(), area);
  } catch (error) {
    if (first === null) throw error;
    // The first page then falls back to English (activateLanguage): this area's English words.
    await ensureCatalog(activeLanguage(), area);
  }
  ensureFormatter();
}
