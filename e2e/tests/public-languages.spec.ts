// Decision 070: the public pages drawn ahead in their language (`/ar/about`), right to left for
// Arabic, linked to their other languages, and the header's switch back to English.
import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { PREFIXED_LANGUAGES } from '../../packages/contract/src/languages';
import { GUEST_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../../packages/contract/src/web-pages';
import { openContext, test } from '../support/contexts';
import { checkPage } from '../support/journey';
import {
  expectNoAxeViolations,
  keepScreenshot,
  waitForLivePage,
  watchConsole,
} from '../support/page-checks';

/** A page's HTML as the server sends it: no script runs, so the width changes nothing in it. */
const NO_SCRIPT_ONCE = 'the server’s HTML, the same at every width: once';

test('/ar/about arrives drawn in Arabic, right to left, before any JavaScript', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', NO_SCRIPT_ONCE);
  const still = await openContext(browser, { javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto('/ar/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-prerendered] footer')).toContainText('الشروط والأحكام');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(5);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/about$/,
  );
  await still.close();
});

/**
 * Every public page in each language but English (English's are public-site's), and the 404.
 * /about comes last: on the phone, Arabic's ends by choosing English, which the browser keeps.
 */
const PAGES = [
  ...PUBLIC_PAGE_PATHS.filter((path) => path !== '/about').map((path) =>
    path === '/' ? '' : path,
  ),
  '/no-such-page',
  '/about',
];

/** /ar/sign-up right to left, its heading and its link to /ar/login in Arabic. */
async function expectArabicSignUp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حسابكم' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سجّلوا الدخول' })).toHaveAttribute(
    'href',
    '/ar/login',
  );
}

/**
 * The sign-in pages, opened directly (English's are the accounts journey's): the code and reset
 * steps then ask for what a link or the previous step would have brought.
 */
const SIGN_IN_PAGES = GUEST_PAGE_PATHS;

for (const language of PREFIXED_LANGUAGES) {
  test(`the sign-in pages in ${language}: axe finds nothing, nothing runs sideways`, async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    for (const path of SIGN_IN_PAGES) {
      await page.goto(`/${language}${path}`);
      await waitForLivePage(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      if (language === 'ar' && path === '/sign-up' && testInfo.project.name === 'phone') {
        await expectArabicSignUp(page);
      }
      await checkPage(page, testInfo, `sign-in-${language}${path.replace('/', '-')}`);
    }
    expect(problems()).toEqual([]);
  });

  test(`the public pages in ${language}: axe finds nothing, nothing runs sideways`, async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    for (const path of PAGES) {
      await page.goto(`/${language}${path}`);
      await waitForLivePage(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The Premium card's words, once (at 1280 px): the server's, in the page's language.
      if (path === '' && testInfo.project.name === 'desktop') {
        await expectPremiumFromServer(page, language);
      }
      await checkPage(page, testInfo, `public-${language}${path.replace('/', '-') || '-home'}`);
      if (language === 'ar' && path === '/about' && testInfo.project.name === 'phone') {
        await expectArabicMenuThenEnglish(page, testInfo);
      }
    }
    expect(problems()).toEqual([]);
  });
}

/**
 * /ar/about on a phone, just checked as it arrived: its Arabic header menu opened and checked
 * (width, axe, the `about-ar` screenshot), then the language select goes to /about in English.
 * It had a case of its own, which loaded /ar/about again (decision 080, "The public pages,
 * loaded once").
 */
async function expectArabicMenuThenEnglish(page: Page, testInfo: TestInfo) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const header = page.getByRole('banner');
  // Below `lg` the header's links fold into its menu.
  await header.getByRole('button', { name: 'القائمة' }).click();
  await expect(header.getByRole('link', { name: 'من نحن' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/ar/about');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, testInfo, 'about-ar');

  await header.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page).toHaveURL(/\/about$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  // The page followed the address: its menu opens in English, linking the English pages.
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'href',
    '/about',
  );
}

/** The server's words in a language (apps/api/src/i18n/catalogs), for what the API says in it. */
function serverWords(language: string): Record<string, string> {
  const file = new URL(`../../apps/api/src/i18n/catalogs/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const PREMIUM_LINES = ['singles', 'sendLikes', 'answerLikes', 'seeLikes', 'match', 'free'];

/** The home page's Premium card lists its features in `language`, from the server's words. */
async function expectPremiumFromServer(page: Page, language: string) {
  const words = serverWords(language);
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByRole('listitem')).toContainText(
    PREMIUM_LINES.map((line) => words[`plan.premium.${line}`] ?? `missing ${line}`),
  );
}

// The sign-in pages have language addresses too (`/ha/login`), drawn ahead in their language.
test('/ha/login arrives drawn in Hausa before any JavaScript', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', NO_SCRIPT_ONCE);
  const still = await openContext(browser, { javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto('/ha/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const drawn = page.locator('[data-prerendered]');
  await expect(drawn.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
    'Barka da dawowa',
  );
  await expect(drawn).toContainText('Kun manta kalmar sirri?');
  await expect(drawn.locator('a[href="/ha/sign-up"]')).toHaveText('Yi rajista');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
  await still.close();
});

// Decision 075: a family that types /yo/pricing (or /ha, /ar) lands on its language's plans.
test('/ha/pricing, /yo/pricing and /ar/pricing open the home page’s plans in that language', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  for (const language of PREFIXED_LANGUAGES) {
    await page.goto(`/${language}/pricing`);
    await expect(page).toHaveURL(new RegExp(`/${language}#pricing$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('#pricing')).toBeInViewport();
  }
  await checkPage(page, testInfo, 'ar-pricing');
  expect(problems()).toEqual([]);
});
