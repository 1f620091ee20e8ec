import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import { alsoAtDesktop, checkPage, FRESH_PAGE_WAIT, logIn, uniqueEmail } from '../support/journey';
import { watchConsole } from '../support/page-checks';
import { buyPlanInSandbox, setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 023: staff open the overview, switch presets (the address follows), and read
// the figures an operator needs. The staff account is the e2e seed's (see trust.spec.ts). The
// journey runs on the phone; both views it checks are checked at 1280 px too (decision 080).
const ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' };

async function signedIn(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await openContext(browser, { baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
  return page;
}

test('staff read the overview, switch presets, and the range stays in the address', async ({
  browser,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(240_000);
  // A family that signed up today and paid: a sign-up, an active family, a conversion.
  const family = await setUpSingle(request, uniqueEmail(testInfo, 'overview-family'), {
    gender: 'FEMALE',
    age: 30,
  });
  await buyPlanInSandbox(request, family.token);

  const admin = await signedIn(browser, testInfo);
  const problems = watchConsole(admin);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const now = admin.getByRole('region', { name: /^Now, as of/ });
  const figure = (region: typeof now, label: string) =>
    region.getByText(label, { exact: true }).locator('xpath=..');
  await expect(figure(now, 'Active families, last 7 days')).toBeVisible();
  const active = Number(
    (await figure(now, 'Active families, last 7 days').locator('dd').first().textContent()) ?? 0,
  );
  expect(active).toBeGreaterThanOrEqual(1);
  await expect(figure(now, 'Open reports')).toBeVisible();
  await expect(figure(now, 'E-mails waiting')).toBeVisible();
  const totals = admin.getByRole('region', { name: /^Totals/ });
  await expect(figure(totals, 'Free → paid')).toContainText(/\d+ of \d+ \(/);
  await expect(figure(totals, 'Free → paid')).toContainText(
    'A year granted by staff is not a payment',
  );
  await expect(figure(totals, 'Failed payments')).toBeVisible();
  await expect(figure(totals, 'Abandoned payments')).toBeVisible();
  await expect(figure(totals, 'Likes answered')).toBeVisible();
  await expect(figure(totals, 'Suspensions')).toBeVisible();
  await expect(figure(totals, 'Deletions')).toBeVisible();
  await checkPage(admin, testInfo, 'admin-overview-30-days');
  await alsoAtDesktop(admin, testInfo, 'admin-overview-30-days', {
    reach: (desktop) =>
      expect(figure(desktop.getByRole('region', { name: /^Totals/ }), 'Free → paid')).toContainText(
        /\d+ of \d+ \(/,
        { timeout: FRESH_PAGE_WAIT },
      ),
  });

  await admin.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(admin).toHaveURL(/\/admin\?preset=7d$/);
  await expect(admin.getByRole('img', { name: /^Sign-ups: 7 days from/ })).toBeVisible();

  await admin.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(admin).toHaveURL(/\/admin\?preset=12m&group=month$/);
  await expect(admin.getByRole('heading', { name: 'Per month' })).toBeVisible();
  await expect(admin.getByRole('img', { name: /^Sign-ups: 12 months from/ })).toBeVisible();
  await admin.getByLabel('Group').selectOption('week');
  await expect(admin).toHaveURL(/\/admin\?preset=12m&group=week$/);
  await expect(admin.getByRole('heading', { name: 'Per week' })).toBeVisible();
  await checkPage(admin, testInfo, 'admin-overview-12-months');
  await alsoAtDesktop(admin, testInfo, 'admin-overview-12-months', {
    reach: async (desktop) => {
      await expect(desktop.getByRole('heading', { name: 'Per week' })).toBeVisible({
        timeout: FRESH_PAGE_WAIT,
      });
      await expect(desktop.getByRole('img', { name: /^Sign-ups: \d+ weeks from/ })).toBeVisible();
    },
  });

  // The address alone brings the same view back.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Per week' })).toBeVisible();
  await expect(admin.getByLabel('Group')).toHaveValue('week');
  expect(problems()).toEqual([]);
  await admin.context().close();
});
