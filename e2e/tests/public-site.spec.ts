import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import {
  expectNoAxeViolations,
  keepScreenshot,
  waitForLivePage,
  watchConsole,
} from '../support/page-checks';

// Each public page is loaded once per width (decision 080, "The public pages, loaded once"): its
// checks (heading, title, width, axe, screenshot, a clean console) run first, on the page as it
// arrived, then what else the page does, on the same load (`after`), where a case of its own
// used to load the page again.

/** What a page's `after` may use besides the page. */
type Fixtures = { request: APIRequestContext; baseURL: string | undefined; testInfo: TestInfo };

type PublicPage = {
  path: string;
  name: string;
  heading: RegExp;
  /** The page's own behaviour, checked after its checks: what, for the test's title. */
  does?: string;
  after?: (page: Page, fixtures: Fixtures) => Promise<void>;
};

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    name: 'home',
    heading: /journey of love, faith and connection/i,
    does: 'the plans, the guide, the FAQ by keyboard, a failed chunk retried',
    after: async (page, { testInfo }) => {
      await expectPlansFromServer(page);
      await expectGuideInWords(page, testInfo);
      await expectFaqByKeyboard(page);
      await expectChunkRetry(page);
    },
  },
  {
    path: '/about',
    name: 'about',
    heading: /.+/,
    does: 'a broken link from it, and Go Back',
    after: expectBackFromBrokenLink,
  },
  { path: '/resources', name: 'resources', heading: /.+/ },
  { path: '/blog', name: 'blog', heading: /content coming soon/i },
  {
    path: '/terms',
    name: 'terms',
    heading: /terms and conditions/i,
    does: 'a deep link the API server serves',
    after: expectDeepLinkServed,
  },
  {
    path: '/no-such-page',
    name: 'not-found',
    heading: /looks like you got lost/i,
    does: 'its footer, and Go Back home',
    after: expectBackGoesHome,
  },
];

for (const { path, name, heading, does, after } of PUBLIC_PAGES) {
  test(`${path} renders with no console errors and no axe violations${does ? `; ${does}` : ''}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/Waliyy/);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing may be wider than a phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, testInfo, name);
    expect(problems()).toEqual([]);
    await after?.(page, { request, baseURL, testInfo });
  });
}

test('a page arrives drawn, before any JavaScript runs, then comes alive', async ({ browser }) => {
  // Without JavaScript: what a phone paints as soon as the HTML and CSS are in.
  const still = await openContext(browser, { javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto('/login');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByText('A journey of love, faith and connection')).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveAttribute('inert', '');
  await page.goto('/about');
  await expect(page.getByText('Marriage, the way our faith teaches')).toBeVisible();
  // A page that is not drawn ahead shows the loading screen, never another page.
  await page.goto('/dashboard');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await still.close();

  // With JavaScript the live page replaces the picture, and its form works.
  const live = await openContext(browser);
  const app = await live.newPage();
  const problems = watchConsole(app);
  await app.goto('/login');
  await waitForLivePage(app);
  await app.getByLabel('Email address').fill('not-an-address');
  await app.getByLabel('Email address').blur();
  await expect(app.getByText('Invalid Email Address')).toBeVisible();
  expect(problems()).toEqual([]);
  await live.close();
});

/** The home page's plans: the Free plan and the Premium plan, from the server. */
async function expectPlansFromServer(page: Page) {
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  await expect(pricing.getByText('₦0')).toBeVisible();
  await expect(pricing.getByText('₦10,000')).toBeVisible();
  await expect(pricing.getByText(/per annum/i).first()).toBeVisible();
}

// Decision 021: the guide's icons are line drawings (CSS masks), not emoji that show as
// empty boxes where no emoji font exists, and its pages are named in words, not as /paths.
/** The home page's guide names the app's pages in words, each with a drawn icon. */
async function expectGuideInWords(page: Page, testInfo: TestInfo) {
  await waitForLivePage(page);
  const guide = page.getByRole('region', { name: 'A guide to your pages' });
  await guide.scrollIntoViewIfNeeded();
  await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
    'Recommended',
    'Likes',
    'Match',
    'Explore',
    'Profile',
    'Settings',
    'Filter',
  ]);
  const text = (await guide.textContent()) ?? '';
  expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  expect(text).not.toMatch(/(^|\s)\/[a-z]/);
  const icons = guide.locator('.guide-icon');
  await expect(icons).toHaveCount(7);
  for (const icon of await icons.all()) {
    const drawn = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
        size: [box.width, box.height],
      };
    });
    expect(drawn.mask).toMatch(/^url\("data:image\/svg\+xml/);
    expect(drawn.size).toEqual([24, 24]);
  }
  await guide.screenshot({ path: `artifacts/screens/${testInfo.project.name}-home-guide.png` });
}

/** The FAQ has ten questions, the first open, and opens and closes by keyboard. */
async function expectFaqByKeyboard(page: Page) {
  const faq = page.locator('#faq');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(10);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  for (let i = 1; i < 10; i++)
    await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

  const second = questions.nth(1);
  const secondPanel = page.locator(`#${await second.getAttribute('aria-controls')}`);
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(secondPanel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondPanel).toBeHidden();

  // Tab moves back to the first question, which closes with Enter.
  await page.keyboard.press('Shift+Tab');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
}

/**
 * A route chunk that fails to load shows a retry, not a white page. Last on the home page: the
 * about page's chunk must not have been fetched by it before (nothing above opens /about).
 */
async function expectChunkRetry(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The next code-split page cannot be fetched (a dropped connection or a replaced deploy).
  await page.route(/\/assets\/.*about.*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText(/Loading chunk .+ failed/)).toBeVisible();
  await page.unroute(/\/assets\/.*about.*\.js$/);
  await page.getByRole('button', { name: /try again/i }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText(/Loading chunk .+ failed/)).toHaveCount(0);
}

/** An unknown path followed from /about shows the not-found page, and Go Back returns. */
async function expectBackFromBrokenLink(page: Page, { baseURL }: Fixtures) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A full page load of a broken link followed from one of our pages.
  await page.goto('/this/does/not/exist', { referer: `${baseURL}/about` });
  await expect(page.getByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
}

/** Go Back on a not-found page opened directly goes home. */
async function expectBackGoesHome(page: Page) {
  // Its footer's words come with it (decision 070), not their catalog keys.
  await expect(page.getByRole('contentinfo')).toContainText('Terms and Conditions');
  await expect(page.getByRole('contentinfo')).not.toContainText('footer.');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A deep link served by the API server loads the SPA; /api never falls back. */
async function expectDeepLinkServed(page: Page, { request }: Fixtures) {
  const html = await request.get('/terms');
  expect(html.status()).toBe(200);
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(
    page.getByRole('heading', { level: 1, name: /terms and conditions/i }),
  ).toBeVisible();
  await expect(page.getByText(/June 28, 2025/)).toBeVisible();

  const api = await request.get('/api/v1/no-such-route', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
}

test('the health check and the API docs answer without a token', async ({ request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.ok()).toBe(true);
  // Without the metrics token the body is the status alone (decision 072); 200 means the
  // database answers.
  expect(Object.keys((await health.json()).data)).toEqual(['status']);
  const docs = await request.get('/api/docs/json');
  expect(docs.ok()).toBe(true);
});
