import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the web's and the API's catalog tests share (decision 070). Imported as
// `@waliyy/contract/testing-catalogs`; nothing in the apps' runtime uses it.

/** The `{names}` an ICU message fills in, plural and select arguments included (`{count, plural…}`). */
export function messageValues(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) names.add(match[1] ?? '');
  return [...names].sort();
}

/**
 * The text of every source file under `dir` but the tests (`.ts`, `.tsx`), skipping folders named
 * in `skip`: where a catalog key must be written out in full for the key to count as used.
 */
export function sourceText(dir: string, skip: readonly string[] = []): string {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return skip.includes(entry.name) ? [] : [sourceText(path, skip)];
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [readFileSync(path, 'utf8')]
        : [];
    })
    .join('\n');
}
