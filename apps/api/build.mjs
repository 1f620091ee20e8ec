// Bundles the API into dist/main.js (the server) and dist/cli.js (admin:grant, admin:revoke):
// our code and the workspace contract are bundled, every npm dependency stays external
// (installed by `npm ci --omit=dev`), the SQL migrations are copied beside. The version the
// health check reports is written in: this package's version and the commit built.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@waliyy/'));

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

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  define: { __WALIYY_VERSION__: JSON.stringify(version) },
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`api built (${version}): ${outdir}/main.js, ${outdir}/cli.js`);
