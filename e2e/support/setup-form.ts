import type { Page } from '@playwright/test';

// Filling /get-started's five sections as a family would (shared by the singles and the trust
// and safety journeys).

export type Single = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  profession: string;
};

/** Answers one Yes/No (or other choice) question of a form. */
export async function choose(page: Page, question: string, answer: string) {
  await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();
}

export async function fillPersonalDetails(page: Page, single: Single) {
  await page.getByLabel('First name', { exact: true }).fill(single.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(single.lastName);
  await page.getByLabel('Date of birth', { exact: true }).fill(single.dateOfBirth);
  await choose(page, 'Gender', single.gender);
  await page.getByLabel('Genotype', { exact: true }).selectOption('AA');
  await page.getByLabel('Marital status', { exact: true }).selectOption('SINGLE');
  await page
    .getByLabel('Height (m)', { exact: true })
    .fill(single.gender === 'Male' ? '1.80' : '1.65');
  await page
    .getByLabel('Weight (kg)', { exact: true })
    .fill(single.gender === 'Male' ? '78' : '60');
  await choose(page, 'Do you have children?', 'No');
  await choose(page, 'Do you smoke?', 'No');
  await choose(page, 'Do you drink?', 'No');
  await choose(page, 'Do you have any addictions?', 'No');
}

export async function fillTheRest(page: Page, single: Single) {
  // Nationality: a Nigerian picks a state from the list, then one of its LGAs.
  await page.getByLabel('Citizenship', { exact: true }).selectOption('Nigerian');
  await page.getByLabel('Country of residence', { exact: true }).selectOption('Nigeria');
  await page.getByLabel('State of origin', { exact: true }).selectOption('Kano');
  await page.getByLabel('LGA', { exact: true }).selectOption('Nasarawa');
  await choose(page, 'Are you of mixed ethnicity?', 'No');
  // Education and Profession.
  await page.getByLabel('Level of education', { exact: true }).selectOption('BACHELORS');
  await page.getByLabel('Profession', { exact: true }).fill(single.profession);
  await page.getByLabel('Employment status', { exact: true }).selectOption('EMPLOYED');
  await page
    .getByLabel('Short and medium term plans', { exact: true })
    .fill('To grow in my profession and, in shā’ Allāh, to build a home of deen.');
  await choose(page, 'Are you willing to relocate?', 'Yes');
  await page.getByLabel('Where would you relocate to?', { exact: true }).fill('Abuja or Lagos');
  // About my Deen.
  await choose(page, 'Are you a revert?', 'No');
  await choose(page, 'Islamic sect', 'Sunni');
  await page.getByLabel('Pattern of salat', { exact: true }).selectOption('I pray 5 times daily');
  await page.getByLabel('When did you start practising?', { exact: true }).fill('Teenage years');
  await choose(page, 'Do you belong to an Islamic organisation?', 'No');
  await page
    .getByLabel('Speakers and scholars you listen to', { exact: true })
    .fill('Mufti Menk, Omar Suleiman , ');
  await page
    .getByLabel('Describe your Islamic practice', { exact: true })
    .fill('I pray on time, read the Qur’an daily and attend a weekly halaqah.');
  // Self Summary.
  await page
    .getByLabel('About you', { exact: true })
    .fill('Calm, family-minded and fond of reading.');
  await page
    .getByLabel('About your education and job', { exact: true })
    .fill('I studied at Bayero University and work full time.');
  await page
    .getByLabel('How do you dress?', { exact: true })
    .fill('Modestly, in line with the sunnah.');
}
