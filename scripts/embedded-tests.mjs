#!/usr/bin/env node
/**
 * The API test files CI runs a second time on the embedded database (PGlite), after the whole
 * API suite ran on PostgreSQL (decision 080). Chosen from the files themselves, so the list
 * cannot fall behind:
 *
 * - a file that tells the two databases apart (`isPostgres()` in a `skipIf`, a negation or a
 *   ternary, or the driver's kind: it has an embedded variant of its own), or that imports a
 *   module that does (the hardening suite's concurrency world, the database client itself);
 * - the database layer (`apps/api/src/db/`): the embedded data directory, its lock, the demo data;
 * - the app started as a newcomer starts it (`main*.test.ts`, `config.test.ts`), whose defaults
 *   are the embedded database.
 *
 * Less any such file that the PostgreSQL pass has already run as this pass would: one that,
 * with the modules it imports from the repository, never reads the test services' variables
 * (TEST_DATABASE_URL, TEST_REDIS_URL, TEST_REQUIRE_SERVICES; nothing but the tests reads them)
 * works on the embedded database in both passes alike (the server started on a DATA_DIR, the
 * lock, the configuration's defaults).
 *
 * Prints one path per line (relative to the repository's root), for `vitest run`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TELLS_APART =
  /skipIf\(isPostgres\(\)\)|!isPostgres\(\)|isPostgres\(\)\s*\?|driver\.kind === 'pglite'/;
const STARTS_LIKE_A_NEWCOMER = /^apps\/api\/src\/(main[\w-]*|config)\.test\.ts$/;
// What the two passes differ by: the services' variables, and the templates made from them.
const READS_THE_SERVICES =
  /TEST_DATABASE_URL|TEST_REDIS_URL|TEST_REQUIRE_SERVICES|'pgliteTemplate'|'postgresTemplate'/;
const LOCAL_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g;

const sources = execFileSync('git', ['ls-files', 'apps/api/src', 'apps/api/test'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file.endsWith('.ts'));
const text = (file) => readFileSync(join(ROOT, file), 'utf8');
const files = sources.filter((file) => file.endsWith('.test.ts'));
// Modules that tell the databases apart, as a test file imports them: './concurrency-world'.
const helpers = sources
  .filter((file) => !file.endsWith('.test.ts') && TELLS_APART.test(text(file)))
  .map((file) => `/${file.split('/').pop()?.replace(/\.ts$/, '')}'`);

/** True when `file` or a module it imports from the repository (at any depth) reads them. */
const readsTheServices = (file, seen = new Set()) => {
  if (seen.has(file)) return false;
  seen.add(file);
  const body = text(file);
  if (READS_THE_SERVICES.test(body)) return true;
  return [...body.matchAll(LOCAL_IMPORT)].some(([, specifier]) => {
    const base = normalize(join(dirname(file), specifier)).replace(/\.js$/, '');
    const found = [`${base}.ts`, `${base}/index.ts`].find((candidate) =>
      sources.includes(candidate),
    );
    return found !== undefined && readsTheServices(found, seen);
  });
};

const chosen = files.filter((file) => {
  const body = text(file);
  const differs =
    file.startsWith('apps/api/src/db/') ||
    STARTS_LIKE_A_NEWCOMER.test(file) ||
    TELLS_APART.test(body) ||
    helpers.some((helper) => body.includes(helper));
  return differs && readsTheServices(file);
});
if (chosen.length === 0) throw new Error('no embedded-database test files found');
process.stdout.write(`${chosen.join('\n')}\n`);
