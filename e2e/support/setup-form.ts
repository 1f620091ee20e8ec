import type { Page } from '@playwright/test';
import type { Say } from './words';

// Filling /get-started's five sections as a family would (shared by the singles, trust and
// safety, and languages journeys). `say` gives the words in the page's language (support/words.ts);
// English by default.

const english: Say = (text) => text;

export type Single = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  profession: string;
};

/** Answers one Yes/No (or other choice) question of a form. */
export async function choose(page: Page, question: string, answer: string, say = english) {
  await page
    .getByRole('group', { name: say(question) })
    .getByLabel(say(answer), { exact: true })
    .check();
}

export async function fillPersonalDetails(page: Page, single: Single, say = english) {
  await page.getByLabel(say('First name'), { exact: true }).fill(single.firstName);
  await page.getByLabel(say('Last name'), { exact: true }).fill(single.lastName);
  await page.getByLabel(say('Date of birth'), { exact: true }).fill(single.dateOfBirth);
  await choose(page, 'Gender', single.gender, say);
  await page.getByLabel(say('Genotype'), { exact: true }).selectOption('AA');
  await page.getByLabel(say('Marital status'), { exact: true }).selectOption('SINGLE');
  await page
    .getByLabel(say('Height (m)'), { exact: true })
    .fill(single.gender === 'Male' ? '1.80' : '1.65');
  await page
    .getByLabel(say('Weight (kg)'), { exact: true })
    .fill(single.gender === 'Male' ? '78' : '60');
  await choose(page, 'Do you have children?', 'No', say);
  await choose(page, 'Do you smoke?', 'No', say);
  await choose(page, 'Do you drink?', 'No', say);
  await choose(page, 'Do you have any addictions?', 'No', say);
}

export async function fillTheRest(page: Page, single: Single, say = english) {
  // Nationality: a Nigerian picks a state from the list, then one of its LGAs.
  await page.getByLabel(say('Citizenship'), { exact: true }).selectOption('Nigerian');
  await page.getByLabel(say('Country of residence'), { exact: true }).selectOption('Nigeria');
  await page.getByLabel(say('State of origin'), { exact: true }).selectOption('Kano');
  await page.getByLabel(say('LGA'), { exact: true }).selectOption('Nasarawa');
  await choose(page, 'Are you of mixed ethnicity?', 'No', say);
  // Education and Profession.
  await page.getByLabel(say('Level of education'), { exact: true }).selectOption('BACHELORS');
  await page.getByLabel(say('Profession'), { exact: true }).fill(single.profession);
  await page.getByLabel(say('Employment status'), { exact: true }).selectOption('EMPLOYED');
  await page
    .getByLabel(say('Short and medium term plans'), { exact: true })
    .fill('To grow in my profession and, in shā’ Allāh, to build a home of deen.');
  await choose(page, 'Are you willing to relocate?', 'Yes', say);
  await page
    .getByLabel(say('Where would you relocate to?'), { exact: true })
    .fill('Abuja or Lagos');
  // About my Deen.
  await choose(page, 'Are you a revert?', 'No', say);
  await choose(page, 'Islamic sect', 'Sunni', say);
  await page
    .getByLabel(say('Pattern of salat'), { exact: true })
    .selectOption('I pray 5 times daily');
  await page
    .getByLabel(say('When did you start practising?'), { exact: true })
    .fill('Teenage years');
  await choose(page, 'Do you belong to an Islamic organisation?', 'No', say);
  await page
    .getByLabel(say('Speakers and scholars you listen to'), { exact: true })
    .fill('Mufti Menk, Omar Suleiman , ');
  await page
    .getByLabel(say('Describe your Islamic practice'), { exact: true })
    .fill('I pray on time, read the Qur’an daily and attend a weekly halaqah.');
  // Self Summary.
  await page
    .getByLabel(say('About you'), { exact: true })
    .fill('Calm, family-minded and fond of reading.');
  await page
    .getByLabel(say('About your education and job'), { exact: true })
    .fill('I studied at Bayero University and work full time.');
  await page
    .getByLabel(say('How do you dress?'), { exact: true })
    .fill('Modestly, in line with the sunnah.');
}
