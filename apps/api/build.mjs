// Bundles the API into dist/main.js (the server) and dist/cli.js (admin:grant, admin:revoke), as
// bundle.mjs bundles (our code and the contract inside, npm dependencies outside, the migrations
// beside). The version the health check reports is written in: this package's version and the
// commit built.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bundleApi } from './bundle.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
} catch {
  // Not a git checkout: the version alone.
}
const version = commit ? `${pkg.version}+${commit}` : pkg.version;
// `--outdir=<dir>`: somewhere else than dist (the tests that run the build).
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice(9) || 'dist';

await bundleApi({ entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' }, outdir, version });
console.log(`api built (${version}): ${outdir}/main.js, ${outdir}/cli.js`);
