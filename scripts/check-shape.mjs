#!/usr/bin/env node
/**
 * The repository's shape, checked on every `npm run lint` (Biome checks style; this checks
 * architecture). Rules, each named in its findings (the code: scripts/shape/rules.mjs; decisions
 * 069 and 077):
 *
 * - `max-lines`: no source file over 300 lines (generated files and migrations excepted).
 * - `queries-in-repositories`: in the API's source (modules, `lib/` with the mail outbox and
 *   worker, the top-level files, scripts) only `*.repository.ts` files build queries: anything
 *   else may import `drizzle-orm` or `db/schema` for types only (`import type`). `db/` itself,
 *   the database layer (client, schema, migrations, demo data), is exempt.
 * - `module-internals`: any API file outside a module uses it only through its `index.ts`;
 *   `app.ts`, which wires the modules, may also call a module's `<name>.module.ts`.
 * - `module-cycles`: no two API modules depend on each other, directly or around a longer loop:
 *   module A importing B's index while B imports A's is a cycle here though no file cycle is,
 *   and a type-only import counts (a module naming another's types changes with it).
 * - `feature-imports`: imports flow one way in the web app, shared → features → app
 *   (docs/architecture.md): a feature imports no other feature, not even its `index.ts`, and
 *   `components/`, `hooks/`, `lib/` and `i18n/` import no feature and not `app/`.
 * - `import-cycles`: no cycle of static runtime imports between files (type-only and lazy
 *   `import()` do not count: they are not evaluated when the file loads).
 * - `physical-direction`: the web's components use logical Tailwind classes (`ms-`, `pe-`,
 *   `start-`, `end-`, `text-start`, `border-s`, `rounded-e`…), not left/right ones, so Arabic
 *   lays out right to left without a second style (decision 070).
 * - `tracker-numbers`: no source, doc or data file (Markdown, JSON, YAML, shell, `.ci/`) cites
 *   a tracker issue by its number: a clone cannot look it up. Cite the decision record
 *   (docs/decisions/NNN-*.md), or say the reason in place (decision 081).
 *
 * Tests are exempt from all but `max-lines`, `import-cycles` and `tracker-numbers`; only
 * `tracker-numbers` reads files that are not code. Findings listed in
 * `scripts/shape-baseline.json` are known debt being paid off: they are reported, not failed;
 * anything else fails. `node scripts/check-shape.mjs --write-baseline` rewrites the list.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkShape, GENERATED, SOURCE, TEXT } from './shape/rules.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = join(ROOT, 'scripts/shape-baseline.json');

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => (SOURCE.test(file) || TEXT.test(file)) && !GENERATED.some((re) => re.test(file)),
  )
  .filter((file) => {
    try {
      readFileSync(join(ROOT, file));
      return true;
    } catch {
      return false; // deleted in the working tree
    }
  });

const findings = checkShape(files, (file) => readFileSync(join(ROOT, file), 'utf8'));

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
// A file's line count moves with every edit, and the files a module cycle runs through move
// with the code: a known finding stays known while its detail changes, so compare without it.
const key = (finding) => finding.replace(/^((?:max-lines|module-cycles) .*?) \(.*\)$/, '$1');
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
