import { type Browser, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { STORAGE_KEYS, TOKEN_COOKIE_NAME } from '../../packages/contract/src/constants';
import { openContext } from './contexts';
import { familyAddress, PASSWORD } from './journey';
import type { Language, Say } from './words';

// The languages journey's own checks (tests/languages-journey.spec.ts): the page speaks the
// family's language, a browser of the family's own, signed in through the form or not, and words
// that keep whole at 390 px. The like, answer and match of each side are in language-sides.ts.

/** The page speaks `language`: `<html lang dir>`, and for Arabic the layout is mirrored. */
export async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  if (language !== 'ar') return;
  // Mirrored: headings run right to left, and the top bar's first link (the logo, at its
  // start) sits on the right-hand side of the screen.
  const heading = page.getByRole('heading', { level: 1 }).first();
  // Retried: read while the page re-renders, the element's computed style can be empty.
  await expect(heading).toHaveCSS('direction', 'rtl');
  const banner = page.getByRole('banner').first();
  if ((await banner.count()) === 0) return;
  const logo = await banner.getByRole('link').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo, 'the top bar has a link').not.toBeNull();
  expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(width / 2);
}

/** A browser of the family's own, preferring `language`, shaped like the project's. */
export async function browserFor(browser: Browser, testInfo: TestInfo, language: Language) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await openContext(browser, {
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    locale: language,
  });
  return context.newPage();
}

export const nav = (page: Page, say: Say, name: string) =>
  page
    .getByRole('navigation', { name: say('Main') })
    .getByRole('link', { name: say(name) })
    .click();

/** The other family signs in at `/<language>/login`, their account reading that language. */
export async function signInAs(page: Page, language: Language, say: Say, email: string) {
  await page.goto(`/${language}/login`);
  await page.getByLabel(say('Email address')).fill(email);
  await page.getByLabel(say('Password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: say('Sign In') }).click();
  // Past the welcome splash without its 5 s wait, as logInPastWelcome (journey.ts) does.
  await expect(page).toHaveURL(/\/login-successful$/, { timeout: 20_000 });
  await page.getByRole('button', { name: say('Continue now') }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expectLanguage(page, language);
}

/**
 * The other family's browser signed in without the login form (a run that checks only the
 * signed-in pages, decision 080): the session the form leaves — the token cookie, the account
 * and its single in local storage — put in before the app's first document, which opens at
 * `path` and speaks `language`. The form itself is the whole run's (`signInAs`).
 */
export async function openSignedIn(
  page: Page,
  at: { language: Language; email: string; childId: string; path: string; baseURL: string },
) {
  const { language, email, childId, path, baseURL } = at;
  const login = await page.request.post('/api/v1/auth/login', {
    headers: { 'x-forwarded-for': familyAddress(email) },
    data: { email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()).data as { token: string; user: unknown };
  // As the app writes them (apps/web/src/lib/storage.ts): the cookie URI-encoded, the account
  // as JSON.
  const cookie = { name: TOKEN_COOKIE_NAME, value: encodeURIComponent(token), url: baseURL };
  await page.context().addCookies([cookie]);
  await page.addInitScript(
    ([keys, account, single]) => {
      localStorage.setItem(keys.user, account);
      localStorage.setItem(keys.childId, single);
    },
    [STORAGE_KEYS, JSON.stringify(user), childId] as const,
  );
  await page.goto(path);
  await expectLanguage(page, language);
}

/**
 * Every piece of text under `locator` sits on one line: a tab's label inside its pill, or each
 * piece of an e-mail address between the breaks it allows (after the @, before a dot). A line
 * may end between two pieces, never inside one.
 */
export async function expectUnbroken(locator: Locator) {
  const broken = await locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const split: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(node.textContent ?? '');
      }
      return split;
    }),
  );
  expect(broken, 'text broken across lines').toEqual([]);
}
