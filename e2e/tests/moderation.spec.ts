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
import { setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 025, 'moderation keeps its evidence': two families report one profile; a moderator
// opens the grouped report, edits out the offending text (both reports handled at once), both
// reporters and the family are e-mailed, and the family's attempt to save the same text back
// is refused under the field. The staff account comes from the e2e seed (see trust.spec.ts).
// The rules do not depend on the width: the journey runs on the phone and checks each page at
// 1280 px too (decision 080).
const ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' };
const INSULT = 'Families from the north are liars and thieves, keep away from them';
const REFUSED =
  'Our team removed this text from the profile because it broke our terms. Please write something else.';

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

test('two reports on one profile are handled together; edited-out text is kept, e-mailed, and refused when put back', async ({
  browser,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(300_000);
  const hisEmail = uniqueEmail(testInfo, 'mod-him');
  const reporterEmails = [uniqueEmail(testInfo, 'mod-first'), uniqueEmail(testInfo, 'mod-second')];
  const him = await setUpSingle(request, hisEmail, { gender: 'MALE', age: 42 });
  const his = { authorization: `Bearer ${him.token}` };
  const put = await request.put(`/api/v1/parent/child/${him.childId}`, {
    headers: his,
    data: { about: INSULT },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const hisDisplayId = (
    await (await request.get(`/api/v1/parent/child/${him.childId}`, { headers: his })).json()
  ).data.displayId as string;

  // Two families report his profile.
  for (const [i, email] of reporterEmails.entries()) {
    const reporter = await setUpSingle(request, email, { age: 38 });
    const reported = await request.post('/api/v1/report', {
      headers: { authorization: `Bearer ${reporter.token}` },
      data: {
        profile: him.childId,
        reason: i === 0 ? 'inappropriate_content' : 'harassment',
        note: i === 0 ? 'Insults a whole region in his about text.' : undefined,
        childId: reporter.childId,
      },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
  }

  // The queue shows his profile once, with both reports.
  const admin = await signedIn(browser, testInfo, ADMIN.email, ADMIN.password);
  const adminProblems = watchConsole(admin);
  await admin.goto('/admin/reports');
  const link = admin.getByRole('link', { name: `Report on ${hisDisplayId}` });
  await expect(link).toHaveCount(1);
  const row = admin.locator('article', { has: link });
  await expect(row).toContainText('Harassment · Inappropriate content');
  await expect(row).toContainText(/2 reports, the last .+ \((just now|\d+ min ago)\)/);
  await row.scrollIntoViewIfNeeded();
  await checkPage(admin, testInfo, 'moderation-queue');
  await alsoAtDesktop(admin, testInfo, 'moderation-queue', {
    reach: async (desktop) => {
      const row = desktop.locator('article', {
        has: desktop.getByRole('link', { name: `Report on ${hisDisplayId}` }),
      });
      await expect(row).toContainText('Harassment · Inappropriate content', {
        timeout: FRESH_PAGE_WAIT,
      });
      await row.scrollIntoViewIfNeeded();
    },
  });

  // The grouped report: both reports, the history, and what staff can do.
  await link.click();
  // The report page's title is its h1 (the queue's rows are h2: level 2 here would pass on the
  // queue before the click had moved, and fail once it had).
  await expect(
    admin.getByRole('heading', { level: 1, name: `Report on ${hisDisplayId}` }),
  ).toBeVisible();
  const reports = admin.getByRole('region', { name: '2 reports on this profile' });
  for (const email of reporterEmails) await expect(reports).toContainText(email);
  await expect(admin.getByRole('region', { name: 'History' })).toBeVisible();
  await checkPage(admin, testInfo, 'moderation-report');
  await alsoAtDesktop(admin, testInfo, 'moderation-report', {
    reach: (desktop) =>
      expect(desktop.getByRole('region', { name: '2 reports on this profile' })).toBeVisible({
        timeout: FRESH_PAGE_WAIT,
      }),
  });

  // As families see it: no names.
  await admin.getByRole('link', { name: 'View as families see it' }).click();
  await expect(admin).toHaveURL(/view=public$/);
  await expect(admin.getByRole('heading', { level: 1, name: hisDisplayId })).toBeVisible();
  await expect(admin.getByText(INSULT)).toBeVisible();
  await checkPage(admin, testInfo, 'moderation-public-profile');
  await alsoAtDesktop(admin, testInfo, 'moderation-public-profile', {
    reach: (desktop) => expect(desktop.getByText(INSULT)).toBeVisible({ timeout: FRESH_PAGE_WAIT }),
  });
  await admin.getByRole('link', { name: 'Back to the report' }).click();

  // Edit out his About text.
  await admin.getByRole('checkbox', { name: 'About', exact: true }).check();
  await admin.getByLabel('Reason').fill('Insulting a whole region breaks our terms.');
  await admin.getByRole('button', { name: 'Edit out fields' }).click();
  await admin
    .getByRole('dialog', { name: 'Edit out 1 field?' })
    .getByRole('button', { name: 'Yes, edit them out' })
    .click();
  await expect(
    admin.getByText('The 2 reports on this profile are handled; all 2 reporters have been told.'),
  ).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  await expect(admin.getByRole('link', { name: `Report on ${hisDisplayId}` })).toHaveCount(0);

  // Each reporter is told; the family is told what was removed and why.
  for (const email of reporterEmails) {
    const told = await readLatestMail(email, { subject: /report/i });
    expect(told.subject).toBe('Your report has been handled');
    expect(told.text).toContain(hisDisplayId);
    expect(told.text).not.toContain(INSULT);
  }
  const removed = await readLatestMail(hisEmail, { subject: /removed text/i });
  expect(removed.text).toContain(INSULT);
  expect(removed.text).toContain('Insulting a whole region breaks our terms.');

  // He tries to save the same text back, in capitals and with other spacing: refused under it.
  const page = await signedIn(browser, testInfo, hisEmail, PASSWORD);
  const problems = watchConsole(page);
  await page.goto('/settings');
  const about = page.getByLabel('About you', { exact: true });
  await expect(about).toHaveValue('[Removed by Waliyy: this broke our terms]');
  await about.fill(`  ${INSULT.toUpperCase().replace(/ /g, '   ')} !`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(about).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/\./g, '\\.')));
  await expect(about).toBeFocused();
  await checkPage(page, testInfo, 'moderation-put-back-refused');
  // Refused again at 1280 px: nothing is saved, so the journey's state is the same.
  await alsoAtDesktop(page, testInfo, 'moderation-put-back-refused', {
    reach: async (desktop) => {
      const field = desktop.getByLabel('About you', { exact: true });
      await expect(field).toHaveValue('[Removed by Waliyy: this broke our terms]', {
        timeout: FRESH_PAGE_WAIT,
      });
      await field.fill(`  ${INSULT.toUpperCase().replace(/ /g, '   ')} !`);
      await desktop.getByRole('button', { name: 'Save changes' }).click();
      await expect(field).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/\./g, '\\.')));
      await expect(field).toBeFocused();
    },
    expectedProblems: [
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ],
  });
  await page.reload();
  await expect(page.getByLabel('About you', { exact: true })).toHaveValue(
    '[Removed by Waliyy: this broke our terms]',
  );

  // The 400 the refusal came with is the browser's only complaint.
  expect(problems()).toEqual([
    'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
  expect(adminProblems()).toEqual([]);
  await page.context().close();
  await admin.context().close();
});
