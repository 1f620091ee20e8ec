import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { familyAddress, PASSWORD } from './journey';
import { expectLanguage, expectUnbroken, nav, openSignedIn, signInAs } from './languages';
import { buyPlanInSandbox, type SetUpSingle } from './singles';
import type { Language, Say } from './words';

// The like, the answer and the match of the languages journey (tests/languages-journey.spec.ts),
// seen from the man's side or the woman's.

/** The man's side's match: the woman's side's contact, the e-mail left to right. */
async function expectHerContact(
  page: Page,
  { language, say, email }: { language: Language; say: Say; email: string },
) {
  await nav(page, say, 'Match');
  const contact = page.getByRole('region', { name: say('Her guardian’s contact') });
  await expect(contact).toBeVisible();
  const address = contact.getByRole('link', { name: email });
  await expect(address).toHaveAttribute('href', `mailto:${email}`);
  // Retried: read while the page re-renders, the element's computed style can be empty.
  await expect(address).toHaveCSS('direction', 'ltr');
  // …lined up with the name above it: its row keeps the page's direction (right in Arabic).
  expect(
    await address.evaluate((element) => getComputedStyle(element.closest('dd')!).direction),
  ).toBe(language === 'ar' ? 'rtl' : 'ltr');
  await expectUnbroken(address);
  await expectLanguage(page, language);
}

export type Journey = {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  language: Language;
  say: Say;
  /** The browser family's e-mail, and the other family's (made through the API). */
  email: string;
  otherEmail: string;
  other: SetUpSingle;
  shot: (page: Page, name: string) => Promise<void>;
  /** The whole run: the other family signs in through the login form, else `openSignedIn`. */
  whole: boolean;
};

/** A fresh session token for an account (the API's own login). */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    headers: { 'x-forwarded-for': familyAddress(email) },
    data: { email, password: PASSWORD },
  });
  return (await login.json()).data.token as string;
}

/** The other family's account, for `openSignedIn`. */
function signedIn({ language, otherEmail, other, testInfo }: Journey) {
  const baseURL = testInfo.project.use.baseURL ?? '';
  return { language, email: otherEmail, childId: other.childId, baseURL };
}

/** His family's side (Arabic, Yoruba): Premium, her profile, interested; she accepts. */
export async function manLikesAndReceives(journey: Journey, herPage: Page) {
  const { page, request, language, say, email, otherEmail, other, shot } = journey;
  // Premium (the sandbox checkout, as the billing journey covers), then her profile: interested.
  await buyPlanInSandbox(request, await tokenOf(request, email));
  await page.goto(`/recommended/${other.childId}`);
  const interested = page.getByRole('button', { name: say('Interested') });
  await expect(interested).toBeVisible({ timeout: 15_000 });
  await expectLanguage(page, language);
  await shot(page, 'profile');
  await interested.click();
  const send = page.getByRole('dialog', { name: say('Send your interest?') });
  await expect(send).toBeVisible();
  await shot(page, 'like-dialog');
  await send.getByRole('button', { name: say('Send interest') }).click();
  await expect(page).toHaveURL(/\/likes\?tab=liked$/);
  await expect(
    page.getByRole('list', { name: say('Profiles you liked') }).getByRole('link'),
  ).toHaveCount(1);
  // Each tab's label on one line inside its pill, at 390 px too (decision 070).
  await expectUnbroken(page.getByRole('tab'));
  await shot(page, 'likes');

  // Her guardian, in the same language: Likes, his profile, accept and share.
  if (journey.whole) await signInAs(herPage, language, say, otherEmail);
  else await openSignedIn(herPage, { ...signedIn(journey), path: '/likes' });
  await nav(herPage, say, 'Likes');
  const likedYou = herPage.getByRole('list', { name: say('Profiles that liked yours') });
  await expect(likedYou.getByRole('link')).toHaveCount(1);
  await likedYou.getByRole('link').click();
  await herPage.getByRole('button', { name: say('Accept') }).click();
  const accept = herPage.getByRole('dialog', { name: say('Accept this interest?') });
  await expect(accept).toBeVisible();
  await shot(herPage, 'accept-dialog');
  await accept.getByRole('button', { name: say('Accept and share') }).click();
  await expect(herPage).toHaveURL(/\/match$/);
  await expect(
    herPage.getByRole('heading', {
      level: 1,
      name: say('This is who you have matched with.', { gender: 'male' }),
    }),
  ).toBeVisible();
  await shot(herPage, 'match-her-side');

  // His side: the match, with her guardian's contact, the e-mail left to right.
  await expectHerContact(page, { language, say, email: otherEmail });
  await shot(page, 'match-his-side');
}

/**
 * Her family's side (Hausa): a brother's family likes her daughter; with a plan she opens
 * Likes, his profile (words of a man), accepts and shares her own contact as the account
 * holder (she named no wali); her match names no contact (decision 075), his has hers.
 */
export async function womanAnswersAndShares(journey: Journey, hisPage: Page) {
  const { page, request, language, say, email, otherEmail, other, shot } = journey;
  const token = await tokenOf(request, email);
  const singles = await request.get('/api/v1/parent/children', {
    headers: { authorization: `Bearer ${token}` },
  });
  const daughter = ((await singles.json()).data as { id: string }[])[0]?.id ?? '';
  const liked = await request.post(`/api/v1/match/like/child/${other.childId}`, {
    headers: { authorization: `Bearer ${other.token}` },
    data: { profile: daughter },
  });
  expect(liked.ok()).toBe(true);

  // Without a plan, Likes says a family is interested and that answering needs Premium.
  await nav(page, say, 'Likes');
  await expect(
    page.getByRole('heading', { level: 1, name: say('Upgrade to see who is interested') }),
  ).toBeVisible();
  // Each currency's name on one line inside its pill (decision 070).
  await expectUnbroken(page.getByRole('group', { name: say('Pay in') }).locator('label'));
  await shot(page, 'likes-upgrade');
  // She pays (the sandbox checkout, as the billing journey covers) and comes back to Likes.
  await buyPlanInSandbox(request, token);
  await page.goto('/likes');
  const likedYou = page.getByRole('list', { name: say('Profiles that liked yours') });
  await expect(likedYou.getByRole('link')).toHaveCount(1);
  await expectLanguage(page, language);
  // Each tab's label on one line inside its pill (decision 070).
  await expectUnbroken(page.getByRole('tab'));
  await shot(page, 'likes');
  await likedYou.getByRole('link').click();
  const acceptButton = page.getByRole('button', { name: say('Accept') });
  await expect(acceptButton).toBeVisible({ timeout: 15_000 });
  // His profile speaks of a man: "Yana zaune a", not "Tana zaune a" (decision 076).
  await expect(
    page.getByText(say('Lives in', { gender: 'male' }), { exact: true }).first(),
  ).toBeVisible();
  await expectLanguage(page, language);
  await shot(page, 'profile');
  await acceptButton.click();
  const accept = page.getByRole('dialog', { name: say('Accept this interest?') });
  await expect(accept).toBeVisible();
  // What his family will receive: her own contact, as the account holder.
  await expect(accept).toContainText(
    say(
      'Accepting makes a match, and his family will receive your contact, as the account holder:',
    ),
  );
  await expect(accept.getByText('Hauwa Sani')).toBeVisible();
  await expect(accept.getByText(email)).toBeVisible();
  await expect(accept.getByText('+2348031234567')).toBeVisible();
  await expectUnbroken(accept.getByText(email));
  await shot(page, 'accept-dialog');
  await accept.getByRole('button', { name: say('Accept and share') }).click();
  await expect(page).toHaveURL(/\/match$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: say('This is who you have matched with.', { gender: 'male' }),
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: say('What happens next') })).toContainText(
    say(
      "Your contact as her guardian has been shared with him, and he will be in touch with you. Meetings should be supervised, and the nikah follows through your local mosque's process.",
    ),
  );
  // Her side receives no contact: neither a contact section nor his address.
  await expect(page.getByRole('region', { name: say('Her guardian’s contact') })).toHaveCount(0);
  await expect(page.getByText(otherEmail)).toHaveCount(0);
  await expectLanguage(page, language);
  await shot(page, 'match-her-side');

  // His family, in the same language: the match, with her contact.
  if (journey.whole) await signInAs(hisPage, language, say, otherEmail);
  else await openSignedIn(hisPage, { ...signedIn(journey), path: '/match' });
  await expectHerContact(hisPage, { language, say, email });
  await shot(hisPage, 'match-his-side');
}
