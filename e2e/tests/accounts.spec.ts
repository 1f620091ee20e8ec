import { expect } from '@playwright/test';
import { test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  createVerifiedAccount,
  FRESH_PAGE_WAIT,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { otpFrom, readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { phoneOnly } from '../support/widths';

// Journeys of decision 005 (accounts) against the real server, reading the real e-mails it sends
// through SMTP to the mail sink. Role-based locators throughout. Forgotten and changed passwords:
// accounts-passwords.spec.ts. The rules do not depend on the width: the journeys run on the
// phone, and each page state they check is checked at 1280 px too (`alsoAtDesktop`, decision
// 080), reached there the way the phone's page was (the address a page handed the next one, a
// form sent empty, a menu opened).

test('sign up, verify the e-mailed code, log in and arrive at set-up', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  // A long journey: sign-up, two e-mails, two timed redirects and eight pages checked at both
  // widths (each desktop check a fresh browser: minutes on a busy 2-core machine).
  test.setTimeout(420_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'signup');

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('A journey of love, faith and connection')).toBeVisible();
  await expect(page.getByRole('note')).toContainText(/mahram/);
  await checkPage(page, testInfo, 'sign-up');
  await alsoAtDesktop(page, testInfo, 'sign-up', {
    reach: (desktop) =>
      expect(desktop.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({
        timeout: FRESH_PAGE_WAIT,
      }),
  });

  // An empty submit shows the rules' messages under the fields.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter Email Address')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await checkPage(page, testInfo, 'sign-up-errors');
  await alsoAtDesktop(page, testInfo, 'sign-up-errors', {
    reach: async (desktop) => {
      await desktop.getByRole('button', { name: 'Create account' }).click();
      await expect(desktop.getByText('Enter Email Address')).toBeVisible();
      await expect(desktop.getByText('You must accept the terms and conditions')).toBeVisible();
    },
  });

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
  await alsoAtDesktop(page, testInfo, 'verify-email', {
    path: '/verify-email',
    locationState: { email },
    reach: (desktop) => expect(desktop.getByText(email)).toBeVisible({ timeout: FRESH_PAGE_WAIT }),
  });
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
  await alsoAtDesktop(page, testInfo, 'verify-otp', {
    locationState: { email },
    reach: (desktop) =>
      expect(
        desktop.getByRole('heading', { level: 1, name: 'Verify your e-mail address' }),
      ).toBeVisible({ timeout: FRESH_PAGE_WAIT }),
  });
  const mail = await readLatestMail(email, { subject: /verification code/ });
  const otp = otpFrom(mail);
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await checkPage(page, testInfo, 'login');
  await alsoAtDesktop(page, testInfo, 'login', {
    locationState: { email },
    reach: (desktop) =>
      expect(desktop.getByLabel('Email address')).toHaveValue(email, { timeout: FRESH_PAGE_WAIT }),
  });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/login-successful$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Abdullahi' })).toBeVisible();
  await checkPage(page, testInfo, 'login-successful');
  await alsoAtDesktop(page, testInfo, 'login-successful', {
    path: '/login-successful',
    reach: (desktop) =>
      expect(desktop.getByRole('heading', { level: 1, name: 'Welcome, Abdullahi' })).toBeVisible({
        timeout: FRESH_PAGE_WAIT,
      }),
  });

  // After the 5 s splash, an account with no single goes to set-up, with no Back button.
  await expect(page).toHaveURL(/\/get-started$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us about your single' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0);
  await checkPage(page, testInfo, 'get-started');
  await alsoAtDesktop(page, testInfo, 'get-started', {
    locationState: { from: 'login-successful' },
    reach: async (desktop) => {
      await expect(
        desktop.getByRole('heading', { level: 1, name: 'Tell us about your single' }),
      ).toBeVisible({ timeout: FRESH_PAGE_WAIT });
      await expect(desktop.getByRole('button', { name: /Back/ })).toHaveCount(0);
    },
  });

  // A logged-in user is sent from the guest pages to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, testInfo, 'dashboard');
  await alsoAtDesktop(page, testInfo, 'dashboard', {
    path: '/login',
    reach: async (desktop) => {
      await expect(desktop).toHaveURL(/\/dashboard$/, { timeout: FRESH_PAGE_WAIT });
      await expect(desktop.getByRole('heading', { level: 1 })).toBeVisible();
    },
  });
  expect(problems()).toEqual([]);
});

test('logout ends the session and returns home', async ({ page, request }, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(150_000);
  const email = uniqueEmail(testInfo, 'logout');
  await createVerifiedAccount(request, email);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login-successful$/);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await checkPage(page, testInfo, 'account-menu');
  await alsoAtDesktop(page, testInfo, 'account-menu', {
    reach: async (desktop) => {
      await desktop.getByRole('button', { name: 'Account' }).click();
      await expect(desktop.getByRole('link', { name: 'Settings' })).toBeVisible();
    },
  });
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
  phoneOnly(testInfo);
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
