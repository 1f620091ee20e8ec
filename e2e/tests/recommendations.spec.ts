import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import { cardsOf, close, preferred, signInToDashboard } from '../support/dashboard';
import { alsoAtDesktop, checkPage, uniqueEmail } from '../support/journey';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 021, preferences and recommendations (and decision 060): a saved
// preference shows its new list at once, must-haves filter with a "Close to your preferences"
// section after, and a paused single is said to be paused on the dashboard, with Resume (a slow
// or failing API: recommendations-slow.spec.ts). The e2e seed's suitable men are 27 to 33,
// live in Nigeria and are from Kano, Lagos, Oyo or Kwara (apps/api/src/test/e2e-seed.ts).
// The rules do not depend on the width: the journeys run on the phone, and check each state at
// 1280 px too (`alsoAtDesktop`, decision 080), the three columns at 1024 px among them.

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
  phoneOnly(testInfo);
  test.setTimeout(150_000);
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
  await alsoAtDesktop(page, testInfo, 'recommendations-after-max-age', {
    reach: (desktop) =>
      expect(preferred(desktop).getByText('Meets your choices:').first()).toBeVisible(),
    // product.md §2 'three columns on large screens': from 1024 px, beside the open sidebar.
    after: async (desktop) => {
      await desktop.setViewportSize({ width: 1024, height: 800 });
      await expect(desktop.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const tops = await cardsOf(preferred(desktop)).evaluateAll((cards) =>
        cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      expect(tops).toHaveLength(3);
      expect(new Set(tops).size).toBe(1);
      await checkPage(desktop, testInfo, 'recommendations-1024', 'desktop');
    },
  });
  expect(problems()).toEqual([]);
});

test('a country of residence is a must-have; the close ones follow, saying what differs', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(180_000);
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
  await alsoAtDesktop(page, testInfo, 'filter-how-choices-work', {
    reach: (desktop) =>
      expect(desktop.getByRole('region', { name: 'How your choices work' })).toContainText(
        'Must-haves',
      ),
  });
  await page.getByRole('combobox', { name: 'Country of Residence' }).click();
  await page.keyboard.type('Ghana');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Remove Ghana' })).toBeVisible();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Every preferred card lives in Ghana.
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
  await keepViewport(page, 'phone', 'recommendations-close-heading');
  await alsoAtDesktop(page, testInfo, 'recommendations-close-section', {
    reach: (desktop) => expect(cardsOf(close(desktop)).first()).toBeVisible(),
    after: async (desktop) => {
      await desktop
        .getByRole('heading', { level: 2, name: 'Close to your preferences' })
        .scrollIntoViewIfNeeded();
      await keepViewport(desktop, 'desktop', 'recommendations-close-heading');
    },
  });
  expect(problems()).toEqual([]);
});

test('a single paused in Settings is shown paused on the dashboard, and Resume resumes her', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(180_000);
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
  await alsoAtDesktop(page, testInfo, 'dashboard-paused', {
    reach: async (desktop) => {
      await expect(desktop.getByRole('region', { name: 'Zainab is paused' })).toBeVisible();
      await expect(cardsOf(preferred(desktop))).toHaveCount(9);
    },
  });

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
  await alsoAtDesktop(page, testInfo, 'dashboard-resumed', {
    reach: async (desktop) => {
      await expect(cardsOf(preferred(desktop))).toHaveCount(9);
      await expect(desktop.getByRole('region', { name: 'Zainab is paused' })).toHaveCount(0);
    },
  });

  // Settings agrees: she is no longer paused.
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Pause Zainab' })).toBeVisible();
  expect(problems()).toEqual([]);
});

/** The window as it is (not the full page): how a section heading looks where it lands. */
async function keepViewport(page: Page, width: string, name: string) {
  await page.screenshot({ path: `artifacts/screens/${width}-${name}.png` });
}
