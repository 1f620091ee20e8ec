import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import { checkPage, logInPastWelcome, PASSWORD, uniqueEmail } from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { buyPlanInSandbox, setUpSingle } from '../support/singles';

// Her consent before her contact (decision 084): her guardian sends her the confirmation link;
// she agrees from her own mailbox and ticks "Ask me before any match is made"; his family likes
// her profile, her family accepts, and his family reads only "Waiting for her answer"; she opens
// her consent link on her phone and says yes; his family sees the match and her family's contact.

/** The page path and fragment of the latest link to `path` e-mailed to `to`. */
async function linkIn(to: string, subject: RegExp, path: string): Promise<string> {
  const mail = await readLatestMail(to, { subject });
  const link = new RegExp(`https?://[^\\s"<>]+(${path}#token=[A-Za-z0-9_%-]+)`).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link?.[1] ?? '';
}

/** A browser of its own per person, shaped like the project's. */
async function ownBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await openContext(browser, { baseURL, viewport, isMobile, hasTouch });
  return context.newPage();
}

test('she asks to be asked; her family accepts; she says yes from her phone; his family gets the contact', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'phone',
    'her journey is on a phone; her page is checked at both widths below',
  );
  test.setTimeout(180_000);
  const hisEmail = uniqueEmail(testInfo, 'consent-him');
  const herFamily = uniqueEmail(testInfo, 'consent-family');
  const herOwn = uniqueEmail(testInfo, 'consent-zainab');
  const him = await setUpSingle(request, hisEmail, { gender: 'MALE', age: 30 });
  const her = await setUpSingle(request, herFamily, { gender: 'FEMALE', age: 26 });
  await buyPlanInSandbox(request, him.token);
  await buyPlanInSandbox(request, her.token);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const hisDisplayId = (
    await (
      await request.get(`/api/v1/parent/child/${him.childId}`, { headers: auth(him.token) })
    ).json()
  ).data.displayId as string;

  // Her guardian sends her own link; she agrees on it, "ask me before any match" ticked.
  const sent = await request.post(`/api/v1/parent/child/${her.childId}/confirmation`, {
    headers: auth(her.token),
    data: { email: herOwn },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const herPage = await ownBrowser(browser, testInfo);
  const herProblems = watchConsole(herPage);
  await herPage.goto(await linkIn(herOwn, /Do you agree to be presented/, '/confirm-profile'));
  await expect(herPage.getByRole('heading', { level: 1, name: 'Is this you?' })).toBeVisible({
    timeout: 15_000,
  });
  await herPage.getByRole('checkbox', { name: 'Ask me before any match is made' }).check();
  await checkPage(herPage, testInfo, 'confirm-profile-asks-before-match');
  await herPage.getByRole('button', { name: 'Yes, this is me and I agree' }).click();
  await expect(herPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const status = await request.get(`/api/v1/parent/child/${her.childId}/confirmation`, {
    headers: auth(her.token),
  });
  expect((await status.json()).data).toMatchObject({ state: 'confirmed', asksBeforeMatch: true });

  // His family likes her profile.
  const liked = await request.post(`/api/v1/match/like/child/${him.childId}`, {
    headers: auth(him.token),
    data: { profile: her.childId },
  });
  expect(liked.ok(), await liked.text()).toBe(true);

  // Her family accepts from his profile: it waits for her, no match yet.
  const familyPage = await ownBrowser(browser, testInfo);
  const familyProblems = watchConsole(familyPage);
  await familyPage.goto('/login');
  await logInPastWelcome(familyPage, herFamily, PASSWORD);
  await expect(familyPage).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await familyPage.goto(`/recommended/${him.childId}`);
  await expect(familyPage.getByRole('heading', { level: 1 })).toContainText(hisDisplayId, {
    timeout: 15_000,
  });
  await familyPage.getByRole('button', { name: 'Accept' }).click();
  await familyPage
    .getByRole('dialog', { name: 'Accept this interest?' })
    .getByRole('button', { name: 'Accept and share' })
    .click();
  await expect(familyPage).toHaveURL(/\/likes$/);
  await expect(familyPage.getByText('Sent to her for her answer.', { exact: false })).toBeVisible();
  await expect(familyPage.getByText('Waiting for her answer')).toBeVisible();
  await checkPage(familyPage, testInfo, 'consent-her-family-waiting');

  // His family reads only "Waiting for her answer"; no match, no contact.
  const hisPage = await ownBrowser(browser, testInfo);
  const hisProblems = watchConsole(hisPage);
  await hisPage.goto('/login');
  await logInPastWelcome(hisPage, hisEmail, PASSWORD);
  await expect(hisPage).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await hisPage.goto('/likes?tab=liked');
  const given = hisPage.getByRole('list', { name: 'Profiles you liked' });
  await expect(given.getByText('Waiting for her answer')).toBeVisible({ timeout: 15_000 });
  await checkPage(hisPage, testInfo, 'consent-his-family-waiting');
  await hisPage.goto('/match');
  await expect(
    hisPage.getByRole('heading', { level: 1, name: 'No matched profile found.' }),
  ).toBeVisible();
  await expect(hisPage.getByText(herFamily)).toHaveCount(0);

  // She opens her consent link: his profile as her family sees it, and her yes.
  await herPage.goto('about:blank');
  await herPage.goto(await linkIn(herOwn, /accepted a proposal/, '/consent'));
  await expect(
    herPage.getByRole('heading', { level: 1, name: 'Your family accepted a proposal' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(herPage.getByRole('heading', { name: hisDisplayId })).toBeVisible();
  await expect(herPage.getByText('Ibrahim')).toHaveCount(0);
  await checkPage(herPage, testInfo, 'consent-page-390');
  await herPage.setViewportSize({ width: 1280, height: 900 });
  await checkPage(herPage, testInfo, 'consent-page-1280');
  await herPage.setViewportSize(testInfo.project.use.viewport ?? { width: 390, height: 844 });
  await herPage.getByRole('button', { name: 'Yes, I agree' }).click();
  await expect(herPage.getByRole('heading', { name: 'Alhamdulillah' })).toBeVisible();
  await checkPage(herPage, testInfo, 'consent-page-agreed');

  // His family: the match, with her family's contact.
  await hisPage.goto('/match');
  const contact = hisPage.getByRole('region', { name: 'Her guardian’s contact' });
  await expect(contact).toBeVisible({ timeout: 15_000 });
  await expect(contact.getByRole('link', { name: herFamily })).toBeVisible();
  await checkPage(hisPage, testInfo, 'consent-his-family-match');

  expect(herProblems()).toEqual([]);
  expect(familyProblems()).toEqual([]);
  expect(hisProblems()).toEqual([]);
});
