#!/usr/bin/env node
/**
 * The repository's shape, checked on every `npm run lint` (Biome checks style; this checks
 * architecture). Rules, each named in its findings:
 *
 * - `max-lines`: no source file over 300 lines (generated files and migrations excepted).
 * - `queries-in-repositories`: in the API's modules only `*.repository.ts` files build queries:
 *   anything else may import `drizzle-orm` or `db/schema` for types only (`import type`).
 * - `module-internals`: an API module uses another module only through its `index.ts`.
 * - `feature-internals`: a web feature uses another feature only through its `index.ts`.
 * - `import-cycles`: no cycle of static runtime imports (type-only and lazy `import()` do not
 *   count).
 * - `physical-direction`: the web's components use logical Tailwind classes (`ms-`, `pe-`,
 *   `start-`, `end-`, `text-start`, `border-s`, `rounded-e`…), not left/right ones, so Arabic
 *   lays out right to left without a second style (decision 070).
 *
 * Tests are exempt from the first three except `max-lines`. Findings listed in
 * `scripts/shape-baseline.json` are known debt being paid off: they are reported, not failed;
 * anything else fails. `node scripts/check-shape.mjs --write-baseline` rewrites the list.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = join(ROOT, 'scripts/shape-baseline.json');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
/** Written by tools, not people. */
const GENERATED = [/\/migrations\//, /^packages\/contract\/src\/data\//, /\.d\.ts$/];
const TEST = /(\.test\.tsx?$|\/test\/|^e2e\/|\/hardening\/|\/__tests__\/)/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !GENERATED.some((re) => re.test(file)))
  .filter((file) => {
    try {
      readFileSync(join(ROOT, file));
      return true;
    } catch {
      return false; // deleted in the working tree
    }
  });

const findings = [];
const add = (rule, file, detail) => findings.push(`${rule} ${file}${detail ? ` ${detail}` : ''}`);

// An import: `import … from 'x'`, `export … from 'x'`, `import('x')`; type-only ones flagged.
const IMPORT_RE =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = m[3] ?? m[4];
    // `import { type A, type B } from` is type-only too.
    const braces = m[0].match(/\{([^}]*)\}/);
    const allTypes =
      braces &&
      !/\*/.test(m[0]) &&
      braces[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()));
    const defaultToo = /import\s+[\w$]+\s*,/.test(m[0]);
    found.push({ spec, typeOnly: Boolean(m[2]) || (allTypes && !defaultToo), lazy: Boolean(m[4]) });
  }
  return found;
}

const fileSet = new Set(files);
function resolve(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}.js`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (fileSet.has(candidate)) return candidate;
  }
  return undefined;
}

// A Tailwind class with a physical side, as a whole token (variants allowed): ml-4, sm:pr-2,
// -left-3, right-0, text-left, border-r, rounded-tl-xl, scroll-ml-2.
const PHYSICAL_CLASS =
  /(?<=[\s"'`])(?:[\w-]+:)*-?(?:(?:scroll-)?[mp][lr]-[\w.[\]/-]+|(?:left|right)-[\w.[\]/-]+|text-(?:left|right)|(?:border|rounded)-(?:[lr]|[tb][lr])(?:-[\w.[\]/-]+)?)(?=[\s"'`])/g;
const WEB_COMPONENT = /^apps\/web\/src\/.*\.tsx?$/;

const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const graph = new Map();

for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) add('max-lines', file, `(${lines})`);
  if (file.endsWith('.css')) continue;

  const isTest = TEST.test(file);
  if (!isTest && WEB_COMPONENT.test(file)) {
    for (const match of text.matchAll(PHYSICAL_CLASS)) add('physical-direction', file, match[0]);
  }
  const edges = [];
  for (const { spec, typeOnly, lazy } of importsOf(text)) {
    const target = resolve(file, spec);
    // A lazy import() is a split point evaluated later, not part of a load-time cycle.
    if (target && !typeOnly && !lazy) edges.push(target);
    if (isTest) continue;

    const module = file.match(API_MODULE)?.[1];
    if (module && !file.endsWith('.repository.ts') && !typeOnly) {
      if (/^drizzle-orm/.test(spec) || (target && /^apps\/api\/src\/db\/schema/.test(target))) {
        add('queries-in-repositories', file, spec);
      }
    }
    const targetModule = target?.match(API_MODULE)?.[1];
    if (
      module &&
      targetModule &&
      targetModule !== module &&
      !target.endsWith(`/${targetModule}/index.ts`)
    ) {
      add('module-internals', file, relative(ROOT, target));
    }
    const feature = file.match(WEB_FEATURE)?.[1];
    const targetFeature = target?.match(WEB_FEATURE)?.[1];
    if (
      feature &&
      targetFeature &&
      targetFeature !== feature &&
      !/\/index\.tsx?$/.test(target.slice(`apps/web/src/features/${targetFeature}`.length))
    ) {
      add('feature-internals', file, relative(ROOT, target));
    }
  }
  graph.set(file, edges);
}

// Runtime import cycles (Tarjan's strongly connected components).
{
  let index = 0;
  const stack = [];
  const meta = new Map();
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
      }
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) add('import-cycles', component.sort().join(' '));
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
}

findings.sort();
if (process.argv.includes('--write-baseline')) {
  writeFileSync(BASELINE, `${JSON.stringify(findings, null, 2)}\n`);
  console.log(`shape: ${findings.length} known findings written to scripts/shape-baseline.json`);
  process.exit(0);
}

let baseline = [];
try {
  baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
} catch {
  // No baseline: every finding fails.
}
const known = new Set(baseline);
// A file's line count moves with every edit; a known oversized file stays known while it shrinks
// or grows, so compare max-lines findings without the count.
const key = (finding) => finding.replace(/^(max-lines \S+) \(\d+\)$/, '$1');
const knownKeys = new Set(baseline.map(key));
const fresh = findings.filter((f) => !known.has(f) && !knownKeys.has(key(f)));
const paid = baseline.filter((f) => !findings.some((g) => key(g) === key(f)));

const byRule = {};
for (const f of findings) byRule[f.split(' ')[0]] = (byRule[f.split(' ')[0]] ?? 0) + 1;
console.log(
  `shape: ${files.length} files; ${findings.length} known-debt findings (${
    Object.entries(byRule)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ') || 'none'
  })`,
);
if (paid.length) {
  console.log(
    `shape: ${paid.length} baseline entries are paid off; drop them with --write-baseline`,
  );
}
if (fresh.length) {
  console.error(
    `shape: ${fresh.length} new findings (see the rules at the top of scripts/check-shape.mjs):`,
  );
  for (const f of fresh) console.error(`  ${f}`);
  process.exit(1);
}
