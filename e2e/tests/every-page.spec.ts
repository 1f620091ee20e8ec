import { expect, type Page } from '@playwright/test';
import { PREFIXED_LANGUAGES } from '../../packages/contract/src/languages';
import { GUEST_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../../packages/contract/src/web-pages';
import { test } from '../support/contexts';
import {
  alsoAtDesktop,
  checkPage,
  createVerifiedAccount,
  FRESH_PAGE_WAIT,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 014: 'axe finds no violations on any page'. Every route of the web app's router is
// axe-checked at 390 px and 1280 px (the phone and desktop projects): most by the journey that
// reaches it as a family would, the rest here. A journey that runs on the phone alone checks its
// pages at 1280 px inside the phone run (alsoAtDesktop, support/journey.ts; decision 080). The
// first test reads the router itself and fails when it has a route in neither list.

/** Routes a journey reaches and checks (checkPage runs axe), with the spec that does it. */
const CHECKED_BY_JOURNEYS: Record<string, string> = {
  '/': 'public-site',
  '/about': 'public-site',
  '/resources': 'public-site',
  '/blog': 'public-site',
  '/terms': 'public-site',
  '/*': 'public-site',
  ...Object.fromEntries(
    PREFIXED_LANGUAGES.flatMap((language) =>
      [...PUBLIC_PAGE_PATHS, ...GUEST_PAGE_PATHS, '/pricing'].map((path) => [
        `/${language}${path === '/' ? '' : path}`,
        'public-languages',
      ]),
    ),
  ),
  '/sign-up': 'accounts',
  '/verify-email': 'accounts',
  '/verify-otp': 'accounts',
  '/login': 'accounts',
  '/login-successful': 'accounts',
  '/get-started': 'accounts',
  '/dashboard': 'accounts',
  '/forgot-password': 'accounts-passwords',
  '/reset-password': 'accounts-passwords',
  '/settings': 'accounts-passwords',
  '/pricing': 'billing',
  '/confirm-payment': 'billing',
  '/likes': 'likes',
  '/match': 'likes',
  '/recommended/:id': 'discovery',
  '/explore': 'discovery',
  '/profile/:id': 'discovery',
  '/filter': 'singles',
  '/select-child': 'singles',
  '/admin/reports/:id': 'trust',
  '/admin/accounts/:id': 'trust',
  '/confirm-profile': 'single-confirmation',
  '/consent': 'consent',
  '/admin/verifications': 'genotype-check',
};

/** The staff console's pages that no journey checks: each one's menu link and heading. */
const ADMIN_PAGES = [
  { path: '/admin', link: 'Overview', heading: 'Overview' },
  { path: '/admin/reports', link: 'Reports', heading: 'Reports' },
  { path: '/admin/accounts', link: 'Accounts', heading: 'Accounts' },
  { path: '/admin/non-responders', link: 'Non-responders', heading: 'Non-responders' },
  { path: '/admin/plans', link: 'Plans', heading: 'Plans' },
  { path: '/admin/audit', link: 'Audit log', heading: 'Audit log' },
];

/** Routes this spec checks itself (the tests below). */
const CHECKED_HERE = [
  ...ADMIN_PAGES.map((p) => p.path),
  '/explore/:id',
  '/confirm-alternate-email',
];

/** The staff account of the e2e seed (apps/api/src/test/e2e-seed.ts). */
const ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' };

/** The parts of React Router's RouteObject that place a page. */
type RouteObject = { path?: string; index?: boolean; children?: RouteObject[] };

/** Every path a page renders at: index routes take their parent's, layouts have none. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent;
    if (route.index) return [parent || '/'];
    if (route.children) return pagePaths(route.children, here);
    return route.path ? [here] : [];
  });
}

/** The router's table as the app builds it: the public routes, then the app's patched in. */
async function routerPaths(): Promise<string[]> {
  // Imported by URL at run time: the web app's sources are not part of e2e's typecheck.
  const source = (file: string) => new URL(`../../apps/web/src/app/${file}`, import.meta.url).href;
  const { routes } = (await import(source('routes.tsx'))) as { routes: RouteObject[] };
  const { appLayout } = (await import(source('app-routes.ts'))) as { appLayout: RouteObject };
  return [...pagePaths(routes), ...pagePaths([appLayout], '/')];
}

test('every route of the router is axe-checked, here or by a named journey', async () => {
  test.skip(test.info().project.name !== 'desktop', 'reads source files: one project is enough');
  const paths = await routerPaths();
  // The walk itself found the app: public pages, guest pages, the shell and the console.
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/*', '/login', '/dashboard', '/likes', '/admin', '/admin/audit']),
  );
  expect(new Set(paths).size).toBe(paths.length);

  const covered = [...Object.keys(CHECKED_BY_JOURNEYS), ...CHECKED_HERE];
  expect(
    paths.filter((path) => !covered.includes(path)),
    'routes checked nowhere',
  ).toEqual([]);
  expect(
    covered.filter((path) => !paths.includes(path)),
    'listed but not routes',
  ).toEqual([]);
  expect(Object.keys(CHECKED_BY_JOURNEYS).filter((path) => CHECKED_HERE.includes(path))).toEqual(
    [],
  );
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

/** Waits until nothing on the page says it is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 15_000,
  });
}

test('the staff console: every page without a journey of its own', async ({ page }, testInfo) => {
  // Six pages, each axe-checked and photographed whole: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  for (const { path, link, heading } of ADMIN_PAGES) {
    // Through the console's own menu, as staff move between its pages.
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: link })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 15_000,
    });
    await settled(page);
    await checkPage(page, testInfo, `every-page${path.replaceAll('/', '-')}`);
  }
  expect(problems()).toEqual([]);
});

test('a profile opened from Explore', async ({ page, request }, testInfo) => {
  // The way there (a sign-up, the log-in, Explore) is the same at both widths: it runs on the
  // phone, and the profile it opens is checked at 1280 px too (decision 080).
  phoneOnly(testInfo);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'every-page-explore');
  await setUpSingle(request, email, { firstName: 'Amina' });
  await signIn(page, email, PASSWORD);
  // One single: chosen for her after the welcome, then the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto('/explore');
  const first = page.locator('main a[href^="/explore/"]').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const displayId = /WY-[A-Z0-9-]+/.exec(await first.innerText())?.[0] ?? '';
  expect(displayId).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/explore\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(displayId);
  await checkPage(page, testInfo, 'every-page-explore-profile');
  await alsoAtDesktop(page, testInfo, 'every-page-explore-profile', {
    reach: async (desktop) => {
      await expect(desktop.getByRole('heading', { level: 1 })).toContainText(displayId, {
        timeout: FRESH_PAGE_WAIT,
      });
    },
  });
  expect(problems()).toEqual([]);
});

test('the alternative e-mail link, opened signed out', async ({ page, request }, testInfo) => {
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'every-page-alt');
  await createVerifiedAccount(request, email);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()).data as { token: string };
  /** Asks for `alternate` as Settings does; answers the link e-mailed to it. */
  const linkSentTo = async (alternate: string) => {
    const asked = await request.post('/api/v1/account/alternate-email', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: alternate },
    });
    expect(asked.ok()).toBe(true);
    const mail = await readLatestMail(alternate, { subject: /alternative e-mail/ });
    return /https?:\/\/\S+?\/api\/v1\/account\/alternate-email\/confirm\?token=[^\s"<]+/.exec(
      mail.text,
    )?.[0];
  };

  // Decision 062: the link goes to the API, which confirms and lands on /login (a page every
  // client has); our web says so there and takes its flag off the address.
  const link = (await linkSentTo(uniqueEmail(testInfo, 'every-page-alt-second'))) ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await expect(page.getByText('Your alternative e-mail address is confirmed.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/login$/);
  await checkPage(page, testInfo, 'every-page-alternate-email-confirmed');
  // Spent: opened again, it says the link did not work.
  await page.goto(link);
  await expect(page.getByText('That confirmation link is not valid or has expired.')).toBeVisible({
    timeout: 15_000,
  });

  // Links e-mailed before still open our old page, which confirms with their token.
  const later = (await linkSentTo(uniqueEmail(testInfo, 'every-page-alt-third'))) ?? '';
  await page.goto(`/confirm-alternate-email${new URL(later).search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page, testInfo, 'every-page-confirm-alternate-email');

  // The same page without its code says so.
  await page.goto('/confirm-alternate-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Link incomplete' })).toBeVisible();
  await checkPage(page, testInfo, 'every-page-confirm-alternate-email-incomplete');
  expect(problems()).toEqual([]);
});
