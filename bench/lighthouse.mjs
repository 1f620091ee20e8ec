// Lighthouse on `/` with mobile emulation (Lighthouse's default), median of 3 runs, against
// the production build served by the API server on an empty embedded database.
// Targets (issue 2): performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.LH_PORT ?? 3299);
const PAGES = (process.env.LH_PAGES ?? '/').split(',');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };

async function startServer() {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'waliyy-lh-')), 'data');
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/v1/health`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('server did not start (run `npm run build` first)');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const summary = {};
let failed = false;
try {
  for (const page of PAGES) {
    const url = `http://127.0.0.1:${PORT}${page}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result.lhr;
      runs.push({
        scores: Object.fromEntries(
          Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
        ),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const scores = Object.fromEntries(
      Object.keys(targets).map((id) => [id, median(runs.map((r) => r.scores[id]))]),
    );
    summary[page] = {
      scores,
      lcpMs: Math.round(median(runs.map((r) => r.lcp))),
      tbtMs: Math.round(median(runs.map((r) => r.tbt))),
      failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    };
    console.log(`\nLighthouse ${page} (mobile, median of ${RUNS}):`);
    for (const [id, target] of Object.entries(targets)) {
      const ok = scores[id] >= target;
      failed ||= !ok;
      console.log(
        `  ${id.padEnd(15)} ${String(scores[id]).padStart(3)}  (target ≥ ${target}) ${ok ? 'ok' : 'BELOW TARGET'}`,
      );
    }
    console.log(`  LCP ${summary[page].lcpMs} ms, TBT ${summary[page].tbtMs} ms`);
    if (summary[page].failingAudits.length)
      console.log(`  failing audits: ${summary[page].failingAudits.join(', ')}`);
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify(summary, null, 2));
process.exit(failed ? 1 : 0);
