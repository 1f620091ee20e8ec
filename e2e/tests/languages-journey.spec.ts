import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import { checkPage, familyAddress, PASSWORD, uniqueEmail } from '../support/journey';
import { manLikesAndReceives, womanAnswersAndShares } from '../support/language-sides';
import { browserFor, expectLanguage, expectUnbroken } from '../support/languages';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { choose, fillPersonalDetails, fillTheRest, type Single } from '../support/setup-form';
import { buyPlanInSandbox, setUpSingle } from '../support/singles';
import { type Language, wordsFor } from '../support/words';

// The journey in each language, from both sides (decision 070). A new family whose browser
// prefers Hausa — a mother in Kano on a phone, typing her number as 080… — signs up, sets up her
// daughter, saves her preferences; a brother's family (made through the API, its account in Hausa
// too) likes the daughter; she answers with a plan and accepts; her side sees the match without a
// contact, his receives hers (decision 075). In Arabic on a phone (Arabic digits in the phone and
// the ages, every screen right to left) and in Yoruba at the desktop width, a father sets up his
// son, likes a sister's profile, her guardian accepts, and he receives her guardian's contact.
// Every word is looked up in the language's catalogs (support/words.ts: a word with no
// translation fails the run). Each page: axe 0, nothing wider than the screen, a screenshot
// (`<project>-<language>-<page>.png`).
//
// Arabic runs whole: every page it passes is checked, the welcome splash sends it on by its timer.
// Hausa and Yoruba walk the same forms with the same words and assertions, but check only the
// signed-in pages (decision 080, "The languages once"): the home page and the sign-in pages in
// their language are checked at both widths by public-languages (`public-<language>--home`,
// `sign-in-<language>-sign-up`, `-verify-email`, `-verify-otp`), and the same pages holding a
// family's answers by the Arabic run here and by accounts in English. They press the splash's
// "Continue now" (its timer is the Arabic run's and accounts').

type Side = 'man' | 'woman';

/** `whole`: every page the journey passes is checked; else its signed-in pages only (above). */
const RUNS: { language: Language; project: 'desktop' | 'phone'; side: Side; whole: boolean }[] = [
  // A mother in Kano, on a phone: the tabs, the currency switch and the addresses at 390 px.
  { language: 'ha', project: 'phone', side: 'woman', whole: false },
  // Right to left, with Arabic digits typed: the run that checks every page.
  { language: 'ar', project: 'phone', side: 'man', whole: true },
  // One language at the desktop width (public-languages draws Yoruba's pages at 390 px).
  { language: 'yo', project: 'desktop', side: 'man', whole: false },
];

/** The same number, as each family types it. */
const TYPED_PHONE: Record<Language, string> = {
  en: '+2348031234567',
  ha: '0803 123 4567',
  yo: '+234 803 123 4567',
  ar: '+٢٣٤٨٠٣١٢٣٤٥٦٧',
};

/** Who holds the account ("I am", decision 075) and the single they set up. */
const FAMILIES: Record<Side, { firstName: string; lastName: string; iAm: string; single: Single }> =
  {
    man: {
      firstName: 'Abdullahi',
      lastName: 'Bello',
      iAm: 'A man (a father, a brother, or the single himself)',
      single: {
        firstName: 'Umar',
        lastName: 'Bello',
        dateOfBirth: '1995-09-02',
        gender: 'Male',
        profession: 'Civil engineer',
      },
    },
    woman: {
      firstName: 'Hauwa',
      lastName: 'Sani',
      iAm: 'A woman (a mother, a sister, or the single herself)',
      single: {
        firstName: 'Amina',
        lastName: 'Sani',
        dateOfBirth: '1999-03-14',
        gender: 'Female',
        profession: 'Pharmacist',
      },
    },
  };

for (const { language, project, side, whole } of RUNS) {
  const family = FAMILIES[side];
  test(`${language}: a new family signs up, sets up a single, saves preferences, likes and matches in their language (the ${side}'s side)`, async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `${language} runs at the ${project} width`);
    test.setTimeout(300_000);
    const { say, sayKey } = wordsFor(language);
    const shot = (page: Page, name: string) => checkPage(page, testInfo, `${language}-${name}`);
    /** A page public-languages checks in every language at both widths (the header above). */
    const signInShot = async (page: Page, name: string) => {
      if (whole) await shot(page, name);
    };
    const email = uniqueEmail(testInfo, `lang-${language}-${side}`);
    const otherEmail = uniqueEmail(testInfo, `lang-${language}-other`);

    // The other family, made through the API: a single of the other gender, Premium, their
    // account in the same language.
    const other = await setUpSingle(request, otherEmail, {
      gender: side === 'man' ? 'FEMALE' : 'MALE',
      age: side === 'man' ? 26 : 30,
    });
    await buyPlanInSandbox(request, other.token);
    const chosen = await request.put('/api/v1/account/language', {
      headers: { authorization: `Bearer ${other.token}` },
      data: { language },
    });
    expect(chosen.ok()).toBe(true);

    // The family: the browser prefers the language, so the home page opens in it.
    const page = await browserFor(browser, testInfo, language);
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${language}/?$`));
    await expectLanguage(page, language);
    await signInShot(page, 'home');

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
    await page.getByLabel(say('First name')).fill(family.firstName);
    await page.getByLabel(say('Last name')).fill(family.lastName);
    await page.getByLabel(say('Email address')).fill(email);
    // As a family there types it (decision 074): Kano writes 080…, an Arabic keyboard its digits.
    await page.getByLabel(say('Phone number')).fill(TYPED_PHONE[language]);
    await page.getByLabel(say('I am (optional)')).selectOption({ label: say(family.iAm) });
    await page.getByLabel(say('Password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(say('Confirm password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await signInShot(page, 'sign-up');
    await page.getByRole('button', { name: say('Create account') }).click();

    // The code comes by e-mail, in the family's language.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expectLanguage(page, language);
    await signInShot(page, 'verify-email');
    await Promise.race([
      page
        .getByRole('button', { name: say('Enter the code now') })
        .click({ timeout: 10_000 })
        .catch(() => undefined),
      page.waitForURL(/\/verify-otp$/),
    ]);
    await expect(page).toHaveURL(/\/verify-otp$/);
    const mail = await readLatestMail(email);
    expect(mail.html).toContain(`lang="${language}"`);
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    // The address it went to, broken only after its @ or before a dot (decision 070).
    await expectUnbroken(page.getByText(email));
    await signInShot(page, 'verify-otp');
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
    if (!whole) {
      // Its button, unless its timer moved on while the page was checked (a busy machine).
      await Promise.race([
        page
          .getByRole('button', { name: say('Continue now') })
          .click({ timeout: 10_000 })
          .catch(() => undefined),
        page.waitForURL(/\/get-started$/),
      ]);
    }
    // Whatever was typed, the account holds the number in E.164, and who holds it.
    const session = await request.post('/api/v1/auth/login', {
      headers: { 'x-forwarded-for': familyAddress(email) },
      data: { email, password: PASSWORD },
    });
    const { user } = (await session.json()).data;
    expect(user.phone).toBe('+2348031234567');
    expect(user.gender).toBe(side === 'man' ? 'MALE' : 'FEMALE');

    // Set up the single.
    await expect(page).toHaveURL(/\/get-started$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: say('Tell us about your single') }),
    ).toBeVisible();
    await expectLanguage(page, language);
    await fillPersonalDetails(page, family.single, say);
    const polygyny = 'Are you open to a polygynous marriage?';
    if (side === 'man') {
      await choose(page, polygyny, 'No', say);
    } else {
      // A daughter: her wali's contact is asked for (a woman registering herself is spoken to
      // as one, decision 076), no polygyny question. The mother names none: hers is shared.
      const wali = page.getByRole('group', { name: say('Wali’s contact') });
      await expect(wali).toContainText(sayKey('setup.wali.reason'));
      await expect(page.getByRole('group', { name: say(polygyny) })).toHaveCount(0);
    }
    await fillTheRest(page, family.single, say);
    await shot(page, 'get-started-filled');
    await page.getByRole('button', { name: say('Submit') }).click();
    await expect(page.getByRole('link', { name: say('Go to the dashboard') })).toBeVisible();
    await shot(page, 'get-started-completed');

    // The single's preferences.
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

    // The like, the answer and the match, from the family's side.
    const otherPage = await browserFor(browser, testInfo, language);
    const otherProblems = watchConsole(otherPage);
    const journey = {
      page,
      request,
      testInfo,
      language,
      say,
      email,
      otherEmail,
      other,
      shot,
      whole,
    };
    if (side === 'man') await manLikesAndReceives(journey, otherPage);
    else await womanAnswersAndShares(journey, otherPage);

    expect(problems()).toEqual([]);
    expect(otherProblems()).toEqual([]);
    await page.context().close();
    await otherPage.context().close();
  });
}
