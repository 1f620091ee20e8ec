import { expect, type Page, test } from '@playwright/test';
import { checkPage, logIn, PASSWORD, uniqueEmail } from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';

// The single's own "this is me" (decision 083): her guardian sends the link from Settings › User;
// she opens it from her own mailbox (the mail sink standing in for the development mailbox) in a
// browser of her own, sees her profile as other families do, agrees; later withdraws from the
// second link; her guardian sees each state.

const REFUSED =
  'console: Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** The page path and fragment of the confirmation link in the latest such mail to `to`. */
async function linkIn(to: string, subject: RegExp): Promise<string> {
  const mail = await readLatestMail(to, { subject });
  const link = /https?:\/\/[^\s"<>]+(\/confirm-profile#token=[A-Za-z0-9_%-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link?.[1] ?? '';
}

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
  test.setTimeout(180_000);
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

  // Her own browser: no session, the link from her own mailbox.
  // At the project's width: 390 on `phone` (where she will mostly read it), 1280 on `desktop`.
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const hers = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const her = await hers.newPage();
  const herProblems = watchConsole(her);
  await her.goto(await linkIn(herEmail, /Do you agree to be presented/));
  await expect(her.getByRole('heading', { level: 1, name: 'Is this you?' })).toBeVisible({
    timeout: 15_000,
  });
  // Exactly what other families see: the display id, never her name.
  await expect(her.getByText('Zainab')).toHaveCount(0);
  await checkPage(her, testInfo, 'confirm-profile-ask');
  await her.getByRole('button', { name: 'Yes, this is me and I agree' }).click();
  await expect(her.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await checkPage(her, testInfo, 'confirm-profile-agreed');

  section = await herConfirmation(page);
  await expect(section.getByText('Zainab has confirmed the profile.')).toBeVisible();
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await readLatestMail(email, { subject: /Zainab confirmed the profile/ });

  // Later: the standing link lets her withdraw.
  await her.goto('about:blank');
  await her.goto(await linkIn(herEmail, /Your Waliyy profile is confirmed/));
  await expect(her.getByRole('heading', { name: 'You confirmed this profile' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(her, testInfo, 'confirm-profile-withdraw');
  await her.getByRole('button', { name: 'Withdraw my agreement' }).click();
  await expect(her.getByRole('heading', { name: 'Your answer is recorded' })).toBeVisible();
  await expect(her.getByText('You have withdrawn.', { exact: false })).toBeVisible();

  section = await herConfirmation(page);
  await expect(section.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zainab is paused' })).toBeVisible();
  await readLatestMail(email, { subject: /Zainab withdrew the confirmation/ });
  await checkPage(page, testInfo, 'single-confirmation-declined');

  // The one refusal above (the account's own address) is the only error the browser logs.
  expect(problems()).toEqual([REFUSED]);
  expect(herProblems()).toEqual([]);
  await hers.close();
});
