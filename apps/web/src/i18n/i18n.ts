import type { I18n, Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_DIRECTIONS, type Language } from '@waliyy/contract/languages';
import enPublic from './catalogs/en/public.json' with { type: 'json' };

// The product's words (decision 070). Each language's catalogs are split by area, so a page
// downloads only the words it shows: `public`, what the entry chunk draws (header, hero, loading
// and error screens), and areas that come with the code that shows them (`site`: the footer and
// the public pages; `app`: the signed-in pages, with their route table). Catalogs are compiled at build time (scripts/catalog-plugin.ts) to Lingui's
// form. English's `public` is in the entry; downloading the others, and Lingui, which formats
// the messages that need it (values, plurals, numbers, dates), is catalog-loader.ts's work, a
// chunk of its own: plain English on the first paint of `/` is read straight from the catalog,
// which keeps `/` within its 100 KB.

export type Area = 'public' | 'site' | 'app';
export type Catalog = Record<string, Messages[string]>;

export const catalogs: Partial<Record<Language, Catalog>> = { en: { ...(enPublic as Catalog) } };
let language: Language = DEFAULT_LANGUAGE;
let formatter: I18n | null = null;
const listeners = new Set<() => void>();

/** `key`'s message in the language shown, its values filled in. */
export function translate(key: string, values?: Record<string, unknown>): string {
  const message = catalogs[language]?.[key];
  // Compiled (scripts/catalog-plugin.ts): plain text is a string, anything else an array.
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  if (formatter) return formatter._(key, values);
  // Lingui has not arrived: only the entry's own messages can be asked for now, and those are
  // plain text or plain values (a test holds the `public` catalog to that).
  return [...message]
    .map((token) => (typeof token === 'string' ? token : String(values?.[token[0]] ?? '')))
    .join('');
}

/** The language the page shows now. */
export function activeLanguage(): Language {
  return language;
}

/** The first page's language while its words download (activateFirstLanguage). */
let firstLanguage: Language | null = null;

/** The language the page shows, or the first page's while its words download. */
export function languageToShow(): Language {
  return firstLanguage ?? language;
}

/** Calls `listener` after each language switch; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** catalog-loader.ts: Lingui has arrived, or the language shown changes (its catalogs here). */
export function installFormatter(next: I18n | null, target: Language = language): void {
  formatter = next ?? formatter;
  formatter?.loadAndActivate({ locale: target, messages: catalogs[target] ?? {} });
  markDocument(target);
  if (target === language) return;
  language = target;
  for (const listener of listeners) listener();
}

export function markDocument(target: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = target;
  document.documentElement.dir = LANGUAGE_DIRECTIONS[target];
}

const loader = () => import('./catalog-loader');

/**
 * Shows `target`: downloads what it lacks, then switches every mounted component over at once
 * and marks the document (`<html lang dir>`: Arabic lays out right to left).
 */
export async function activateLanguage(target: Language): Promise<void> {
  await (await loader()).activateLanguage(target);
}

/**
 * activateLanguage for the first page, called before the router starts (main.tsx), so that
 * the routes' words are fetched in this language (loadArea), not in English.
 */
export async function activateFirstLanguage(target: Language): Promise<void> {
  firstLanguage = target;
  try {
    await (await loader()).activateLanguage(target, { first: true });
  } finally {
    firstLanguage = null;
  }
}

/** Downloads what `target` needs without showing it yet (the address will switch it). */
export async function loadLanguage(target: Language): Promise<void> {
  await (await loader()).loadLanguage(target);
}

/**
 * Downloads an area's catalog for the language shown (the first page's, while it downloads), and
 * Lingui (a chunk's code loads with it).
 */
export async function loadArea(area: Area): Promise<void> {
  const first = firstLanguage;
  await (await loader()).loadArea(area, first);
}
