// `npm run typecheck`: the three TypeScript programs of the repository at once — the Node
// workspaces together (tsconfig.node.json), the web app (DOM, JSX) and the e2e tests (DOM for
// page.evaluate) — each with its own output, failing if any fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const programs = ['tsconfig.node.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'];

const results = await Promise.all(
  programs.map(
    (project) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) => resolve({ project, code, output, ms: Date.now() - started }));
      }),
  ),
);

for (const { project, code, output, ms } of results) {
  const verdict = code === 0 ? 'ok' : 'FAILED';
  console.log(`typecheck ${project}: ${verdict} (${(ms / 1000).toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
