// Prints the JavaScript (and CSS) the browser loads for `/` before it is interactive, gzip-
// compressed, from Vite's build manifest — and every lazily loaded route chunk beside it.
// Run `npm run build` first. Budget: ≤ 100 KB gzip of JavaScript for `/` (issue 2).
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

if (total > BUDGET_KB) {
  console.error(`\nOver budget: ${total.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}
