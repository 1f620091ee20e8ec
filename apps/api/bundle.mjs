// How the API is bundled, shared by the production build (build.mjs: dist/main.js and dist/cli.js)
// and the tests that start the app's scripts as processes (src/test/script-bundles.ts): our code
// and the workspace contract are bundled, every npm dependency stays external (installed by
// `npm ci --omit=dev`, or found in the repository's node_modules), the SQL migrations are copied
// beside the bundles, where src/db/migrate.ts looks for them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API_ROOT = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@waliyy/'));

/**
 * Bundles `entryPoints` (name → a path under apps/api) into `outdir`, emptied first, with the
 * version the health check reports (`version`, or 'dev' as the source reports when left out).
 * Entry points are read from apps/api; a relative `outdir` is from the working directory.
 * @param {{ entryPoints: Record<string, string>, outdir: string, version?: string,
 *   sourcemap?: boolean }} options
 */
export async function bundleApi({ entryPoints, outdir: dir, version, sourcemap = true }) {
  const outdir = path.resolve(dir);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: API_ROOT,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap,
    define: version ? { __WALIYY_VERSION__: JSON.stringify(version) } : {},
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  cpSync(path.join(API_ROOT, 'src/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}
