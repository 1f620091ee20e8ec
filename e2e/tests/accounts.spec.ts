import { expect, test } from '@playwright/test';
import {
  checkPage,
  createVerifiedAccount,
  familyAddress,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { otpFrom, readLatestMail, resetCodeFrom, resetTokenFrom } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';

// Journeys of decision 005 (accounts) against the real server, reading the real e-mails it sends
// through SMTP to the mail sink. Role-based locators throughout.

const NEW_PASSWORD = 'Battery-staple-42';

test('sign up, verify the e-mailed code, log in and arrive at set-up', async ({
  page,
}, testInfo) => {
  // A long journey: sign-up, two e-mails, two timed redirects and five page checks.
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'signup');

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('A journey of love, faith and connection')).toBeVisible();
  await expect(page.getByRole('note')).toContainText(/mahram/);
  await checkPage(page, testInfo, 'sign-up');

  // An empty submit shows the rules' messages under the fields.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter Email Address')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await checkPage(page, testInfo, 'sign-up-errors');

  await page.getByLabel('First name').fill('Abdullahi');
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('+2348031234567');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /accept the terms/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkPage(page, testInfo, 'verify-email');
  // The page moves on by itself after 7 s; on a busy machine the checks above can take that
  // long, so either the button or the timer takes us to the code page.
  await Promise.race([
    page
      .getByRole('button', { name: 'Enter the code now' })
      .click({ timeout: 10_000 })
      .catch(() => undefined),
    page.waitForURL(/\/verify-otp$/),
  ]);

  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'verify-otp');
  const mail = await readLatestMail(email, { subject: /verification code/ });
  const otp = otpFrom(mail);
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await checkPage(page, testInfo, 'login');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/login-successful$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Abdullahi' })).toBeVisible();
  await checkPage(page, testInfo, 'login-successful');

  // After the 5 s splash, an account with no single goes to set-up, with no Back button.
  await expect(page).toHaveURL(/\/get-started$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us about your single' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0);
  await checkPage(page, testInfo, 'get-started');

  // A logged-in user is sent from the guest pages to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, testInfo, 'dashboard');
  expect(problems()).toEqual([]);
});

test('forgot password: the e-mailed 6-digit code resets it, and the new password logs in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset');
  await createVerifiedAccount(request, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await checkPage(page, testInfo, 'forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request reset token' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(/step 1 of 2/i)).toBeVisible();
  await checkPage(page, testInfo, 'reset-password-token');
  const mail = await readLatestMail(email, { subject: /Reset your Waliyy password/ });
  const code = resetCodeFrom(mail);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code or reset token').fill(code);
  await page.getByRole('button', { name: 'Submit Reset Token' }).click();

  await expect(page.getByText(/step 2 of 2/i)).toBeVisible();
  await checkPage(page, testInfo, 'reset-password-new');
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

test('logout ends the session and returns home', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'logout');
  await createVerifiedAccount(request, email);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await checkPage(page, testInfo, 'account-menu');
  await page.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'waliyy_token')).toBeUndefined();
  // Nothing of the user's stays; only this browser's own id (for new-browser e-mails) may.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'deviceId')),
  ).toEqual([]);

  // The old session is gone: the dashboard asks for a login again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected deep link while logged out returns there after login', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'deeplink');
  await createVerifiedAccount(request, email);

  await page.goto('/settings?tab=account');
  // The app's chunks load first on a cold start: give a busy machine time.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  await logIn(page, email, PASSWORD);

  await expect(page).toHaveURL(/\/settings\?tab=account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
});

test('settings: change the password, sign in again with the new one', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'change');
  await createVerifiedAccount(request, email);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
  await checkPage(page, testInfo, 'settings-user');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('None yet')).toBeVisible();
  await checkPage(page, testInfo, 'settings-account');

  // The delete dialog opens with focus on Cancel and closes without deleting.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkPage(page, testInfo, 'settings-delete-dialog');
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
