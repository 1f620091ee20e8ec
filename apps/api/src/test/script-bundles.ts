import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { bundleApi } from '../../bundle.mjs';
import { API_ROOT } from './api-root';

/**
 * The scripts the tests start as processes, by their path under apps/api, and their bundle's name.
 * Started from source through tsx, a server cost ~4 CPU-s and 3–5 s before it listened; from its
 * bundle, as production starts it, ~1.9 CPU-s and 1.5–2.4 s (decision 080, "The scripts the tests
 * start, bundled"). The code is the same source, bundled as `npm run build` bundles it.
 */
const BUNDLED: Record<string, string> = {
  'src/main.ts': 'main',
  'src/scripts/admin-grant.ts': 'admin-grant',
  'src/scripts/safety-scan.ts': 'safety-scan',
  'src/test/lock-taker.ts': 'lock-taker',
};

/**
 * Bundles the scripts once for the test run (the global setup); returns the folder, which the
 * returned function removes. It sits beside dist/ (apps/api/.test-bundles-*), so the bundles find
 * the web build and the npm packages as dist/main.js does.
 */
export async function bundleScripts(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(API_ROOT, '.test-bundles-'));
  const entryPoints = Object.fromEntries(
    Object.entries(BUNDLED).map(([script, name]) => [name, script]),
  );
  await bundleApi({ entryPoints, outdir: dir, sourcemap: false });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** How to start `script` (a path under apps/api): its bundle when it has one, else through tsx. */
export function scriptArgs(script: string): string[] {
  const name = BUNDLED[script];
  return name ? [path.join(inject('scriptBundles'), `${name}.js`)] : ['--import', 'tsx', script];
}
