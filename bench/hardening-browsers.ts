/**
 * The Lighthouse section of the hardening report (decision 014: /login and /dashboard ≥ 90
 * performance, 100 accessibility), measured after the load, the soak and the faults, on the
 * production build (`npm run build` first; without one the section says so).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatLighthouse, runLighthouse } from './lighthouse-run';

const root = path.resolve(import.meta.dirname, '..');

export async function lighthouseSection(
  skip: boolean,
  quick: boolean,
  log: (line: string) => void,
): Promise<{ markdown: string; summary: string[] }> {
  if (skip) return { markdown: '_Skipped (--skip-lighthouse)._', summary: ['lighthouse: skipped'] };
  const built =
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(path.join(root, 'apps/api/dist/main.js'));
  if (!built)
    return {
      markdown: '_Not run: no production build (`npm run build`, then run the bench again)._',
      summary: ['lighthouse: not run (no build)'],
    };
  const pages = ['/login', '/dashboard'];
  const runs = quick ? 1 : 3;
  log(`lighthouse: ${pages.join(', ')}, median of ${runs}`);
  const results = await runLighthouse({ pages, runs, assert: [], log });
  const blocks = pages.map((page) => formatLighthouse(page, results[page]!));
  return {
    markdown: ['```', ...blocks, '```'].join('\n'),
    summary: pages.map((page) => {
      const s = results[page]!.scores;
      return `lighthouse ${page}: performance ${s.performance}, accessibility ${s.accessibility}`;
    }),
  };
}
