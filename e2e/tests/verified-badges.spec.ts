import { expect, type Page } from '@playwright/test';
import { test } from '../support/contexts';
import { preferred } from '../support/dashboard';
import { alsoAtDesktop, checkPage, logIn, PASSWORD, uniqueEmail } from '../support/journey';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 083, what families see: the badges of a verified single on the card and the
// profile, the three checks required as must-haves on /filter, and Settings' "Verify your
// family" walkthrough. The e2e seed's WY-VERIFIED-1..3 passed every check (their guardian's
// phone, their own confirmation, their genotype); no other seeded single passed any.
// The journeys run on the phone; each state they check is checked at 1280 px too (decision 080).

const VERIFIED = ['WY-VERIFIED-1', 'WY-VERIFIED-2', 'WY-VERIFIED-3'];
const badgesOf = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByRole('list', { name: 'Checks passed' });
const CHECKS = [
  "Only families whose guardian's phone is verified",
  'Only singles who confirmed their profile in person',
  'Only singles whose genotype Waliyy staff checked',
];

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab');
}

test('the other family sees three badges, requires the checks and sees only verified singles', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'badges');
  await setUpSingle(request, email, { preference: { minAge: 25, maxAge: 45 } });
  await signIn(page, email);
  await expect(preferred(page).getByRole('article')).toHaveCount(9);

  // Every check required: only the three verified men are left, each with three badges.
  await page.getByRole('link', { name: 'Set preferences' }).click();
  await expect(page).toHaveURL(/\/filter$/);
  const checks = page.getByRole('region', { name: 'Verified families' });
  for (const name of CHECKS) {
    const box = checks.getByRole('checkbox', { name });
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await checkPage(page, testInfo, 'verified-badges-filter');
  await alsoAtDesktop(page, testInfo, 'verified-badges-filter', {
    reach: async (desktop) => {
      const boxes = desktop.getByRole('region', { name: 'Verified families' });
      for (const name of CHECKS) await boxes.getByRole('checkbox', { name }).check();
    },
  });
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const cards = preferred(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  const shown = await cards.getByRole('heading').allInnerTexts();
  expect(shown.sort()).toEqual(VERIFIED);
  await expect(page.getByRole('list', { name: 'Close to your preferences' })).toHaveCount(0);
  for (const card of await cards.all()) {
    const badges = badgesOf(card).getByRole('listitem');
    await expect(badges).toHaveCount(3);
    await expect(badges).toHaveText([
      /The guardian's phone is verified/,
      /The single confirmed this profile in person/,
      /Genotype checked by Waliyy staff/,
    ]);
  }
  // The card's explanation opens by a tap (or click), above the card's own link.
  const first = cards.first();
  await first.getByText('What do these mean?').click();
  await expect(first.getByText(/Waliyy staff checked a lab result/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await checkPage(page, testInfo, 'verified-badges-dashboard');
  await alsoAtDesktop(page, testInfo, 'verified-badges-dashboard', {
    reach: async (desktop) => {
      const card = preferred(desktop).getByRole('article');
      await expect(card).toHaveCount(3, { timeout: 15_000 });
      await card.first().getByText('What do these mean?').click();
      await expect(card.first().getByText(/Waliyy staff checked a lab result/)).toBeVisible();
    },
  });

  // The profile: the badges again and the legend, every check passed.
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recommended\//);
  const legend = page.getByRole('region', { name: 'Verified family checks' });
  await expect(badgesOf(legend).getByRole('listitem')).toHaveCount(3);
  await expect(legend.getByText('passed')).toHaveCount(3);
  await expect(legend.getByText(/deleted after the check/)).toBeVisible();
  await checkPage(page, testInfo, 'verified-badges-profile');
  await alsoAtDesktop(page, testInfo, 'verified-badges-profile', {
    reach: async (desktop) => {
      const shown = desktop.getByRole('region', { name: 'Verified family checks' });
      await expect(shown.getByText('passed')).toHaveCount(3, { timeout: 15_000 });
    },
  });
  expect(problems()).toEqual([]);
});

test('Settings walks the family through the three checks, with each single’s state and the way there', async ({
  page,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'walkthrough');
  await setUpSingle(request, email);
  await signIn(page, email);

  await page.goto('/settings?tab=account');
  const walkthrough = page.getByRole('region', { name: 'Verify your family' });
  await expect(walkthrough).toBeVisible();
  const phone = walkthrough.getByRole('listitem').filter({ hasText: '1. Your phone' });
  await expect(phone).toContainText('To do');
  await expect(phone.getByRole('link', { name: 'Verify your phone' })).toHaveAttribute(
    'href',
    '/settings?tab=account#phone',
  );
  const own = walkthrough.getByRole('listitem').filter({ hasText: "2. Each single's own" });
  await expect(own).toContainText('Zainab');
  await expect(own).toContainText('To do');
  const genotype = walkthrough
    .getByRole('listitem')
    .filter({ hasText: "3. Each single's genotype" });
  await expect(genotype.getByRole('link', { name: "Send Zainab's lab result" })).toHaveAttribute(
    'href',
    '/settings?tab=user#genotype-check',
  );
  await checkPage(page, testInfo, 'verified-badges-settings');
  await alsoAtDesktop(page, testInfo, 'verified-badges-settings', {
    reach: (desktop) =>
      expect(desktop.getByRole('region', { name: 'Verify your family' })).toBeVisible({
        timeout: 15_000,
      }),
  });

  // The single's own confirmation is asked for on her page: Settings › User, her made active.
  await own.getByRole('link', { name: 'Ask Zainab to confirm' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=user#single-confirmation$/);
  await expect(page.getByRole('tab', { name: 'User', selected: true })).toBeVisible();
  expect(problems()).toEqual([]);
});
