import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** Collects console errors and uncaught exceptions from the moment it is called. */
export function watchConsole(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return () => problems;
}

/** The rule sets every check runs: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** axe-core itself, as it is put into the page (read once per test worker). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * No WCAG 2.1 A/AA or best-practice violations on the page as it is now.
 *
 * axe runs in the page itself, in each of its frames, as @axe-core/playwright's legacy mode runs
 * it (`axe.run` on the document, the same tags, the same same-origin configuration), with two
 * costs taken away (decision 080, "axe once per page"): that library evaluated axe's 550 KB
 * source twice per check, even in a page that already had it, and collected every node that
 * passed. Here the source goes into a document once, and only the violations come back whole
 * (`resultTypes`: the passing and incomplete rules still come back, with one node each) — the
 * violations are all this check reads. On the dashboard, one core: 1.1 s → 0.7 s a check.
 * The app has no frames; should one come, a frame axe cannot reach (another origin) fails the
 * check instead of going unread.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForLivePage(page);
  for (const frame of page.frames()) {
    if (await frame.evaluate('typeof window.axe === "object"').catch(() => true)) continue;
    await frame.evaluate(AXE_SOURCE).catch(() => {});
    await frame
      .evaluate(
        'axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })',
      )
      .catch(() => {});
  }
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: AxeRun }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  const untested = [...results.incomplete, ...results.violations].filter(
    (r) => r.id === 'frame-tested',
  );
  expect(untested, 'frames axe could not test').toEqual([]);
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The one call of axe's API the check makes, typed as much as the check reads. */
type AxeRun = { run(context: Document, options: RunOptions): Promise<AxeResults> };

/** A full-page screenshot kept as an artefact, named by page and width (the project's by default). */
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  width: string = testInfo.project.name,
): Promise<void> {
  await page.screenshot({
    path: `artifacts/screens/${width}-${name}.png`,
    fullPage: true,
  });
}

/** The page the server drew ahead (scripts/prerender.mjs) has given way to the live one. */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
}
