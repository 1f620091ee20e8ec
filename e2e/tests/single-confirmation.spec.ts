import { expect, type Page, type Response } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import { alsoAtDesktop, checkPage, logIn, PASSWORD, uniqueEmail } from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';
import { PHONE, phoneOnly } from '../support/widths';

// The single's own "this is me" (decision 083): her guardian sends the link from Settings › User;
// she opens it from her own mailbox (the mail sink standing in for the development mailbox) in a
// browser of her own, sees her profile as other families do, agrees; later withdraws from the
// second link; her guardian sees each state. The journey runs on the phone; each page it checks
// is checked at 1280 px too (decision 080).

const REFUSED =
  'console: Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** The page path and fragment of the confirmation link in the latest such mail to `to`. */
async function linkIn(to: string, subject: RegExp): Promise<string> {
  const mail = await readLatestMail(to, { subject });
  const link = /https?:\/\/[^\s"<>]+(\/confirm-profile#token=[A-Za-z0-9_%-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link?.[1] ?? '';
}

/** An answer her phone's page received, kept to answer the same request at 1280 px. */
async function kept(response: Response) {
  expect(response.status()).toBe(200);
  return { status: 200, contentType: 'application/json', body: await response.text() };
}

const isApi = (path: string) => (response: Response) => response.url().endsWith(`/api/v1${path}`);

async function herConfirmation(page: Page) {
  // A full load each time: the state is read afresh (a fragment-only goto would not reload).
  if (page.url().includes('/settings')) await page.reload();
  else await page.goto('/settings#single-confirmation');
  const section = page.locator('#single-confirmation');
  await expect(section.getByRole('heading', { name: 'Her confirmation' })).toBeVisible({
    timeout: 15_000,
  });
  return section;
}

test('the guardian sends the link; she agrees from her phone, then withdraws; the guardian sees each state', async ({
  page,
  browser,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  // Her pages and her guardian's, each checked at both widths: minutes on a busy machine.
  test.setTimeout(300_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'guardian-confirm');
  const herEmail = uniqueEmail(testInfo, 'zainab-own');
  await setUpSingle(request, email, { firstName: 'Zainab', gender: 'FEMALE' });

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  let section = await herConfirmation(page);
  await expect(section.getByText('Not asked')).toBeVisible();

  // The account's own address is refused, with the reason.
  await section.getByLabel('Her own e-mail address').fill(email);
  await section.getByRole('button', { name: 'Send the link' }).click();
  await expect(section.getByText(/only the single can confirm/)).toBeVisible();

  await section.getByLabel('Her own e-mail address').fill(herEmail);
  await section.getByRole('button', { name: 'Send the link' }).click();
  await expect(section.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(section.getByText(herEmail)).toBeVisible();
  await checkPage(page, testInfo, 'single-confirmation-waiting');
  await alsoAtDesktop(page, testInfo, 'single-confirmation-waiting', {
    reach: (desktop) =>
      expect(
        desktop.locator('#single-confirmation').getByText('Waiting', { exact: true }),
      ).toBeVisible({ timeout: 15_000 }),
  });

  // Her own browser: no session, the link from her own mailbox, on a phone (where she will
  // mostly read it).
  const hers = await openContext(browser, { baseURL: testInfo.project.use.baseURL, ...PHONE });
  const her = await hers.newPage();
  const herProblems = watchConsole(her);
  const link = await linkIn(herEmail, /Do you agree to be presented/);
  const viewing = her.waitForResponse(isApi('/confirm-profile/view'));
  await her.goto(link);
  await expect(her.getByRole('heading', { level: 1, name: 'Is this you?' })).toBeVisible({
    timeout: 15_000,
  });
  const view = await kept(await viewing);
  // Exactly what other families see: the display id, never her name.
  await expect(her.getByText('Zainab')).toHaveCount(0);
  await checkPage(her, testInfo, 'confirm-profile-ask');
  const asked = (desktop: Page) =>
    expect(desktop.getByRole('heading', { level: 1, name: 'Is this you?' })).toBeVisible({
      timeout: 15_000,
    });
  await alsoAtDesktop(her, testInfo, 'confirm-profile-ask', {
    path: link,
    signedOut: true,
    reach: asked,
  });
  const answering = her.waitForResponse(isApi('/confirm-profile'));
  await her.getByRole('button', { name: 'Yes, this is me and I agree' }).click();
  await expect(her.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const answer = await kept(await answering);
  await checkPage(her, testInfo, 'confirm-profile-agreed');
  // At 1280 px: the link is spent now (it asks once), so the desktop's page is given the
  // answers her phone's page was given.
  await alsoAtDesktop(her, testInfo, 'confirm-profile-agreed', {
    path: link,
    signedOut: true,
    prepare: async (desktop) => {
      await desktop.route('**/api/v1/confirm-profile/view', (route) => route.fulfill(view));
      await desktop.route('**/api/v1/confirm-profile', (route) => route.fulfill(answer));
    },
    reach: async (desktop) => {
      await asked(desktop);
      await desktop.getByRole('button', { name: 'Yes, this is me and I agree' }).click();
      await expect(desktop.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    },
  });

  section = await herConfirmation(page);
  await expect(section.getByText('Zainab has confirmed the profile.')).toBeVisible();
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await readLatestMail(email, { subject: /Zainab confirmed the profile/ });

  // Later: the standing link lets her withdraw.
  await her.goto('about:blank');
  const standing = await linkIn(herEmail, /Your Waliyy profile is confirmed/);
  await her.goto(standing);
  await expect(her.getByRole('heading', { name: 'You confirmed this profile' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(her, testInfo, 'confirm-profile-withdraw');
  await alsoAtDesktop(her, testInfo, 'confirm-profile-withdraw', {
    path: standing,
    signedOut: true,
    reach: (desktop) =>
      expect(desktop.getByRole('heading', { name: 'You confirmed this profile' })).toBeVisible({
        timeout: 15_000,
      }),
  });
  await her.getByRole('button', { name: 'Withdraw my agreement' }).click();
  await expect(her.getByRole('heading', { name: 'Your answer is recorded' })).toBeVisible();
  await expect(her.getByText('You have withdrawn.', { exact: false })).toBeVisible();

  section = await herConfirmation(page);
  await expect(section.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zainab is paused' })).toBeVisible();
  await readLatestMail(email, { subject: /Zainab withdrew the confirmation/ });
  await checkPage(page, testInfo, 'single-confirmation-declined');
  await alsoAtDesktop(page, testInfo, 'single-confirmation-declined', {
    reach: (desktop) =>
      expect(
        desktop.locator('#single-confirmation').getByText('Declined', { exact: true }),
      ).toBeVisible({ timeout: 15_000 }),
  });

  // The one refusal above (the account's own address) is the only error the browser logs.
  expect(problems()).toEqual([REFUSED]);
  expect(herProblems()).toEqual([]);
  await hers.close();
});
