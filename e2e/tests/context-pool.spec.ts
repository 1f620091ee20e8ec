import { expect } from '@playwright/test';
import { test } from '../support/contexts';
import { phoneOnly } from '../support/widths';

// The worker's kept browser context (support/contexts.ts) must come to the next test empty: a
// test that leaves a session behind — a cookie, local and session storage on the app's origin —
// is followed by one that gets the same context, with none of it. Serial: one worker, in order.
test.describe.configure({ mode: 'serial' });

const MARK = Symbol('the context the first test had');

test('a test leaves a signed-in browser behind', async ({ page, context }, testInfo) => {
  phoneOnly(testInfo);
  await page.goto('/api/v1/health');
  await context.addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
  await page.evaluate(() => {
    localStorage.setItem('user', '{"left":"behind"}');
    sessionStorage.setItem('left', 'behind');
  });
  (context as unknown as Record<symbol, boolean>)[MARK] = true;
});

test('the next test gets the same context, emptied', async ({ page, context }, testInfo) => {
  phoneOnly(testInfo);
  expect((context as unknown as Record<symbol, boolean>)[MARK], 'a kept context').toBe(true);
  expect(context.pages()).toEqual([page]);
  expect(await context.cookies()).toEqual([]);
  await page.goto('/api/v1/health');
  expect(
    await page.evaluate(() => [localStorage.length, sessionStorage.length]),
    'local and session storage',
  ).toEqual([0, 0]);
});
