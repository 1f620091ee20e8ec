import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Collects console errors and uncaught exceptions from the moment it is called. */
export function watchConsole(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return () => problems;
}

/**
 * No WCAG 2.1 A/AA or best-practice violations on the page as it is now.
 *
 * Axe runs in the page itself (legacy mode): by default it opens a blank page to gather what
 * each frame found, which cost about 40 % of every check here (decision 080: the same rules,
 * passes and results on /, /about and /login, 2.5 s less a check on a busy machine). The app
 * has no frames; should one come, a frame axe cannot reach (another origin) fails the check
 * instead of going unread.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForLivePage(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
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
