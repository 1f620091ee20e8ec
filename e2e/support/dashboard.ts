import { expect, type Page } from '@playwright/test';
import { logInPastWelcome, PASSWORD } from './journey';

// The dashboard's lists as the recommendations journeys read them (the e2e seed's single is
// Zainab: support/singles.ts).

export const preferred = (page: Page) => page.getByRole('list', { name: 'Recommended profiles' });
export const close = (page: Page) => page.getByRole('list', { name: 'Close to your preferences' });
export const cardsOf = (list: ReturnType<Page['getByRole']>) => list.getByRole('article');

/** Logs in and lands on Zainab's dashboard. */
export async function signInToDashboard(page: Page, email: string) {
  await page.goto('/login');
  await logInPastWelcome(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab');
}
