import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import { checkPage, logInPastWelcome, PASSWORD, uniqueEmail } from '../support/journey';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';

// Decision 009's journey: a guardian with a daughter (genotype AS, looking for men of 25 to 45)
// sees only suitable men — the e2e seed (apps/api/src/test/e2e-seed.ts) also holds men whose
// genotype would be at risk with hers, men too old and women, whose display ids say so — scrolls
// three pages, opens a profile, reads its three tabs and comes back to the same place.

const UNSUITABLE = /WY-(AT-RISK|TOO-OLD|SAME-GENDER)/;

const cards = (page: Page) => page.locator('main a[href^="/recommended/"]');

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('a guardian sees only suitable men, scrolls three pages, reads a profile and comes back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'discovery');
  await setUpSingle(request, email, { genotype: 'AS', preference: { minAge: 25, maxAge: 45 } });

  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  // One single: chosen for her after the welcome, then the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab');

  await expect(cards(page)).toHaveCount(9);
  await checkPage(page, testInfo, 'dashboard');
  await scrollToBottom(page);
  await expect(cards(page)).toHaveCount(18);
  await scrollToBottom(page);
  await expect(cards(page)).toHaveCount(27);

  const texts = await cards(page).allInnerTexts();
  expect(
    new Set(await cards(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).size,
  ).toBe(27);
  for (const text of texts) expect(text).not.toMatch(UNSUITABLE);
  // Never a name on a card: the seed's men are all called Musa.
  for (const text of texts) expect(text).not.toContain('Musa');

  // Open the twentieth card, three pages down.
  const target = cards(page).nth(19);
  await target.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  const cardText = await target.innerText();
  const displayId = /WY-[A-Z0-9-]+/.exec(cardText)?.[0] ?? '';
  expect(displayId).not.toBe('');
  await target.click();

  await expect(page).toHaveURL(/\/recommended\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(displayId);
  await expect(page.getByText('Musa')).toHaveCount(0);
  await expect(page.getByText('Genotypes compatible')).toBeVisible();
  await checkPage(page, testInfo, 'recommended-profile');

  await page.getByRole('tab', { name: 'Me' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('AA');
  await page.getByRole('tab', { name: 'My Education and Profession' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Employed');
  await page.getByRole('tab', { name: 'My Deen' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('I pray 5 times daily');
  await checkPage(page, testInfo, 'recommended-profile-deen');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cards(page)).toHaveCount(27);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 })
    .toBeGreaterThan(scrolledTo - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 50);
  await expect(page.getByRole('link', { name: new RegExp(displayId) })).toBeInViewport();
  // Put back in its place by a scroll, so the floating Top button is there too.
  await expect(page.getByRole('button', { name: 'Top' })).toBeVisible();

  // Explore: every safe single of the other gender, not only the preferred ones.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore' })
    .click();
  await expect(page).toHaveURL(/\/explore$/);
  const explored = page.locator('main a[href^="/explore/"]');
  await expect(explored).toHaveCount(9);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(explored).toHaveCount(18);
  // Explore skips preferences (decision 043), so older men may show; never an at-risk pairing
  // or a woman.
  for (const text of await explored.allInnerTexts()) {
    expect(text).not.toMatch(/WY-(AT-RISK|SAME-GENDER)/);
  }
  await checkPage(page, testInfo, 'explore');
  await page.getByRole('button', { name: 'Load Less' }).click();
  await expect(explored).toHaveCount(9);

  // Her own profile, with her real first name.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profile\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab');
  await checkPage(page, testInfo, 'own-profile');

  expect(problems()).toEqual([]);
});
