import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  logIn,
  logInPastWelcome,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { addSingle, buyPlanInSandbox, setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// The journey's edges (decisions 021 and 022): signing in again restores the active single, and
// the singles limit is said before the form (the other edges: journey-edges-pages.spec.ts). They
// run on the phone; each state they check is checked at 1280 px too (decision 080).

test.describe.configure({ timeout: 180_000 });

/** What an expired session leaves: no cookie, no storage (product.md §4: the silent logout). */
async function endSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The active single's name in the top bar. */
const activeSingle = (page: Page) => page.getByText('Active single:').locator('..');

test('4: one single — an expired session, a login from /likes: she is active again and /likes works', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  const email = uniqueEmail(testInfo, 'one-single');
  const { token } = await setUpSingle(request, email, { firstName: 'Aisha' });
  await buyPlanInSandbox(request, token);

  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(activeSingle(page)).toContainText('Aisha');

  await endSession(page);
  await page.goto('/likes');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  // Back where the session ended, past /login-successful, with the single restored.
  await expect(page).toHaveURL(/\/likes$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Liked You' })).toBeVisible();
  await expect(page.getByText(/Choose one first/)).toHaveCount(0);
  await expect(activeSingle(page)).toContainText('Aisha');
  await checkPage(page, testInfo, 'i23-relogin-one-single-likes');
  await alsoAtDesktop(page, testInfo, 'i23-relogin-one-single-likes', {
    reach: async (desktop) => {
      await expect(desktop.getByRole('heading', { name: 'Liked You' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(activeSingle(desktop)).toContainText('Aisha');
    },
  });

  await page.getByRole('link', { name: /Waliyy.*dashboard/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recommended for Aisha' }),
  ).toBeVisible();
  await expect(page.getByText(/Choose which of your singles/)).toHaveCount(0);
});

test('4: two singles — the one chosen last is restored after the session ends, on another page', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  const email = uniqueEmail(testInfo, 'two-singles');
  const { token } = await setUpSingle(request, email, { firstName: 'Aisha' });
  await addSingle(request, token, { firstName: 'Maryam' });
  await buyPlanInSandbox(request, token);

  // The first login: no single used yet, so the family chooses (product.md §2).
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a single' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Maryam' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(activeSingle(page)).toContainText('Maryam');

  await endSession(page);
  await page.goto('/match');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/match$/, { timeout: 20_000 });
  await expect(activeSingle(page)).toContainText('Maryam');
  await expect(page.getByText(/Choose one first/)).toHaveCount(0);

  await page.goto('/likes');
  await expect(page.getByRole('heading', { name: 'Liked You' })).toBeVisible();
  await expect(page.getByText(/Choose one first/)).toHaveCount(0);
  await checkPage(page, testInfo, 'i23-relogin-two-singles-likes');
  await alsoAtDesktop(page, testInfo, 'i23-relogin-two-singles-likes', {
    reach: async (desktop) => {
      await expect(desktop.getByRole('heading', { name: 'Liked You' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(activeSingle(desktop)).toContainText('Maryam');
    },
  });

  // A plain login (to /login-successful) skips the grid for the last used one too.
  await endSession(page);
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recommended for Maryam' }),
  ).toBeVisible();
});

test('5: at the free plan’s limit, Add a Single says so before the form, and the draft survives upgrading', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  const email = uniqueEmail(testInfo, 'at-limit');
  const { token } = await setUpSingle(request, email, { firstName: 'Aisha' });
  await addSingle(request, token, { firstName: 'Maryam' });

  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a single' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Aisha' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('link', { name: 'Add a Single' }).click();

  const notice = page.getByRole('region', { name: 'You have 2 of 2 singles' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Upgrade to Premium to add up to 4');
  // Before the form: no question is asked yet.
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await checkPage(page, testInfo, 'i23-add-account-at-limit');
  await alsoAtDesktop(page, testInfo, 'i23-add-account-at-limit', {
    reach: (desktop) =>
      expect(desktop.getByRole('region', { name: 'You have 2 of 2 singles' })).toBeVisible({
        timeout: 15_000,
      }),
  });

  await notice.getByRole('button', { name: 'Fill in the form now' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('Last name').fill('Sani');
  await notice.getByRole('link', { name: 'See the Premium plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // Upgraded (the sandbox checkout), then back to Add a Single: room now, answers kept.
  await buyPlanInSandbox(request, token);
  await page.goto('/get-started');
  await expect(page.getByLabel('First name')).toHaveValue('Zainab');
  await expect(page.getByLabel('Last name')).toHaveValue('Sani');
  await expect(page.getByText('We brought back the answers saved on this device.')).toBeVisible();
  await expect(page.getByRole('region', { name: /singles$/ })).toHaveCount(0);
  await checkPage(page, testInfo, 'i23-add-account-after-upgrade');
  await alsoAtDesktop(page, testInfo, 'i23-add-account-after-upgrade', {
    reach: async (desktop) => {
      await expect(desktop.getByLabel('First name')).toHaveValue('Zainab', { timeout: 15_000 });
      await expect(
        desktop.getByText('We brought back the answers saved on this device.'),
      ).toBeVisible();
    },
  });
});
