import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import { makeChildProfile } from '@waliyy/contract/testing';
import { expect } from 'vitest';
import { SETUP_FIELDS, type SetupField } from './setup-form-model';

// Fixtures and helpers of get-started-page.test.tsx: a complete draft and a guardian's way
// through the form.

export type User = ReturnType<typeof userEvent.setup>;

export const YEAR = new Date().getFullYear();
export const BIRTH_YEAR = YEAR - 26;

/**
 * A complete draft, as the autosave would have written it: the contract's test single
 * (`makeChildProfile`) as the form holds it, every answer a string.
 */
export const DRAFT: Record<SetupField, string> = draftOf(makeChildProfile());

function draftOf(profile: ChildProfile): Record<SetupField, string> {
  const draft = {} as Record<SetupField, string>;
  for (const name of SETUP_FIELDS) {
    const value = name === 'dateOfBirth' ? birthDate(profile) : profile[name];
    draft[name] = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  }
  return draft;
}

/** The form asks for a day too; only the month and year are kept. */
function birthDate({ yearOfBirth, monthOfBirth }: ChildProfile) {
  return `${yearOfBirth}-${String(monthOfBirth).padStart(2, '0')}-23`;
}

export function field(label: string) {
  return screen.getByLabelText(label);
}

/** The error text a field points at with aria-describedby (its hint comes first if any). */
export function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

export async function answer(user: User, question: string, choice: string) {
  await user.click(within(screen.getByRole('group', { name: question })).getByLabelText(choice));
}

/** Fills every section the way a guardian would, with a few follow-up questions opened. */
export async function fillForm(user: User) {
  await user.type(field('First name'), 'Aisha');
  await user.type(field('Last name'), 'Bello');
  await user.type(field('Date of birth'), `${BIRTH_YEAR}-04-23`);
  await answer(user, 'Gender', 'Female');
  await user.selectOptions(field('Genotype'), 'AA');
  await user.selectOptions(field('Marital status'), 'SINGLE');
  await user.type(field('Height (m)'), '1.65');
  await user.type(field('Weight (kg)'), '58');
  for (const question of [
    'Do you have children?',
    'Do you smoke?',
    'Do you drink?',
    'Do you have any addictions?',
  ]) {
    await answer(user, question, 'No');
  }
  // A woman's single: her wali's contact (optional), which a match releases (decision 061).
  await user.type(field('Wali’s name'), 'Abdullahi Bello');
  await user.type(field('Wali’s e-mail'), 'abdullahi.bello@example.com');
  await user.type(field('Wali’s phone'), '+2348031234567');

  await user.selectOptions(field('Citizenship'), 'Nigerian');
  await user.selectOptions(field('Country of residence'), 'Nigeria');
  await user.selectOptions(field('State of origin'), 'Kano');
  await user.selectOptions(field('LGA'), 'Albasu');
  // Another state: the Kano LGA no longer fits and is cleared.
  await user.selectOptions(field('State of origin'), 'Lagos');
  expect(field('LGA')).toHaveValue('');
  await user.selectOptions(field('LGA'), 'Ikeja');
  await answer(user, 'Are you of mixed ethnicity?', 'Yes');
  await user.type(field('Describe your mixed ethnicity'), 'Yoruba and Hausa');

  await user.selectOptions(field('Level of education'), 'BACHELORS');
  await user.selectOptions(field('Employment status'), 'EMPLOYED');
  await user.type(field('Profession'), 'Pharmacist');
  await user.type(field('Short and medium term plans'), 'To open a community pharmacy.');
  await answer(user, 'Are you willing to relocate?', 'Yes');
  await user.type(field('Where would you relocate to?'), 'Abuja');

  await answer(user, 'Are you a revert?', 'No');
  await answer(user, 'Islamic sect', 'Sunni');
  await user.selectOptions(field('Pattern of salat'), 'I pray 5 times daily');
  await user.type(field('When did you start practising?'), 'teenage years');
  await answer(user, 'Do you belong to an Islamic organisation?', 'No');
  await user.type(field('Speakers and scholars you listen to'), 'Mufti Menk, , Omar Suleiman ');
  await user.type(field('Describe your Islamic practice'), 'I pray on time.');

  await user.type(field('About you'), 'Calm and kind.');
  await user.type(field('About your education and job'), 'Studied pharmacy.');
  await user.type(field('How do you dress?'), 'Jilbab outside.');
}
