import { expect, type Page, test } from '@playwright/test';
import { checkPage, logInPastWelcome, PASSWORD, uniqueEmail } from '../support/journey';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';

// Decision 021, preferences and recommendations (and decision 060): a saved
// preference shows its new list at once, must-haves filter with a "Close to your preferences"
// section after, a slow or failing API shows placeholders and Try again, and a paused single
// is said to be paused on the dashboard, with Resume. The e2e seed's suitable men are 27 to 33,
// live in Nigeria and are from Kano, Lagos, Oyo or Kwara (apps/api/src/test/e2e-seed.ts).

const preferred = (page: Page) => page.getByRole('list', { name: 'Recommended profiles' });
const close = (page: Page) => page.getByRole('list', { name: 'Close to your preferences' });
const cardsOf = (list: ReturnType<Page['getByRole']>) => list.getByRole('article');

/** The ages the cards of `list` show ('29 years'). */
async function agesIn(list: ReturnType<Page['getByRole']>): Promise<number[]> {
  const texts = await list.getByText(/^\d+ years$/).allInnerTexts();
  return texts.map((text) => Number.parseInt(text, 10));
}

/** Counts the browser's requests for the recommendations list from now on. */
function countListRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/recommendations?')) count += 1;
  });
  return () => count;
}

async function signInToDashboard(page: Page, email: string) {
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab');
}

/** Marks the document, so a reload (which would drop the mark) can be told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillHere?: boolean }).stillHere = true;
  });
}
const wasNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

test('saving a max age shows the new list on the dashboard at once, without a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'recs-age');
  await setUpSingle(request, email, { preference: { minAge: 25, maxAge: 45 } });
  await signInToDashboard(page, email);
  await expect(cardsOf(preferred(page))).toHaveCount(9);
  // Men of 31 to 33 are among those recommended for 25 to 45.
  expect(Math.max(...(await agesIn(preferred(page))))).toBeGreaterThan(30);

  const listRequests = countListRequests(page);
  await markDocument(page);
  await page.getByRole('link', { name: 'Set preferences' }).click();
  await expect(page).toHaveURL(/\/filter$/);
  const maxAge = page.getByLabel('Max Age');
  await expect(maxAge).toHaveValue('45');
  await maxAge.fill('30');
  await page.getByRole('button', { name: 'Save preferences' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(listRequests).toBeGreaterThan(0);
  await expect(cardsOf(preferred(page)).first()).toBeVisible();
  const ages = await agesIn(preferred(page));
  expect(ages.length).toBeGreaterThan(0);
  for (const age of ages) expect(age).toBeLessThanOrEqual(30);
  // Each card says what it meets.
  await expect(preferred(page).getByText('Meets your choices:').first()).toBeVisible();
  expect(await wasNotReloaded(page)).toBe(true);
  await checkPage(page, testInfo, 'recommendations-after-max-age');

  // product.md §2 'three columns on large screens': from 1024 px, beside the open sidebar.
  if (testInfo.project.name === 'desktop') {
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const tops = await cardsOf(preferred(page)).evaluateAll((cards) =>
      cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await checkPage(page, testInfo, 'recommendations-1024');
  }
  expect(problems()).toEqual([]);
});

test('a country of residence is a must-have; the close ones follow, saying what differs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const problems = watchConsole(page);
  // Two men who live in Ghana (fewer than a page of nine).
  for (const label of ['recs-ghana-a', 'recs-ghana-b']) {
    await setUpSingle(request, uniqueEmail(testInfo, label), {
      gender: 'MALE',
      age: 29,
      countryofResidence: 'Ghana',
    });
  }
  const email = uniqueEmail(testInfo, 'recs-country');
  await setUpSingle(request, email, { preference: { minAge: 25, maxAge: 45 } });
  await signInToDashboard(page, email);

  await page.getByRole('link', { name: 'Set preferences' }).click();
  await expect(page.getByRole('region', { name: 'How your choices work' })).toContainText(
    'Must-haves',
  );
  await checkPage(page, testInfo, 'filter-how-choices-work');
  await page.getByRole('combobox', { name: 'Country of Residence' }).click();
  await page.keyboard.type('Ghana');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Remove Ghana' })).toBeVisible();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Every preferred card lives in Ghana (the other project's run may add two more).
  await expect(cardsOf(preferred(page)).first()).toBeVisible();
  const shown = await cardsOf(preferred(page)).allInnerTexts();
  expect(shown.length).toBeGreaterThanOrEqual(2);
  expect(shown.length).toBeLessThan(9);
  for (const text of shown) {
    expect(text).toContain('From Fagge · Lives in Ghana');
    expect(text).toMatch(/Meets your choices: Aged \d+ · Lives in Ghana/);
  }

  // Fewer than a page: "Close to your preferences" follows, each card saying what differs.
  const heading = page.getByRole('heading', { level: 2, name: 'Close to your preferences' });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/miss one or two of Zainab’s must-haves/)).toBeVisible();
  const closeCards = cardsOf(close(page));
  await expect(closeCards.first()).toBeVisible();
  // Other journeys share this database (newcomers.spec.ts adds a man in Iceland), so each close
  // card must differ by its country; the ones this file's own seed adds live in Nigeria.
  const closeTexts = await closeCards.allInnerTexts();
  for (const text of closeTexts) {
    expect(text).toMatch(/Differs: Lives in (?!Ghana)\S/);
    expect(text).not.toContain('Lives in Ghana');
  }
  expect(closeTexts.some((text) => text.includes('Differs: Lives in Nigeria'))).toBe(true);
  await checkPage(page, testInfo, 'recommendations-close-section');
  await heading.scrollIntoViewIfNeeded();
  await keepViewport(page, testInfo, 'recommendations-close-heading');
  expect(problems()).toEqual([]);
});

test('a slow API shows placeholder cards; a failing explore says so and Try again recovers', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'recs-slow');
  await setUpSingle(request, email, { preference: { minAge: 25, maxAge: 45 } });
  await signInToDashboard(page, email);
  await expect(cardsOf(preferred(page))).toHaveCount(9);

  // Slow: the account and the list each take seconds.
  let isSlow = true;
  const slow = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (isSlow) await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  };
  await page.route('**/api/v1/account', slow);
  await page.route('**/api/v1/parent/child/*/recommendations?*', slow);
  await page.reload();
  const placeholders = page.getByRole('list', { name: 'Loading recommended profiles' });
  await expect(placeholders).toBeVisible();
  await expect(placeholders.locator('li')).toHaveCount(6);
  await expect(placeholders.locator('li').first()).toBeVisible();
  await checkPage(page, testInfo, 'dashboard-loading');
  isSlow = false;
  await expect(cardsOf(preferred(page))).toHaveCount(9, { timeout: 20_000 });
  await page.unrouteAll({ behavior: 'wait' });

  // Failing: the account and explore's list answer 503 until the network comes back.
  const busy = { message: 'The service is busy. Please try again.', code: 'UNAVAILABLE' };
  const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(busy) });
  await page.route('**/api/v1/account', fail);
  await page.route('**/api/v1/parent/?*', fail);
  await page.goto('/explore');
  const alert = page.getByRole('alert').filter({ hasText: busy.message });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/set up a single first/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tell us about your single' })).toHaveCount(0);
  await checkPage(page, testInfo, 'explore-failed');

  await page.unroute('**/api/v1/account', fail);
  await alert.getByRole('button', { name: 'Try again' }).click();
  // The account is back; explore's own request still fails, and says so the same way.
  await expect(page.getByRole('heading', { level: 1, name: 'Explore profiles' })).toBeVisible();
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/set up a single first/)).toHaveCount(0);
  await page.unroute('**/api/v1/parent/?*', fail);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main a[href^="/explore/"]')).toHaveCount(9, { timeout: 20_000 });
  await checkPage(page, testInfo, 'explore-recovered');
});

test('a single paused in Settings is shown paused on the dashboard, and Resume resumes her', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'recs-paused');
  await setUpSingle(request, email, { preference: { minAge: 25, maxAge: 45 } });
  await signInToDashboard(page, email);
  await expect(page.getByRole('region', { name: 'Zainab is paused' })).toHaveCount(0);

  await page.goto('/settings');
  const pauseCard = page.getByRole('region', { name: 'Pause Zainab' });
  await pauseCard.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('region', { name: 'Zainab is paused' })).toBeVisible();

  const listRequests = countListRequests(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^(Recommended|For you)$/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('region', { name: 'Zainab is paused' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Other families cannot see Zainab until you resume.');
  // Which pages were asked for, and how far the window had scrolled, if this ever shows 18 (CI
  // saw it once under load and it has not been reproduced since).
  const pagesAsked = async () => {
    const { urls, scrollY } = await page.evaluate(() => ({
      urls: performance.getEntriesByType('resource').map((entry) => entry.name),
      scrollY: Math.round(window.scrollY),
    }));
    const pages = urls
      .filter((url) => url.includes('/recommendations?'))
      .map((url) => new URL(url).searchParams.get('page'));
    return `${pages.join(',')} at scrollY ${scrollY}`;
  };
  await expect(cardsOf(preferred(page)))
    .toHaveCount(9)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nlist pages asked: ${await pagesAsked()}`);
    });
  await checkPage(page, testInfo, 'dashboard-paused');

  const before = listRequests();
  await notice.getByRole('button', { name: 'Resume Zainab' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(listRequests).toBeGreaterThan(before);
  await expect(cardsOf(preferred(page)))
    .toHaveCount(9)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nlist pages asked: ${await pagesAsked()}`);
    });
  await checkPage(page, testInfo, 'dashboard-resumed');

  // Settings agrees: she is no longer paused.
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Pause Zainab' })).toBeVisible();
  expect(problems()).toEqual([]);
});

/** The window as it is (not the full page): how a section heading looks where it lands. */
async function keepViewport(page: Page, testInfo: { project: { name: string } }, name: string) {
  await page.screenshot({ path: `artifacts/screens/${testInfo.project.name}-${name}.png` });
}
