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
 * Prints one path per line (relative to the repository's root), for `vitest run`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TELLS_APART =
  /skipIf\(isPostgres\(\)\)|!isPostgres\(\)|isPostgres\(\)\s*\?|driver\.kind === 'pglite'/;
const STARTS_LIKE_A_NEWCOMER = /^apps\/api\/src\/(main[\w-]*|config)\.test\.ts$/;

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

const chosen = files.filter((file) => {
  if (file.startsWith('apps/api/src/db/') || STARTS_LIKE_A_NEWCOMER.test(file)) return true;
  const body = text(file);
  return TELLS_APART.test(body) || helpers.some((helper) => body.includes(helper));
});
if (chosen.length === 0) throw new Error('no embedded-database test files found');
process.stdout.write(`${chosen.join('\n')}\n`);
