import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the web's and the API's catalog tests share (decision 070). Imported as
// `@waliyy/contract/testing-catalogs`; nothing in the apps' runtime uses it.

/**
 * The `{names}` an ICU message fills in, plural and select arguments included (`{count, plural…}`).
 * @internal For the catalogs' tests.
 */
export function messageValues(message: string): string[] {
  const names = new Set<string>();
  // A small ICU reader: an argument's name is kept; a select's or plural's case bodies
  // (`female {Iyalinta}`) are read as text, never as arguments.
  let at = 0;
  const text = (): void => {
    while (at < message.length && message[at] !== '}') {
      if (message[at++] === '{') argument();
    }
  };
  const argument = (): void => {
    const head = /^\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(at));
    if (!head) {
      text();
      return;
    }
    names.add(head[1] ?? '');
    at += head[0].length;
    const cases = ['select', 'plural', 'selectordinal'].includes(head[2] ?? '');
    while (at < message.length && message[at] !== '}') {
      if (message[at++] !== '{') continue;
      if (cases) text();
      else argument();
      at++; // the body's closing brace
    }
    at++; // the argument's closing brace
  };
  text();
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

/**
 * Arabic prose that names the product with «وليّ» (decision 47: the brand is «Waliyy» in Latin
 * letters in every language; «وليّ» is the guardian). `وليّ` is matched with its shadda before or
 * after any other mark, so a decomposed spelling cannot slip past.
 */
const WALI = 'ولي[\\u064B-\\u0652]*';
/** Not the start of a longer word, and not «وليّ الأمر» (the guardian). */
const END = '(?![\\p{L}\\p{M}])(?!\\s+(?:ال)?أمر)';
export const ARABIC_BRAND_PROSE: readonly RegExp[] = [
  'في',
  'على',
  'عبر',
  'بها',
  'مستخدم',
  'عمل',
  'أنشأنا',
  'يساعد',
  'من',
  'لماذا',
  'عن',
  'مدوّنة',
].map((before) => new RegExp(`(?:^|\\s)${before} ${WALI}${END}`, 'u'));

/**
 * The Arabic prose patterns `message` uses for the product, if any.
 * @internal For the catalogs' tests.
 */
export function arabicBrandProse(message: string): string[] {
  const text = message.normalize('NFC');
  return [
    ...ARABIC_BRAND_PROSE.filter((pattern) => pattern.test(text)).map((pattern) => pattern.source),
    ...(new RegExp(`^${WALI}\\s*—`, 'u').test(text) ? ['وليّ —'] : []),
  ];
}
