// The few constants the web's entry chunk needs, apart from constants.ts: a module the entry
// imports is bundled into it whole, and constants.ts is long (decision 070: `/` ≤ 100 KB).
// constants.ts re-exports them.

/** How long a route's code may take to download before its error screen (product.md §7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** localStorage key of the language a visitor chose (decision 070). */
export const LANGUAGE_STORAGE_KEY = 'language';
