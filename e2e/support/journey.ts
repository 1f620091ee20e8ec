import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { openContext } from './contexts';
import { otpFrom, readLatestMail } from './mailbox';
import { expectNoAxeViolations, keepScreenshot, watchConsole } from './page-checks';
import { DESKTOP } from './widths';

// Steps that several journeys share: a fresh verified account, logging in, and the checks
// every page gets (no horizontal overflow, no axe violations, a screenshot kept).

export const PASSWORD = 'Correct-horse-9';

/** A fresh address per test and viewport project, so runs never share an account. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${id}@example.com`;
}

/** Nothing wider than the screen, no axe violations, a screenshot kept (named by `width`). */
export async function checkPage(
  page: Page,
  testInfo: TestInfo,
  name: string,
  width: string = testInfo.project.name,
) {
  // A toast still sliding in is half transparent, which axe reads as poor contrast: let the
  // finite animations finish first. Spinners and pulses run forever and are left alone, and so
  // is a toast's progress bar: it runs the toast's whole life (5 s), and waiting it out checked
  // the page after the toast had gone instead of with it.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().iterations === Infinity ||
          (a.effect instanceof KeyframeEffect &&
            a.effect.target?.classList.contains('Toastify__progress-bar') === true),
      ),
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, testInfo, name, width);
}

/**
 * The address a family signs up from, one per e-mail (a documentation range, RFC 5737): the
 * e2e server trusts the runner as its proxy (TRUST_PROXY=127.0.0.1), so the suite's many
 * sign-ups count as the many families they stand for, not as one address past its hourly limit.
 */
export function familyAddress(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const network = ['192.0.2', '198.51.100', '203.0.113'][hash % 3];
  return `${network}.${1 + (hash % 254)}`;
}

/** A verified account made through the API (sign-up, then the OTP from its e-mail). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email: string,
  phoneNumber = '+2348031234567',
) {
  const headers = { 'x-forwarded-for': familyAddress(email) };
  const signup = await request.post('/api/v1/auth/signup', {
    headers,
    data: {
      firstName: 'Abdullahi',
      lastName: 'Bello',
      email,
      phoneNumber,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signup.status()).toBe(201);
  const otp = otpFrom(await readLatestMail(email, { subject: /verification code/ }));
  const verify = await request.put('/api/v1/auth/verify-email', {
    headers,
    data: { otp, email },
  });
  expect(verify.ok()).toBe(true);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Logs in and passes the welcome splash with its "Continue now" button rather than its 5 s
 * timer. The timer itself is checked where the splash is the subject (accounts.spec.ts); every
 * other journey lands where the splash sends it, as a family would, 5 s sooner.
 */
export async function logInPastWelcome(page: Page, email: string, password: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/login-successful$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue now' }).click();
}

/**
 * How long a desktop visit's first wait gives its page to draw: a fresh browser loads and compiles
 * the app's chunks, and on a loaded 2-core machine (load 20) that passed the 10 s every expect has.
 */
export const FRESH_PAGE_WAIT = 20_000;

/** What `alsoAtDesktop` opens, and what it redoes there before the check. */
type DesktopVisit = {
  /** The address to open; the phone page's own by default. */
  path?: string;
  /** Opened without the phone's session (a link a single opens in a browser of her own). */
  signedOut?: boolean;
  /** The browser's preferred language, when the phone's browser had one. */
  locale?: string;
  /**
   * What the page before handed the phone's page in its location state (an address carried from
   * /sign-up to /verify-email, say): the history entry the desktop opens holds it too, as it
   * would after a reload of the phone's page.
   */
  locationState?: Record<string, unknown>;
  /** Readies the page before it opens the address (a request answered as the phone's was). */
  prepare?: (desktop: Page) => Promise<void>;
  /** Redoes what only the page held (a box ticked, a panel opened) and waits for the state. */
  reach?: (desktop: Page) => Promise<void>;
  /** What its console may log: a request `reach` makes that is refused on purpose. */
  expectedProblems?: string[];
  /** More checks of the same page after its check (another width, a part scrolled to). */
  after?: (desktop: Page) => Promise<void>;
};

/**
 * A state a phone-only journey reached, checked at 1280 px too (decision 080): a desktop browser
 * with the phone's session (its cookies and local storage) opens the same address, `reach` brings
 * the page to the same state, and `checkPage` runs there, its screenshot named `desktop-<name>`.
 * Its console must log nothing but `expectedProblems`. The journey's own steps are not repeated: the server holds the
 * state they made.
 */
export async function alsoAtDesktop(
  page: Page,
  testInfo: TestInfo,
  name: string,
  {
    path,
    signedOut = false,
    locale,
    locationState,
    prepare,
    reach,
    expectedProblems = [],
    after,
  }: DesktopVisit = {},
) {
  const browser = page.context().browser();
  expect(browser, 'the phone page belongs to a browser').not.toBeNull();
  // A kept context of the worker's (support/contexts.ts): the app's chunks are already compiled.
  const context = await openContext(browser as NonNullable<typeof browser>, {
    ...DESKTOP,
    baseURL: testInfo.project.use.baseURL,
    locale,
  });
  try {
    const desktop = await context.newPage();
    // The phone's session: its cookies, and its local storage written into the desktop page's
    // first document before the app runs (Playwright's storageState would open a hidden page).
    if (!signedOut) {
      await context.addCookies(await page.context().cookies());
      const stored = await page.evaluate(() => Object.entries(localStorage));
      await desktop.addInitScript(holdLocalStorage, stored);
    }
    const problems = watchConsole(desktop);
    if (locationState) await desktop.addInitScript(holdLocationState, locationState);
    await prepare?.(desktop);
    await desktop.goto(path ?? page.url());
    await reach?.(desktop);
    await checkPage(desktop, testInfo, name, 'desktop');
    await after?.(desktop);
    expect(problems(), `${name} at 1280 px`).toEqual(expectedProblems);
  } finally {
    await context.close();
  }
}

/**
 * In the page, before its scripts: the phone's local storage, written once per tab (`window.name`
 * outlives the tab's same-origin navigations; the app never reads it), so a later reload or a
 * sign-out in the desktop page is not undone.
 */
function holdLocalStorage(entries: [string, string][]) {
  if (window.name === 'desktop-session') return;
  for (const [key, value] of entries) localStorage.setItem(key, value);
  window.name = 'desktop-session';
}

/** In the page, before its scripts: the entry's state as React Router keeps it (`usr`). */
function holdLocationState(state: Record<string, unknown>) {
  if (window.history.state === null) {
    window.history.replaceState({ usr: state, key: 'desktop', idx: 0 }, '');
  }
}
