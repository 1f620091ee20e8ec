import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  createVerifiedAccount,
  FRESH_PAGE_WAIT,
  familyAddress,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { readLatestMail, resetCodeFrom, resetTokenFrom } from '../support/mailbox';
import { phoneOnly } from '../support/widths';

// Decision 005's passwords (the rest of its journeys: accounts.spec.ts): a forgotten one reset
// by the e-mailed code or link, and one changed in Settings. The rules do not depend on the
// width: the journeys run on the phone, and each page state they check is checked at 1280 px
// too (`alsoAtDesktop`, decision 080), reached there the way the phone's page was (the address
// /forgot-password handed on, the code checked again, a tab or dialog opened).

const NEW_PASSWORD = 'Battery-staple-42';

/** Settings › Account, opened from its tab. */
async function openAccountTab(page: Page) {
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('None yet')).toBeVisible();
}

test('forgot password: the e-mailed 6-digit code resets it, and the new password logs in', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  // Three pages checked at both widths: minutes on a busy 2-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'reset');
  await createVerifiedAccount(request, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'forgot-password');
  await alsoAtDesktop(page, testInfo, 'forgot-password', {
    reach: (desktop) =>
      expect(desktop.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible(
        { timeout: FRESH_PAGE_WAIT },
      ),
  });
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request reset token' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(/step 1 of 2/i)).toBeVisible();
  await checkPage(page, testInfo, 'reset-password-token');
  await alsoAtDesktop(page, testInfo, 'reset-password-token', {
    locationState: { email },
    reach: (desktop) =>
      expect(desktop.getByText(/step 1 of 2/i)).toBeVisible({ timeout: FRESH_PAGE_WAIT }),
  });
  const mail = await readLatestMail(email, { subject: /Reset your Waliyy password/ });
  const code = resetCodeFrom(mail);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code or reset token').fill(code);
  await page.getByRole('button', { name: 'Submit Reset Token' }).click();

  await expect(page.getByText(/step 2 of 2/i)).toBeVisible();
  await checkPage(page, testInfo, 'reset-password-new');
  // Step 2 at 1280 px: the code checked again (a check spends nothing; the phone resets with it).
  await alsoAtDesktop(page, testInfo, 'reset-password-new', {
    path: '/reset-password',
    locationState: { email },
    reach: async (desktop) => {
      await desktop.getByLabel('6-digit code or reset token').fill(code);
      await desktop.getByRole('button', { name: 'Submit Reset Token' }).click();
      await expect(desktop.getByText(/step 2 of 2/i)).toBeVisible();
    },
  });
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('resetPwdToken'))).toBeNull();
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);
});

test('forgot password: the e-mail’s link resets it too', async ({ page, request }, testInfo) => {
  phoneOnly(testInfo);
  const email = uniqueEmail(testInfo, 'reset-link');
  await createVerifiedAccount(request, email);
  const asked = await request.put('/api/v1/auth/forgot-password', {
    headers: { 'x-forwarded-for': familyAddress(email) },
    data: { email },
  });
  expect(asked.status()).toBe(200);
  const token = resetTokenFrom(
    await readLatestMail(email, { subject: /Reset your Waliyy password/ }),
  );
  expect(token).toMatch(/^[A-Z0-9]{12}$/);

  await page.goto(`/reset-password?token=${token}`);
  await expect(page.getByText(/step 2 of 2/i)).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);
});

test('settings: change the password, sign in again with the new one', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  // Three states checked at both widths: minutes on a busy 2-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'change');
  await createVerifiedAccount(request, email);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
  await checkPage(page, testInfo, 'settings-user');
  await alsoAtDesktop(page, testInfo, 'settings-user', {
    reach: (desktop) =>
      expect(desktop.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true', {
        timeout: FRESH_PAGE_WAIT,
      }),
  });
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('None yet')).toBeVisible();
  await checkPage(page, testInfo, 'settings-account');
  await alsoAtDesktop(page, testInfo, 'settings-account', {
    path: '/settings',
    reach: (desktop) => openAccountTab(desktop),
  });

  // The delete dialog opens with focus on Cancel and closes without deleting.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkPage(page, testInfo, 'settings-delete-dialog');
  await alsoAtDesktop(page, testInfo, 'settings-delete-dialog', {
    path: '/settings',
    reach: async (desktop) => {
      await openAccountTab(desktop);
      await desktop.getByRole('button', { name: 'Delete account' }).click();
      await expect(
        desktop.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', {
          name: 'Cancel',
        }),
      ).toBeFocused();
    },
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Current password', { exact: true }).fill('Not-the-password-1');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sign in with new password')).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);
});
