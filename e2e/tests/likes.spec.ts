import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  logInPastWelcome,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { buyPlanInSandbox, setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 011's journey, with two families in two browsers: his side likes her profile, her
// guardian sees it under 'Liked You' and accepts, both see the match, only his side sees her
// guardian's contact (decision 028), and then he cancels it. The first journey runs on the phone;
// each state it checks is checked at 1280 px too (decision 080).

/** A browser of its own per family, shaped like the project's (phone or desktop). */
async function signedIn(browser: Browser, email: string, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await openContext(browser, { baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

test('he likes her profile, her guardian accepts, only he gets her guardian’s contact, then he cancels', async ({
  browser,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  // Two families' pages, each checked at both widths: minutes on a busy machine.
  test.setTimeout(300_000);
  const hisEmail = uniqueEmail(testInfo, 'likes-him');
  const herEmail = uniqueEmail(testInfo, 'likes-her');
  const him = await setUpSingle(request, hisEmail, { gender: 'MALE', age: 30 });
  const her = await setUpSingle(request, herEmail, { gender: 'FEMALE', age: 26 });
  await buyPlanInSandbox(request, him.token);
  await buyPlanInSandbox(request, her.token);
  const hisDisplayId = (
    await (
      await request.get(`/api/v1/parent/child/${him.childId}`, {
        headers: { authorization: `Bearer ${him.token}` },
      })
    ).json()
  ).data.displayId as string;

  // His side: her profile, 'Interested', then his likes.
  const hisPage = await signedIn(browser, hisEmail, testInfo);
  const hisProblems = watchConsole(hisPage);
  await hisPage.goto(`/recommended/${her.childId}`);
  const interested = hisPage.getByRole('button', { name: 'Interested' });
  await expect(interested).toBeVisible();
  await checkPage(hisPage, testInfo, 'profile-interested');
  const interestedAt = (desktop: Page) =>
    expect(desktop.getByRole('button', { name: 'Interested' })).toBeVisible({ timeout: 15_000 });
  // One load of her profile at 1280 px serves both states there: the page, then its dialog.
  await alsoAtDesktop(hisPage, testInfo, 'profile-interested', {
    reach: interestedAt,
    after: async (desktop) => {
      await desktop.getByRole('button', { name: 'Interested' }).click();
      await expect(desktop.getByRole('dialog', { name: 'Send your interest?' })).toBeVisible();
      await checkPage(desktop, testInfo, 'profile-like-dialog', 'desktop');
    },
  });
  await interested.click();
  // Asked first: her family is e-mailed, and answering it needs a plan (decision 075).
  const send = hisPage.getByRole('dialog', { name: 'Send your interest?' });
  await expect(send).toContainText('Her family will be told by e-mail that you are interested');
  await checkPage(hisPage, testInfo, 'profile-like-dialog');
  await send.getByRole('button', { name: 'Send interest' }).click();
  await expect(hisPage).toHaveURL(/\/likes\?tab=liked$/);
  await expect(hisPage.getByRole('heading', { level: 2, name: 'Liked' })).toBeVisible();
  await expect(
    hisPage.getByRole('list', { name: 'Profiles you liked' }).getByRole('link'),
  ).toHaveCount(1);
  await checkPage(hisPage, testInfo, 'likes-liked');
  await alsoAtDesktop(hisPage, testInfo, 'likes-liked', {
    reach: (desktop) =>
      expect(
        desktop.getByRole('list', { name: 'Profiles you liked' }).getByRole('link'),
      ).toHaveCount(1, { timeout: 15_000 }),
  });

  // Her guardian is told by e-mail: her own single by first name, his by display id only, and
  // nothing private of his (decision 021).
  const mail = await readLatestMail(herEmail, { subject: /interested/i });
  expect(mail.subject).toBe('Someone is interested in Zainab');
  expect(mail.text).toContain(hisDisplayId);
  expect(mail.text).not.toContain(hisEmail);
  expect(mail.text).not.toContain('Ibrahim');

  // Her side: 'Liked You', his profile, 'Accept', the match without any contact of his.
  const herPage = await signedIn(browser, herEmail, testInfo);
  const herProblems = watchConsole(herPage);
  await nav(herPage, 'Likes');
  await expect(herPage.getByRole('heading', { level: 2, name: 'Liked You' })).toBeVisible();
  const likedYou = herPage.getByRole('list', { name: 'Profiles that liked yours' });
  await expect(likedYou.getByRole('link', { name: hisDisplayId })).toBeVisible();
  await checkPage(herPage, testInfo, 'likes-liked-you');
  await alsoAtDesktop(herPage, testInfo, 'likes-liked-you', {
    reach: (desktop) =>
      expect(
        desktop
          .getByRole('list', { name: 'Profiles that liked yours' })
          .getByRole('link', { name: hisDisplayId }),
      ).toBeVisible({ timeout: 15_000 }),
  });
  await likedYou.getByRole('link', { name: hisDisplayId }).click();
  // The profile page's chunk loads on first use: give a busy machine time.
  await expect(herPage.getByRole('heading', { level: 1 })).toContainText(hisDisplayId, {
    timeout: 15_000,
  });
  await expect(herPage.getByRole('button', { name: 'Reject' })).toBeVisible();

  // Accepting asks first and says what his family will receive: her guardian's contact (the
  // account holder's, as she names no wali), and that the match can be cancelled (decision 075).
  await herPage.getByRole('button', { name: 'Accept' }).click();
  const accept = herPage.getByRole('dialog', { name: 'Accept this interest?' });
  await expect(accept).toBeVisible();
  await expect(accept).toContainText('his family will receive your contact, as the account holder');
  await expect(accept.getByText('Abdullahi Bello')).toBeVisible();
  await expect(accept.getByText(herEmail)).toBeVisible();
  await expect(accept.getByText('+2348031234567')).toBeVisible();
  await expect(accept).toContainText('You can cancel the match later');
  await expect(accept.getByRole('button', { name: 'Not now' })).toBeFocused();
  await checkPage(herPage, testInfo, 'accept-dialog');
  await alsoAtDesktop(herPage, testInfo, 'accept-dialog', {
    reach: async (desktop) => {
      await desktop.getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
      const asked = desktop.getByRole('dialog', { name: 'Accept this interest?' });
      await expect(asked.getByRole('button', { name: 'Not now' })).toBeFocused();
    },
  });
  // 'Not now' keeps the like pending: nothing sent, the buttons still there.
  await accept.getByRole('button', { name: 'Not now' }).click();
  await expect(accept).toBeHidden();
  await expect(herPage.getByRole('button', { name: 'Accept' })).toBeFocused();
  const received = await request.get(`/api/v1/match/like/child/${her.childId}/?type=received`, {
    headers: { authorization: `Bearer ${her.token}` },
  });
  expect((await received.json()).data.map((like: { status: string }) => like.status)).toEqual([
    'pending',
  ]);
  await herPage.getByRole('button', { name: 'Accept' }).click();
  await accept.getByRole('button', { name: 'Accept and share' }).click();

  await expect(herPage).toHaveURL(/\/match$/);
  await expect(
    herPage.getByRole('heading', { level: 1, name: 'This is who you have matched with.' }),
  ).toBeVisible();
  await expect(herPage.getByRole('link', { name: hisDisplayId })).toBeVisible();
  await expect(herPage.getByRole('region', { name: 'What happens next' })).toContainText(
    'he will be in touch',
  );
  await expect(herPage.getByText(hisEmail)).toHaveCount(0);
  await expect(herPage.getByRole('region', { name: 'Her guardian’s contact' })).toHaveCount(0);
  await checkPage(herPage, testInfo, 'match-her-side');
  await alsoAtDesktop(herPage, testInfo, 'match-her-side', {
    reach: (desktop) =>
      expect(desktop.getByRole('region', { name: 'What happens next' })).toBeVisible({
        timeout: 15_000,
      }),
  });

  // His side: the match, with her guardian's contact.
  await nav(hisPage, 'Match');
  const contact = hisPage.getByRole('region', { name: 'Her guardian’s contact' });
  await expect(contact).toBeVisible();
  await expect(contact.getByRole('link', { name: herEmail })).toHaveAttribute(
    'href',
    `mailto:${herEmail}`,
  );
  await checkPage(hisPage, testInfo, 'match-his-side');
  await alsoAtDesktop(hisPage, testInfo, 'match-his-side', {
    reach: (desktop) =>
      expect(desktop.getByRole('region', { name: 'Her guardian’s contact' })).toBeVisible({
        timeout: 15_000,
      }),
  });

  // He cancels: asked first, then the dashboard; the match is gone for both.
  await hisPage.getByRole('button', { name: 'Cancel Match' }).click();
  const dialog = hisPage.getByRole('dialog', { name: 'Cancel this match?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Match' }).click();
  await expect(hisPage).toHaveURL(/\/dashboard$/);
  await nav(hisPage, 'Match');
  // product.md §2: the matched heading or 'No matched profile found.', not both (decision 021).
  await expect(
    hisPage.getByRole('heading', { level: 1, name: 'No matched profile found.' }),
  ).toBeVisible();
  await expect(hisPage.getByText('This is who you have matched with.')).toHaveCount(0);
  await expect(hisPage.getByText(herEmail)).toHaveCount(0);
  await checkPage(hisPage, testInfo, 'match-none');
  await alsoAtDesktop(hisPage, testInfo, 'match-none', {
    reach: (desktop) =>
      expect(
        desktop.getByRole('heading', { level: 1, name: 'No matched profile found.' }),
      ).toBeVisible({ timeout: 15_000 }),
  });

  await herPage.reload();
  await expect(herPage.getByText('No matched profile found.')).toBeVisible();

  expect(hisProblems()).toEqual([]);
  expect(herProblems()).toEqual([]);
  await hisPage.context().close();
  await herPage.context().close();
});

test('withdrawing interest says so; the report form opens in view with focus on it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const hisEmail = uniqueEmail(testInfo, 'unlike-him');
  const herEmail = uniqueEmail(testInfo, 'unlike-her');
  const him = await setUpSingle(request, hisEmail, { gender: 'MALE', age: 30 });
  const her = await setUpSingle(request, herEmail, { gender: 'FEMALE', age: 26 });
  await buyPlanInSandbox(request, him.token);
  const liked = await request.post(`/api/v1/match/like/child/${him.childId}`, {
    headers: { authorization: `Bearer ${him.token}` },
    data: { profile: her.childId },
  });
  expect(liked.ok()).toBe(true);

  const page = await signedIn(browser, hisEmail, testInfo);
  const problems = watchConsole(page);
  await page.goto(`/recommended/${her.childId}`);
  const withdraw = page.getByRole('button', { name: 'Uninterested' });
  await expect(withdraw).toBeVisible({ timeout: 15_000 });

  // Decision 021: at the foot of a long profile, the report form comes into view and
  // takes focus (its first reason), clear of the sticky top bar.
  const report = page.getByRole('region', { name: 'Something wrong with this profile?' });
  await report.getByRole('button', { name: 'Report this profile' }).click();
  const firstReason = report.getByRole('radio').first();
  await expect(firstReason).toBeFocused();
  await expect(firstReason).toBeInViewport();
  await expect(report.getByRole('group', { name: 'Why are you reporting it?' })).toBeInViewport();
  const formTop = await report.locator('form').evaluate((form) => form.getBoundingClientRect().top);
  expect(formTop).toBeGreaterThanOrEqual(64);
  await checkPage(page, testInfo, 'report-form-open');
  await report.getByRole('button', { name: 'Cancel' }).click();

  // Decision 021: 'Uninterested' is acknowledged where it leads.
  await withdraw.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your interest has been withdrawn.')).toBeVisible();
  await checkPage(page, testInfo, 'uninterested-toast');
  const given = await request.get(`/api/v1/match/like/child/${him.childId}/?type=given`, {
    headers: { authorization: `Bearer ${him.token}` },
  });
  expect((await given.json()).data).toEqual([]);

  expect(problems()).toEqual([]);
  await page.context().close();
});
