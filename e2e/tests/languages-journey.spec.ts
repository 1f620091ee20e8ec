import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { checkPage, familyAddress, PASSWORD, uniqueEmail } from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { choose, fillPersonalDetails, fillTheRest, type Single } from '../support/setup-form';
import { buyPlanInSandbox, setUpSingle } from '../support/singles';
import { type Language, type Say, wordsFor } from '../support/words';

// Issue 26's journey: a new family whose browser prefers Hausa signs up, sets up a son, saves
// his preferences, likes a sister's profile, her guardian (whose account reads Hausa too)
// accepts, and his side receives her guardian's contact — every word looked up in the Hausa
// catalogs (support/words.ts: a word with no translation fails the run). Again in Arabic on a
// phone, where every screen must lay out right to left, and in Yoruba on a phone. Each page: axe 0, nothing wider than
// the screen, a screenshot (`<project>-<language>-<page>.png`).

const RUNS: { language: Language; project: 'desktop' | 'phone' }[] = [
  { language: 'ha', project: 'desktop' },
  { language: 'ar', project: 'phone' },
  // Yoruba's long words on a phone's width (axe in every language the app speaks).
  { language: 'yo', project: 'phone' },
];

/** The same number, as each family types it. */
const TYPED_PHONE: Record<Language, string> = {
  en: '+2348031234567',
  ha: '0803 123 4567',
  yo: '+234 803 123 4567',
  ar: '+٢٣٤٨٠٣١٢٣٤٥٦٧',
};

const UMAR: Single = {
  firstName: 'Umar',
  lastName: 'Bello',
  dateOfBirth: '1995-09-02',
  gender: 'Male',
  profession: 'Civil engineer',
};

/** The page speaks `language`: `<html lang dir>`, and for Arabic the layout is mirrored. */
async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  if (language !== 'ar') return;
  // Mirrored: headings run right to left, and the top bar's first link (the logo, at its
  // start) sits on the right-hand side of the screen.
  const heading = page.getByRole('heading', { level: 1 }).first();
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  const banner = page.getByRole('banner').first();
  if ((await banner.count()) === 0) return;
  const logo = await banner.getByRole('link').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo, 'the top bar has a link').not.toBeNull();
  expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(width / 2);
}

/** A browser of the family's own, preferring `language`, shaped like the project's. */
async function browserFor(browser: Browser, testInfo: TestInfo, language: Language) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    locale: language,
  });
  return context.newPage();
}

const nav = (page: Page, say: Say, name: string) =>
  page
    .getByRole('navigation', { name: say('Main') })
    .getByRole('link', { name: say(name) })
    .click();

for (const { language, project } of RUNS) {
  test(`${language}: a new family signs up, sets up a single, saves preferences, likes and matches in their language`, async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `${language} runs at the ${project} width`);
    test.setTimeout(300_000);
    const { say } = wordsFor(language);
    const shot = (page: Page, name: string) => checkPage(page, testInfo, `${language}-${name}`);
    const hisEmail = uniqueEmail(testInfo, `lang-${language}-him`);
    const herEmail = uniqueEmail(testInfo, `lang-${language}-her`);

    // Her family, made through the API: a daughter, Premium, her account in the same language.
    const her = await setUpSingle(request, herEmail, { gender: 'FEMALE', age: 26 });
    await buyPlanInSandbox(request, her.token);
    const chosen = await request.put('/api/v1/account/language', {
      headers: { authorization: `Bearer ${her.token}` },
      data: { language },
    });
    expect(chosen.ok()).toBe(true);

    // His family: the browser prefers the language, so the home page opens in it.
    const page = await browserFor(browser, testInfo, language);
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${language}/?$`));
    await expectLanguage(page, language);
    await shot(page, 'home');

    // Sign up.
    await page
      .getByRole('link', { name: say('Sign up') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${language}/sign-up$`));
    await expect(
      page.getByRole('heading', { level: 1, name: say('Create your account') }),
    ).toBeVisible();
    await expectLanguage(page, language);
    await page.getByLabel(say('First name')).fill('Abdullahi');
    await page.getByLabel(say('Last name')).fill('Bello');
    await page.getByLabel(say('Email address')).fill(hisEmail);
    // As a family there types it (decision 074): Kano writes 080…, an Arabic keyboard its digits.
    await page.getByLabel(say('Phone number')).fill(TYPED_PHONE[language]);
    await page.getByLabel(say('Password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(say('Confirm password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await shot(page, 'sign-up');
    await page.getByRole('button', { name: say('Create account') }).click();

    // The code comes by e-mail, in the family's language.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expectLanguage(page, language);
    await shot(page, 'verify-email');
    await Promise.race([
      page
        .getByRole('button', { name: say('Enter the code now') })
        .click({ timeout: 10_000 })
        .catch(() => undefined),
      page.waitForURL(/\/verify-otp$/),
    ]);
    await expect(page).toHaveURL(/\/verify-otp$/);
    const mail = await readLatestMail(hisEmail);
    expect(mail.html).toContain(`lang="${language}"`);
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    await shot(page, 'verify-otp');
    await page.getByLabel(say('Verification code')).fill(otp);
    await page.getByRole('button', { name: say('Verify') }).click();

    // Log in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: say('Welcome back') })).toBeVisible();
    await expectLanguage(page, language);
    await page.getByLabel(say('Password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: say('Sign In') }).click();
    await expect(page).toHaveURL(/\/login-successful$/);
    await shot(page, 'login-successful');
    // Whatever was typed, the account holds the number in E.164.
    const session = await request.post('/api/v1/auth/login', {
      headers: { 'x-forwarded-for': familyAddress(hisEmail) },
      data: { email: hisEmail, password: PASSWORD },
    });
    expect((await session.json()).data.user.phone).toBe('+2348031234567');

    // Set up his son.
    await expect(page).toHaveURL(/\/get-started$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: say('Tell us about your single') }),
    ).toBeVisible();
    await expectLanguage(page, language);
    await fillPersonalDetails(page, UMAR, say);
    await choose(page, 'Are you open to a polygynous marriage?', 'No', say);
    await fillTheRest(page, UMAR, say);
    await shot(page, 'get-started-filled');
    await page.getByRole('button', { name: say('Submit') }).click();
    await expect(page.getByRole('link', { name: say('Go to the dashboard') })).toBeVisible();
    await shot(page, 'get-started-completed');

    // His preferences.
    await page.getByRole('link', { name: say('Go to the dashboard') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectLanguage(page, language);
    await shot(page, 'dashboard');
    await page.getByRole('link', { name: say('Set preferences') }).click();
    await expect(page).toHaveURL(/\/filter$/);
    await expect(
      page.getByRole('heading', { level: 1, name: say('Set your preference') }),
    ).toBeVisible();
    await page.getByLabel(say('Min Age'), { exact: true }).fill(language === 'ar' ? '٢٠' : '20');
    await page.getByLabel(say('Max Age'), { exact: true }).fill(language === 'ar' ? '٣٥' : '35');
    await shot(page, 'filter');
    await page.getByRole('button', { name: say('Save preferences') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(say('Preferences saved.'))).toBeVisible();

    // Premium (the sandbox checkout, as the billing journey covers), then her profile: interested.
    const login = await request.post('/api/v1/auth/login', {
      headers: { 'x-forwarded-for': familyAddress(hisEmail) },
      data: { email: hisEmail, password: PASSWORD },
    });
    await buyPlanInSandbox(request, (await login.json()).data.token);
    await page.goto(`/recommended/${her.childId}`);
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
    await shot(page, 'likes');

    // Her guardian, in the same language: Likes, his profile, accept and share.
    const herPage = await browserFor(browser, testInfo, language);
    const herProblems = watchConsole(herPage);
    await herPage.goto(`/${language}/login`);
    await herPage.getByLabel(say('Email address')).fill(herEmail);
    await herPage.getByLabel(say('Password'), { exact: true }).fill(PASSWORD);
    await herPage.getByRole('button', { name: say('Sign In') }).click();
    await expect(herPage).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expectLanguage(herPage, language);
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
    await nav(page, say, 'Match');
    const contact = page.getByRole('region', { name: say('Her guardian’s contact') });
    await expect(contact).toBeVisible();
    const address = contact.getByRole('link', { name: herEmail });
    await expect(address).toHaveAttribute('href', `mailto:${herEmail}`);
    expect(await address.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // …lined up with the name above it: its row keeps the page's direction (right in Arabic).
    expect(
      await address.evaluate((element) => getComputedStyle(element.closest('dd')!).direction),
    ).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expectLanguage(page, language);
    await shot(page, 'match-his-side');

    expect(problems()).toEqual([]);
    expect(herProblems()).toEqual([]);
    await page.context().close();
    await herPage.context().close();
  });
}
