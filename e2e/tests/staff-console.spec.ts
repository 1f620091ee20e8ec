import { expect } from '@playwright/test';
import { test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  FRESH_PAGE_WAIT,
  logInPastWelcome,
  uniqueEmail,
} from '../support/journey';
import { watchConsole } from '../support/page-checks';
import { buyPlanInSandbox, setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 024: a member of staff signs in and lands in the console (not on "Tell
// us about your single"), moves with the console's own navigation, finds a family by the phone
// number it quotes in its local form, reads its billing, and filters the audit log. The journey
// runs on the phone; each page it checks is checked at 1280 px too (decision 080).
const ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' };

test('staff land on the console, find a family by phone, read its billing and filter the audit log', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(240_000);
  const email = uniqueEmail(testInfo, 'staff-console-family');
  // A number no other journey uses: '+23481' and eight digits.
  const national = `81${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
  const family = await setUpSingle(request, email, { phoneNumber: `+234${national}` });
  await buyPlanInSandbox(request, family.token);

  const problems = watchConsole(page);
  await page.goto('/login');
  await logInPastWelcome(page, ADMIN.email, ADMIN.password);
  // The welcome splash, then the console: staff have no single to set up.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({
    timeout: 15_000,
  });
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Not the family app's frame: no sidebar or bottom bar with the family's pages.
  await expect(page.getByRole('link', { name: /^Recommended/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  await checkPage(page, testInfo, 'staff-console-overview');
  await alsoAtDesktop(page, testInfo, 'staff-console-overview', {
    reach: async (desktop) => {
      await expect(desktop.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({
        timeout: FRESH_PAGE_WAIT,
      });
      // No sidebar with the family's pages at this width either.
      await expect(desktop.getByRole('link', { name: /^Recommended/ })).toHaveCount(0);
      await expect(desktop.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
        timeout: 15_000,
      });
    },
  });

  // The family quotes its number as they would write it at home: 0 81x xxx xxxx.
  await nav.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const local = `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  await page.getByLabel('Search accounts').fill(local);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^1 account for/ })).toBeVisible();
  await checkPage(page, testInfo, 'staff-console-search');
  await alsoAtDesktop(page, testInfo, 'staff-console-search', {
    reach: async (desktop) => {
      await desktop.getByLabel('Search accounts').fill(local);
      await desktop.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(desktop.getByRole('heading', { name: /^1 account for/ })).toBeVisible();
    },
  });
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();

  const billing = page.getByRole('region', { name: 'Billing' });
  const order = billing.getByRole('article', { name: /^Order of/ });
  await expect(order).toContainText('₦10,000 NGN');
  // No provider keys in the e2e server: the sandbox checkout took the money.
  await expect(order).toContainText('Sandbox');
  await expect(order).toContainText('Paid');
  await expect(billing.getByText('Plan years (1)')).toBeVisible();
  await checkPage(page, testInfo, 'staff-console-billing');
  await alsoAtDesktop(page, testInfo, 'staff-console-billing', {
    reach: (desktop) =>
      expect(
        desktop
          .getByRole('region', { name: 'Billing' })
          .getByRole('article', { name: /^Order of/ }),
      ).toContainText('Paid', { timeout: FRESH_PAGE_WAIT }),
  });

  // The audit log, filtered to the grant that made the e2e staff account.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').selectOption('account.grant_admin');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=account\.grant_admin$/);
  const entry = page.getByRole('article').filter({ hasText: ADMIN.email }).first();
  await expect(entry.getByRole('heading', { name: 'Made the account staff' })).toBeVisible();
  await expect(entry.getByRole('link', { name: ADMIN.email })).toHaveAttribute(
    'href',
    /\/admin\/accounts\//,
  );
  await checkPage(page, testInfo, 'staff-console-audit');
  await alsoAtDesktop(page, testInfo, 'staff-console-audit', {
    reach: (desktop) =>
      expect(
        desktop
          .getByRole('article')
          .filter({ hasText: ADMIN.email })
          .first()
          .getByRole('heading', { name: 'Made the account staff' }),
      ).toBeVisible({ timeout: FRESH_PAGE_WAIT }),
  });

  expect(problems()).toEqual([]);
});
