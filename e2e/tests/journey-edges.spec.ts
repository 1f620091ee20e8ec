import { expect, type Page, test } from '@playwright/test';
import {
  checkPage,
  createVerifiedAccount,
  familyAddress,
  logIn,
  logInPastWelcome,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { readLatestMail, resetCodeFrom } from '../support/mailbox';
import { addSingle, buyPlanInSandbox, setUpSingle } from '../support/singles';

// The journey's edges (decisions 021 and 022): signing in again restores the active single, the
// singles limit said before the form, the reset code checked first, a signed-in 404.

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
});

test('11: a wrong reset code is refused at step 1, before any password; the right one goes on', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset-check');
  await createVerifiedAccount(request, email);

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request reset token' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const code = resetCodeFrom(
    await readLatestMail(email, { subject: /Reset your Waliyy password/ }),
  );
  expect(code).toMatch(/^\d{6}$/);
  const wrong = code === '000000' ? '000001' : '000000';

  const field = page.getByLabel('6-digit code or reset token');
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Submit Reset Token' }).click();
  const refused = 'That reset code is not valid or has expired. Request a new one.';
  await expect(page.getByText(refused)).toBeVisible();
  // Said once, under the field, still on step 1: no password asked for in vain.
  await expect(page.getByText(refused)).toHaveCount(1);
  await expect(page.getByText(/Step 1 of 2/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  await expect(field).toBeFocused();
  await checkPage(page, testInfo, 'i23-reset-wrong-code');

  await field.fill(code);
  await page.getByRole('button', { name: 'Submit Reset Token' }).click();
  await expect(page.getByText(/Step 2 of 2/)).toBeVisible();
  const fresh = 'A-fresh-password-7';
  await page.getByRole('textbox', { name: 'New password' }).fill(fresh);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(fresh);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, fresh);
  await expect(page).toHaveURL(/\/login-successful$/, { timeout: 20_000 });
});

test('13: a signed-in 404 shows the app’s header and navigation, not Log in / Sign up', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'lost');
  await setUpSingle(request, email, { firstName: 'Aisha' });
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Account/ })).toBeVisible();
  await expect(activeSingle(page)).toContainText('Aisha');
  await expect(page.getByRole('link', { name: /^Log in/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Sign up/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await checkPage(page, testInfo, 'i23-not-found-signed-in');

  // Signed out, the public one, as before (its header's links fold into a menu on a phone).
  await page.context().clearCookies();
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Waliyy — home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Log in' })).toBeVisible();
  await checkPage(page, testInfo, 'i23-not-found-signed-out');
});

test('16, 17: verify-email opened directly offers sign-up and login; Settings’ header wraps', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Nothing to verify here' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign up' }).last()).toBeVisible();
  await checkPage(page, testInfo, 'i23-verify-email-direct');

  const email = uniqueEmail(testInfo, 'a-rather-long-guardian-address-for-wrapping');
  await setUpSingle(request, email, { firstName: 'Aisha' });
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto('/settings');
  const header = page.getByRole('heading', { level: 1, name: 'Settings' }).locator('..');
  const address = header.getByText(email);
  await expect(address).toBeVisible();
  // The whole address is shown (wrapped, not cut with an ellipsis).
  const isCut = await address.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(isCut).toBe(false);
  await expect(header.getByText('Account holder: Abdullahi Bello')).toBeVisible();
  await checkPage(page, testInfo, 'i23-settings-header');
  expect(familyAddress(email)).toBeTruthy();
});
