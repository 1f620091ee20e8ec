/**
 * The shape rules themselves (described at the top of scripts/check-shape.mjs), as one pure
 * function of a file list and a reader, so a test can plant a violation of each in a tree of
 * its own (scripts/check-shape.test.mjs).
 */
import { cyclesOf } from './cycles.mjs';
import { importsOf, resolverFor } from './imports.mjs';

export const MAX_LINES = 300;
export const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
/** Docs, data and scripts that are not code: only `tracker-numbers` reads them. */
export const TEXT = /(\.(md|jsonc?|ya?ml|sh|html|txt|svg)$|^\.ci\/)/;
/** Written by tools, not people. */
export const GENERATED = [
  /\/migrations\//,
  /^packages\/contract\/src\/data\//,
  /\.d\.ts$/,
  /(^|\/)package-lock\.json$/,
];
const TEST = /(\.test\.tsx?$|\.test\.mjs$|\/test\/|^e2e\/|\/hardening\/|\/__tests__\/)/;

// A Tailwind class with a physical side, as a whole token (variants allowed): ml-4, sm:pr-2,
// -left-3, right-0, text-left, border-r, rounded-tl-xl, scroll-ml-2.
const PHYSICAL_CLASS =
  /(?<=[\s"'`])(?:[\w-]+:)*-?(?:(?:scroll-)?[mp][lr]-[\w.[\]/-]+|(?:left|right)-[\w.[\]/-]+|text-(?:left|right)|(?:border|rounded)-(?:[lr]|[tb][lr])(?:-[\w.[\]/-]+)?)(?=[\s"'`])/g;
// A tracker citation: the word issue (or issues) and a number, across a line break and a
// comment's leading `*` or `//` too. A clone cannot look the tracker up: cite the decision
// record (docs/decisions/NNN-*.md) or say the reason in place (decision 081). Not a word
// joined by a hyphen (Lighthouse's `inspector-issues`).
const TRACKER_NUMBER = /(?<![\w-])issues?(?:\s|\*|\/\/|#)+\d+/gi;
const WEB_COMPONENT = /^apps\/web\/src\/.*\.tsx?$/;

const API_SOURCE = /^apps\/api\/src\//;
/** The database layer itself (client, schema, migrations, demo data) is where queries start. */
const API_DB = /^apps\/api\/src\/db\//;
const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
/** The one file that wires the modules: it may also call a module's `<name>.module.ts`. */
const API_WIRING = 'apps/api/src/app.ts';
const WEB_FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
/** Below the features: they may use these, and these use no feature and not the app shell. */
const WEB_SHARED = /^apps\/web\/src\/(components|hooks|lib|i18n)\//;
const WEB_ABOVE_SHARED = /^apps\/web\/src\/(features|app)\//;

/** A module's own public entries, as another file outside it may import them. */
function isPublicEntry(file, target, targetModule) {
  const folder = `apps/api/src/modules/${targetModule}/`;
  if (target === `${folder}index.ts`) return true;
  return file === API_WIRING && target === `${folder}${targetModule}.module.ts`;
}

/**
 * The findings (`<rule> <file> [detail]`, sorted) for `files` (repository-relative paths of
 * source files), whose text `read(file)` returns.
 */
export function checkShape(files, read) {
  const findings = [];
  const add = (rule, file, detail) => findings.push(`${rule} ${file}${detail ? ` ${detail}` : ''}`);
  const resolve = resolverFor(new Set(files));
  const graph = new Map();
  /** module → module → the first file seen importing it (for the finding's detail). */
  const moduleGraph = new Map();

  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(TRACKER_NUMBER)) {
      const line = text.slice(0, match.index).split('\n').length;
      add('tracker-numbers', `${file}:${line}`, match[0].replace(/\s+/g, ' '));
    }
    if (!SOURCE.test(file)) continue;
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) add('max-lines', file, `(${lines})`);
    if (file.endsWith('.css')) continue;

    const isTest = TEST.test(file);
    if (!isTest && WEB_COMPONENT.test(file)) {
      for (const match of text.matchAll(PHYSICAL_CLASS)) add('physical-direction', file, match[0]);
    }
    const module = file.match(API_MODULE)?.[1];
    const feature = file.match(WEB_FEATURE)?.[1];
    const edges = [];
    for (const { spec, typeOnly, lazy } of importsOf(text)) {
      const target = resolve(file, spec);
      // A lazy import() is a split point evaluated later, not part of a load-time cycle.
      if (target && !typeOnly && !lazy) edges.push(target);
      if (isTest) continue;

      if (
        API_SOURCE.test(file) &&
        !API_DB.test(file) &&
        !file.endsWith('.repository.ts') &&
        !typeOnly &&
        (/^drizzle-orm/.test(spec) || (target && /^apps\/api\/src\/db\/schema/.test(target)))
      ) {
        add('queries-in-repositories', file, spec);
      }
      const targetModule = target?.match(API_MODULE)?.[1];
      if (targetModule && targetModule !== module && API_SOURCE.test(file)) {
        if (!isPublicEntry(file, target, targetModule)) add('module-internals', file, target);
        // A type is a dependency too: a module that names another's types changes with it.
        if (module) {
          const out = moduleGraph.get(module) ?? new Map();
          if (!out.has(targetModule)) out.set(targetModule, file);
          moduleGraph.set(module, out);
        }
      }
      const targetFeature = target?.match(WEB_FEATURE)?.[1];
      if (
        (feature && targetFeature && targetFeature !== feature) ||
        (WEB_SHARED.test(file) && target && WEB_ABOVE_SHARED.test(target))
      ) {
        add('feature-imports', file, target);
      }
    }
    graph.set(file, edges);
  }

  for (const component of cyclesOf(graph)) add('import-cycles', component.join(' '));
  const modules = new Map([...moduleGraph].map(([from, out]) => [from, [...out.keys()]]));
  for (const component of cyclesOf(modules)) {
    // Which file of each module reaches the next, so the finding says where to start mending.
    const via = component.flatMap((from) =>
      component
        .filter((to) => moduleGraph.get(from)?.has(to))
        .map((to) => `${moduleGraph.get(from).get(to).replace('apps/api/src/modules/', '')}→${to}`),
    );
    add('module-cycles', component.join(' '), `(${via.join(', ')})`);
  }
  return findings.sort();
}
