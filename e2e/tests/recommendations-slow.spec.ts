import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import { cardsOf, preferred, signInToDashboard } from '../support/dashboard';
import { checkPage, uniqueEmail } from '../support/journey';
import { setUpSingle } from '../support/singles';

// Decision 060: a slow API shows placeholder cards, a failing one says so and Try again
// recovers. The states are the browser's own (its requests held or refused), so this journey
// runs at both widths.

test('a slow API shows placeholder cards; a failing explore says so and Try again recovers', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'recs-slow');
  await setUpSingle(request, email, { preference: { minAge: 25, maxAge: 45 } });
  await signInToDashboard(page, email);
  await expect(cardsOf(preferred(page))).toHaveCount(9);

  // Slow: the account and the list are held until the placeholders have been seen. The page asks
  // for them before its code has come (decision 087), so a fixed delay could run out before a
  // busy machine has drawn anything.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await held;
    await route.continue();
  };
  await page.route('**/api/v1/account', slow);
  await page.route('**/api/v1/parent/child/*/recommendations?*', slow);
  await page.reload();
  const placeholders = page.getByRole('list', { name: 'Loading recommended profiles' });
  await expect(placeholders).toBeVisible();
  await expect(placeholders.locator('li')).toHaveCount(6);
  await expect(placeholders.locator('li').first()).toBeVisible();
  await checkPage(page, testInfo, 'dashboard-loading');
  release();
  await expect(cardsOf(preferred(page))).toHaveCount(9, { timeout: 20_000 });
  await page.unrouteAll({ behavior: 'wait' });

  // Failing: the account and explore's list answer 503 until the network comes back.
  const busy = { message: 'The service is busy. Please try again.', code: 'UNAVAILABLE' };
  let refusedPages = 0;
  const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (new URL(route.request().url()).pathname.endsWith('/parent/')) refusedPages += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify(busy),
    });
  };
  await page.route('**/api/v1/account', fail);
  await page.route('**/api/v1/parent/?*', fail);
  await page.goto('/explore');
  const alert = page.getByRole('alert').filter({ hasText: busy.message });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/set up a single first/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tell us about your single' })).toHaveCount(0);
  await checkPage(page, testInfo, 'explore-failed');

  await page.unroute('**/api/v1/account', fail);
  const refusedBefore = refusedPages;
  await alert.getByRole('button', { name: 'Try again' }).click();
  // The account is back; explore's own request still fails, and says so the same way.
  await expect(page.getByRole('heading', { level: 1, name: 'Explore profiles' })).toBeVisible();
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/set up a single first/)).toHaveCount(0);
  // The alert stays up while the list asks again, so wait until its request and its one automatic
  // retry (lib/query-client.ts) have both been refused: a retry still to come when the network
  // comes back would recover on its own and take the Try again button away before the click.
  await expect
    .poll(() => refusedPages - refusedBefore, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  await page.unroute('**/api/v1/parent/?*', fail);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main a[href^="/explore/"]')).toHaveCount(9, { timeout: 20_000 });
  await checkPage(page, testInfo, 'explore-recovered');
});
