import { expect, type Page } from '@playwright/test';
import { choose, type Single } from './setup-form';

// The singles journey's two singles and its /filter choices (tests/singles.spec.ts): the choices
// are made twice, on the phone and again at 1280 px before that page's check (decision 080).

export const AISHA: Single = {
  firstName: 'Aisha',
  lastName: 'Bello',
  dateOfBirth: '2000-04-15',
  gender: 'Female',
  profession: 'Pharmacist',
};
export const UMAR: Single = {
  firstName: 'Umar',
  lastName: 'Bello',
  dateOfBirth: '1995-09-02',
  gender: 'Male',
  profession: 'Civil engineer',
};

/** /filter's choices, made but not yet saved. */
export async function choosePreferences(page: Page) {
  await page.getByLabel('Min Age', { exact: true }).fill('26');
  await page.getByLabel('Max Age', { exact: true }).fill('35');
  await page.getByLabel('Min Height (m)', { exact: true }).fill('1.70');
  await page.getByRole('combobox', { name: 'Country of Residence' }).click();
  // The list narrows a moment after typing: click only once it has, or the click can land where
  // the option stood in the whole list (CI caught that on a phone).
  const countries = page.getByRole('listbox', { name: 'Country of Residence' });
  await page.getByRole('searchbox', { name: 'Search Country of Residence' }).fill('united k');
  await expect(countries.getByRole('option').first()).toHaveAccessibleName('United Kingdom');
  await countries.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByRole('searchbox', { name: 'Search Country of Residence' }).fill('nigeria');
  await expect(countries.getByRole('option').first()).toHaveAccessibleName('Nigeria');
  await countries.getByRole('option', { name: 'Nigeria' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Remove United Kingdom' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pattern of Salat' }).click();
  await page.getByRole('option', { name: 'I pray 5 times daily' }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'Smokes', 'Prefer not');
}
