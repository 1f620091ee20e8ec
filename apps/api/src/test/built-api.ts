import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT } from './api-root';

const REPO_ROOT = path.resolve(API_ROOT, '../..');
const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');

/**
 * Runs the API's real build (build.mjs) into `outdir`: dist/main.js and dist/cli.js as an
 * operator ships them.
 */
export function buildApi(outdir: string): void {
  execFileSync(process.execPath, ['build.mjs', `--outdir=${outdir}`], {
    cwd: API_ROOT,
    stdio: 'pipe',
  });
}

/**
 * A build beside the repository's node_modules (so bare imports resolve there), removed by the
 * returned function: for tests that need the built server, not the proof of its dependencies.
 */
export function buildApiInRepo(): { dir: string; remove: () => void } {
  const parent = path.join(NODE_MODULES, '.waliyy-test-builds');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'api-'));
  buildApi(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The API's production dependencies as `npm ls --omit=dev` lists them, without the workspace's
 * own packages (build.mjs bundles those): the folders under node_modules to ship.
 */
export function productionDependencyFolders(): string[] {
  const out = execFileSync(
    'npm',
    ['ls', '--omit=dev', '--all', '--parseable', '--workspace', '@waliyy/api'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] },
  ).toString();
  const folders = out
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${NODE_MODULES}${path.sep}`))
    .map((line) => path.relative(NODE_MODULES, line))
    .filter((rel) => !rel.startsWith('@waliyy/') && !rel.startsWith('.'))
    .sort();
  // A nested folder (a/node_modules/b) comes with its parent.
  return folders.filter(
    (rel, i) => !folders.slice(0, i).some((parent) => rel.startsWith(`${parent}${path.sep}`)),
  );
}

/**
 * A deployment of the build alone, outside the repository: `<root>/dist` (the build),
 * `<root>/node_modules` holding the production dependencies only (each a link to the installed
 * folder: copying them took longer than the rest of the test), and a package.json. Run it with
 * `node --preserve-symlinks`: every import, the dependencies' own included, is then resolved
 * inside `<root>`, so nothing from the source tree or the dev dependencies (tsx, esbuild,
 * drizzle-kit…) is reachable.
 */
export function deployBuildAlone(): { root: string; dist: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'waliyy-deploy-'));
  const dist = path.join(root, 'dist');
  buildApi(dist);
  for (const rel of productionDependencyFolders()) {
    const link = path.join(root, 'node_modules', rel);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(NODE_MODULES, rel), link, 'dir');
  }
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'waliyy-deploy', private: true, type: 'module' }),
  );
  return { root, dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
