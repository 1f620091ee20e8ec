// Prints the JavaScript (and CSS) the browser loads for `/` before it is interactive, gzip-
// compressed, from Vite's build manifest — and every lazily loaded route chunk beside it.
// Run `npm run build` first. Budget: ≤ 100 KB gzip of JavaScript for `/` (decision 004) in English,
// and at most 10 KB more in another language (decision 070).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1).padStart(6)} KB`;

// The entry and everything it imports statically is what `/` loads before it can run.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const child of chunk.imports ?? []) visit(child);
};
visit(entryKey);
// The app's one stylesheet (vite.config.ts: cssCodeSplit off) is an asset of its own.
for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);

console.log('JavaScript loaded for / (gzip):');
let total = 0;
for (const file of initial) {
  const size = gzipKb(file);
  total += size;
  console.log(`  ${kb(size)}  ${file}`);
}
const cssTotal = [...css].reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`  ${kb(total)}  total JavaScript (budget ${BUDGET_KB} KB)`);
console.log(`  ${kb(cssTotal)}  CSS`);

console.log('\nRoute chunks loaded on demand (gzip, with their own imports not already loaded):');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const own = new Set();
  const walk = (k) => {
    const c = manifest[k];
    if (!c || initial.has(c.file) || own.has(c.file)) return;
    own.add(c.file);
    for (const child of c.imports ?? []) walk(child);
  };
  walk(key);
  const size = [...own].reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${kb(size)}  ${chunk.name ?? key}  (${key})`);
}

// Another language (decision 070): `/` then also downloads, before it draws, the code that loads
// catalogs (with Lingui) and that language's words of the first page. Budget: 10 KB more.
const LANGUAGE_BUDGET_KB = 10;
const catalogLoader = Object.keys(manifest).find((key) =>
  key.endsWith('src/i18n/catalog-loader.ts'),
);
const extraFor = (language) => {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) walk(child);
  };
  if (catalogLoader) walk(catalogLoader);
  walk(`src/i18n/catalogs/${language}/public.json`);
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0);
};
const languages = Object.keys(manifest)
  .map((key) => key.match(/^src\/i18n\/catalogs\/([a-z]{2})\/public\.json$/)?.[1])
  .filter(Boolean)
  .sort();
console.log('\nJavaScript loaded for / in each language (gzip):');
console.log(`  ${kb(total)}  en`);
let overLanguage = null;
for (const language of languages) {
  const extra = extraFor(language);
  console.log(
    `  ${kb(total + extra)}  ${language} (+${extra.toFixed(1)} KB, budget +${LANGUAGE_BUDGET_KB})`,
  );
  if (extra > LANGUAGE_BUDGET_KB) overLanguage = language;
}

if (overLanguage) {
  console.error(`\nOver budget: ${overLanguage} adds more than ${LANGUAGE_BUDGET_KB} KB to /`);
  process.exit(1);
}
if (total > BUDGET_KB) {
  console.error(`\nOver budget: ${total.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}
