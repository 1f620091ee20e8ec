/**
 * The imports of a source file, read with a regular expression (fast, and enough for the way
 * this repository writes them), and their resolution to files of the repository.
 */
import { dirname, join, normalize } from 'node:path';

// An import: `import … from 'x'`, `export … from 'x'`, `import('x')`; type-only ones flagged.
const IMPORT_RE =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `{ spec, typeOnly, lazy }` for every import of the text. */
export function importsOf(text) {
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

/** Resolves a relative specifier to a file of `fileSet` (repository-relative paths). */
export function resolverFor(fileSet) {
  return (from, spec) => {
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
  };
}
