// Lighthouse (mobile emulation, median of LH_RUNS, default 3) against the production build
// served by the API server (build first). The measuring is in lighthouse-run.ts.
//   LH_PAGES=/,/login,/dashboard   pages, comma-separated (default `/`; `bench:lighthouse:app`
//                                  is /login and /dashboard, the latter as the demo guardian)
//   LH_RUNS=1                      runs per page
//   LH_ASSERT=accessibility        only these categories fail the run (all targets by default;
//                                  `none`: no target fails it)
//   LH_LANGUAGE=ha                 the signed-in pages in this language (the demo account's;
//                                  default en): their results are named `/dashboard (ha)`
// Signed-in pages with an id: `/profile/:single` (the demo guardian's daughter) and
// `/recommended/:recommended` (the first single recommended to her); /likes and /match are
// measured with likes, a match and a plan made for them (lighthouse-seed.ts).
// Targets: `/` (decision 004), and `/ha/`, `/yo/`, `/ar/` (decision 070), performance ≥ 95,
// accessibility 100, best practices 100, SEO ≥ 95 (`LH_PAGES=/ar/` for Arabic's home);
// /login and /dashboard (decision 014) performance ≥ 90, accessibility 100.
// Writes bench/results/lighthouse.json (pages measured before and not now are kept) and the
// median run's full report of each page to bench/results/lighthouse-reports/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, formatLighthouse, runLighthouse } from './lighthouse-run';

const pages = (process.env.LH_PAGES ?? '/').split(',').map((page) => page.trim());
const runs = Number(process.env.LH_RUNS ?? 3);
const port = Number(process.env.LH_PORT ?? 3299);
// LH_ASSERT=none: measure and print, fail only when Lighthouse itself fails (the CI smoke run).
const assert =
  process.env.LH_ASSERT === 'none'
    ? []
    : process.env.LH_ASSERT
      ? process.env.LH_ASSERT.split(',')
      : CATEGORIES;
const unknown = assert.filter((id) => !CATEGORIES.includes(id));
if (unknown.length) throw new Error(`LH_ASSERT: unknown categories ${unknown.join(', ')}`);

const resultsDir =
  process.env.BENCH_RESULTS_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
const started = performance.now();
const results = await runLighthouse({
  pages,
  runs,
  port,
  assert,
  language: process.env.LH_LANGUAGE || 'en',
  reportDir: path.join(resultsDir, 'lighthouse-reports'),
  log: console.log,
});
for (const [page, result] of Object.entries(results))
  console.log(`\n${formatLighthouse(page, result)}`);
const misses = Object.entries(results).flatMap(([page, r]) => r.misses.map((m) => `${page} ${m}`));
console.log(
  `\n${misses.length ? `MISSED: ${misses.join('; ')}` : 'all targets met'} (${Math.round((performance.now() - started) / 1000)} s)`,
);

const file = path.join(resultsDir, 'lighthouse.json');
const earlier = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify({ ...earlier, ...results }, null, 2));
process.exit(misses.length ? 1 : 0);
