import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  FRESH_PAGE_WAIT,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { fillPersonalDetails, fillTheRest } from '../support/setup-form';
import { addSingle, buyPlanInSandbox, setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 012's journey: a guardian reports a profile, a member of staff suspends it from the
// reports queue and it is gone from the guardian's dashboard; staff then raise the guardian's
// singles limit and the guardian adds a fifth single. The staff account comes from the e2e
// seed, made an admin by the same function as `npm run admin:grant`. The rules do not depend on
// the width: the journey runs on the phone and checks each page at 1280 px too (decision 080).
const ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' };

async function signedIn(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
  password: string,
): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await openContext(browser, { baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
  return page;
}

/** On an account's page: the singles limit raised to 5, confirmed, and said to be changed. */
async function raiseLimitToFive(admin: Page) {
  await admin.getByLabel('Singles limit', { exact: true }).fill('5');
  await admin.getByLabel('Why change the limit?').fill('A family with five daughters, checked.');
  await admin.getByRole('button', { name: 'Save the limit' }).click();
  await admin
    .getByRole('dialog', { name: 'Change the singles limit?' })
    .getByRole('button', { name: 'Yes, change it' })
    .click();
  await expect(admin.getByText('The singles limit is changed.')).toBeVisible();
}

test('a reported profile is suspended from the queue and leaves the dashboard; a raised limit lets a fifth single in', async ({
  browser,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(300_000);
  const hisEmail = uniqueEmail(testInfo, 'trust-him');
  const guardianEmail = uniqueEmail(testInfo, 'trust-guardian');
  // He is 42; her preference (40 to 45) keeps the seeded men (28 to 33, and 60) off her list.
  const him = await setUpSingle(request, hisEmail, { gender: 'MALE', age: 42 });
  const hisDisplayId = (
    await (
      await request.get(`/api/v1/parent/child/${him.childId}`, {
        headers: { authorization: `Bearer ${him.token}` },
      })
    ).json()
  ).data.displayId as string;
  const guardian = await setUpSingle(request, guardianEmail, {
    firstName: 'Hafsa',
    age: 38,
    preference: { minAge: 40, maxAge: 45 },
  });
  // Four singles: Premium allows four (product.md §9).
  await buyPlanInSandbox(request, guardian.token);
  for (const firstName of ['Khadija', 'Ruqayya', 'Safiya']) {
    await addSingle(request, guardian.token, { firstName });
  }

  // The guardian picks Hafsa and finds him on her dashboard, then reports his profile.
  const page = await signedIn(browser, testInfo, guardianEmail, PASSWORD);
  const problems = watchConsole(page);
  await page.getByRole('button', { name: /Hafsa/ }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const hisCard = page.getByRole('link', { name: hisDisplayId });
  await expect(hisCard).toBeVisible();
  await hisCard.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hisDisplayId);
  const safety = page.getByRole('region', { name: 'Something wrong with this profile?' });
  await safety.getByRole('button', { name: 'Report this profile' }).click();
  await safety.getByLabel('Shares contact details').check();
  await safety
    .getByLabel(/Anything else our team should know/)
    .fill('He wrote his phone number in the about text.');
  await checkPage(page, testInfo, 'report-profile');
  await alsoAtDesktop(page, testInfo, 'report-profile', {
    reach: async (desktop) => {
      const form = desktop.getByRole('region', { name: 'Something wrong with this profile?' });
      await form.getByRole('button', { name: 'Report this profile' }).click();
      await form.getByLabel('Shares contact details').check();
      await form
        .getByLabel(/Anything else our team should know/)
        .fill('He wrote his phone number in the about text.');
    },
  });
  await safety.getByRole('button', { name: 'Send report' }).click();
  await expect(safety.getByRole('status')).toContainText('Reported.');

  // Staff open the queue and suspend his account from the report.
  const admin = await signedIn(browser, testInfo, ADMIN.email, ADMIN.password);
  const adminProblems = watchConsole(admin);
  await admin.goto('/admin/reports');
  await admin.getByRole('link', { name: `Report on ${hisDisplayId}` }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Report on ${hisDisplayId}` }),
  ).toBeVisible();
  await checkPage(admin, testInfo, 'admin-report');
  await alsoAtDesktop(admin, testInfo, 'admin-report', {
    reach: (desktop) =>
      expect(
        desktop.getByRole('heading', { level: 1, name: `Report on ${hisDisplayId}` }),
      ).toBeVisible({ timeout: FRESH_PAGE_WAIT }),
  });
  await admin.getByLabel('Reason').fill('Phone number in the about text breaks the terms.');
  await admin.getByRole('button', { name: 'Suspend the account' }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend ${hisEmail}?` });
  await suspend.getByRole('button', { name: 'Yes, suspend it' }).click();
  await expect(
    admin.getByText('The report is handled and the reporter has been told.'),
  ).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/reports/);

  // The reporter is told; his profile is gone from her dashboard and cannot be opened.
  const told = await readLatestMail(guardianEmail, { subject: /report/i });
  expect(told.text).toContain(hisDisplayId);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hafsa');
  await expect(page.getByRole('link', { name: hisDisplayId })).toHaveCount(0);
  expect(problems()).toEqual([]);
  await page.goto(`/recommended/${him.childId}`);
  await expect(page.getByText('This profile is no longer available.')).toBeVisible();
  // The one error the browser logs: the 404 that says so.
  expect(problems()).toEqual([
    'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  const seen = problems().length;

  // Staff raise the guardian's limit to five.
  await admin.goto('/admin/accounts');
  await admin.getByLabel('Search accounts').fill(guardianEmail);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('link', { name: guardianEmail }).click();
  await expect(admin.getByRole('heading', { level: 1, name: guardianEmail })).toBeVisible();
  await raiseLimitToFive(admin);
  await checkPage(admin, testInfo, 'admin-account');
  // The page with its toast at 1280 px: the same change made again (the limit stays 5).
  await alsoAtDesktop(admin, testInfo, 'admin-account', { reach: raiseLimitToFive });

  // The guardian adds a fifth single.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Add a Single' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  const fifth = {
    firstName: 'Zahra',
    lastName: 'Yusuf',
    dateOfBirth: '2001-02-10',
    gender: 'Female' as const,
    profession: 'Teacher',
  };
  await fillPersonalDetails(page, fifth);
  await fillTheRest(page, fifth);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zahra’s profile is ready' }),
  ).toBeVisible({
    timeout: 15_000,
  });

  expect(problems().slice(seen)).toEqual([]);
  expect(adminProblems()).toEqual([]);
  await page.context().close();
  await admin.context().close();
});
