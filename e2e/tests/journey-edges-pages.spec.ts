import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  createVerifiedAccount,
  familyAddress,
  logIn,
  logInPastWelcome,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { readLatestMail, resetCodeFrom } from '../support/mailbox';
import { setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// The journey's edges (decisions 021 and 022), the pages met off its path: the reset code checked
// first, a signed-in 404, verify-email opened directly, Settings' header. They run on the phone;
// each state they check is checked at 1280 px too (decision 080).

test.describe.configure({ timeout: 180_000 });

/** What the browser logs of a request refused on purpose. */
const REFUSED =
  'console: Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** The active single's name in the top bar. */
const activeSingle = (page: Page) => page.getByText('Active single:').locator('..');

test('11: a wrong reset code is refused at step 1, before any password; the right one goes on', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
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

  // At 1280 px, the refusal again: asked for from the start, and answered with the code just
  // spent (a code works once).
  await alsoAtDesktop(page, testInfo, 'i23-reset-wrong-code', {
    path: '/forgot-password',
    signedOut: true,
    reach: async (desktop) => {
      await desktop.getByLabel('Email address').fill(email);
      await desktop.getByRole('button', { name: 'Request reset token' }).click();
      await expect(desktop).toHaveURL(/\/reset-password$/);
      await desktop.getByLabel('6-digit code or reset token').fill(code);
      await desktop.getByRole('button', { name: 'Submit Reset Token' }).click();
      await expect(desktop.getByText(refused)).toHaveCount(1);
      await expect(desktop.getByText(/Step 1 of 2/)).toBeVisible();
    },
    expectedProblems: [REFUSED],
  });
});

test('13, 16, 17: verify-email opened directly; a signed-in 404 and Settings’ header; the signed-out 404', async ({
  page,
  request,
}, testInfo) => {
  // One guardian serves the signed-in pages (the 404's header, Settings' long address): one
  // sign-up and one log-in where there were two. Each state is the one its own case had: the
  // signed-out pages are met before the log-in and after the cookies are cleared (decision 080).
  phoneOnly(testInfo);
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Nothing to verify here' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign up' }).last()).toBeVisible();
  await checkPage(page, testInfo, 'i23-verify-email-direct');
  await alsoAtDesktop(page, testInfo, 'i23-verify-email-direct', {
    signedOut: true,
    reach: (desktop) =>
      expect(desktop.getByRole('heading', { name: 'Nothing to verify here' })).toBeVisible({
        timeout: 15_000,
      }),
  });

  const email = uniqueEmail(testInfo, 'a-rather-long-guardian-address-for-wrapping');
  await setUpSingle(request, email, { firstName: 'Aisha' });
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await page.goto('/no-such-page');
  // The signed-in shell's chunks load first: give a busy machine time.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
  ).toBeVisible({ timeout: 15_000 });
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Account/ })).toBeVisible();
  await expect(activeSingle(page)).toContainText('Aisha');
  await expect(page.getByRole('link', { name: /^Log in/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Sign up/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await checkPage(page, testInfo, 'i23-not-found-signed-in');
  await alsoAtDesktop(page, testInfo, 'i23-not-found-signed-in', {
    reach: async (desktop) => {
      await expect(
        desktop.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(
        desktop.getByRole('banner').getByRole('button', { name: /Account/ }),
      ).toBeVisible();
      await expect(desktop.getByRole('link', { name: /^Log in/ })).toHaveCount(0);
    },
  });

  await page.goto('/settings');
  await expectWholeAddress(page, email);
  await checkPage(page, testInfo, 'i23-settings-header');
  await alsoAtDesktop(page, testInfo, 'i23-settings-header', {
    reach: (desktop) => expectWholeAddress(desktop, email),
  });
  expect(familyAddress(email)).toBeTruthy();

  // Signed out, the public one, as before (its header's links fold into a menu on a phone).
  await page.context().clearCookies();
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Waliyy — home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Log in' })).toBeVisible();
  await checkPage(page, testInfo, 'i23-not-found-signed-out');
  await alsoAtDesktop(page, testInfo, 'i23-not-found-signed-out', {
    signedOut: true,
    reach: async (desktop) => {
      await expect(
        desktop.getByRole('heading', { level: 1, name: 'Looks like you got lost' }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(
        desktop.getByRole('banner').getByRole('link', { name: 'Waliyy — home' }),
      ).toBeVisible();
      await expect(
        desktop.getByRole('contentinfo').getByRole('link', { name: 'Log in' }),
      ).toBeVisible();
    },
  });
});

/** Settings' header shows the whole address (wrapped, not cut with an ellipsis) and the holder. */
async function expectWholeAddress(page: Page, email: string) {
  const header = page.getByRole('heading', { level: 1, name: 'Settings' }).locator('..');
  const address = header.getByText(email);
  await expect(address).toBeVisible({ timeout: 15_000 });
  const isCut = await address.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(isCut).toBe(false);
  await expect(header.getByText('Account holder: Abdullahi Bello')).toBeVisible();
}
