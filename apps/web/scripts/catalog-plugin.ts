import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * A catalog: src/i18n/catalogs/<language>/<area>.json, or <language>/app/<part>.json, or the
 * contract's field names, packages/contract/src/field-names/<language>.json (decision 079).
 */
export const CATALOG_FILE =
  /[\\/]src[\\/](?:i18n[\\/]catalogs[\\/][a-z]{2}[\\/](?:app[\\/])?[a-z-]+|field-names[\\/][a-z]{2})\.json$/;

/**
 * One catalog's ICU messages compiled to Lingui's form (plain text, or the array Lingui's runtime
 * fills in with values and plurals), so the browser carries no ICU parser. A message that does not parse fails the build, naming its key.
 */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      // Plain text stays a string: i18n.ts answers it without Lingui, which only ever sees the
      // arrays (given a string, Lingui's production runtime would take it for a message nobody
      // compiled, and warn).
      const tokens = compileMessageOrThrow(message);
      compiled[key] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${String(error)}`);
    }
  }
  return compiled;
}

/** Vite (build, dev server, Vitest, prerender): compiles every catalog as it is imported. */
export function catalogPlugin(): Plugin {
  return {
    name: 'waliyy:catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      // Still JSON: Vite's own JSON handling turns it into a module after this.
      return { code: JSON.stringify(compileCatalog(code, file)), map: null };
    },
  };
}
