// `node scripts/parallel.mjs <script> …`: the package's npm scripts at once, each one's output
// printed whole, in the order given, as it ends; fails if any fails. The static checks run so
// (`npm run check`, `npm run lint`): tsc and knip each keep one core busy at most, and on a
// 2-core machine one after another they left a core idle (decision 080, "The static checks at
// once").
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> …');
  process.exit(2);
}

const runs = scripts.map((script) => {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ script, code, output, ms: Date.now() - started })),
  );
});

let failed = 0;
for (const run of runs) {
  const { script, code, output, ms } = await run;
  if (output.trim()) console.log(output.trimEnd());
  console.log(`${script}: ${code === 0 ? 'ok' : 'FAILED'} (${(ms / 1000).toFixed(1)} s)`);
  if (code !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
