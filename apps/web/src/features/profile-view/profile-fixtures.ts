import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import type { Compatibility, PublicProfile } from '@waliyy/contract/discovery';
import { makeChildProfile, shownFieldsOf } from '@waliyy/contract/testing';
import { json, type MockRequest, mockApi } from '../../test/api-mock';
import { account } from '../../test/session-fixtures';

// Test data for the profile view pages: the active single 'c1' and someone else's 'p9'.
/**
 * The active single, from the contract's one test profile; the overrides are what these pages'
 * tests read on screen (the place, the texts, the wali).
 */
export const OWN: ChildProfile = makeChildProfile({
  age: 27,
  yearOfBirth: 1998,
  state: 'Lagos',
  lga: 'Ikeja',
  professionalPlans: 'Finish my residency and open a pharmacy.',
  relocationPlans: 'Abuja or Kano',
  belongsToIslamicOrganization: false,
  islamicOrganizationName: null,
  startedPracticingIn: 'teenage years',
  descriptionOfIslamicPractice: 'Prays on time and reads Quran daily.',
  about: 'Calm, kind and fond of reading.',
  aboutEducationAndJob: 'Pharmacy graduate working in a hospital.',
  aboutDressing: 'Wears the hijab and modest clothes.',
  waliName: 'Abdullahi Bello',
  waliEmail: 'abdullahi.bello@example.com',
  waliPhoneNumber: '+2348031234567',
});

export const COMPATIBILITY: Compatibility = {
  genotype: 'compatible',
  theyMeet: 3,
  yourPreferences: 5,
  youMeet: 2,
  theirPreferences: 4,
};

export const OTHER: PublicProfile = {
  ...shownFieldsOf(OWN),
  id: 'p9',
  displayId: 'WL-7310',
  gender: 'MALE',
  verification: { phone: true, single: false, genotype: true },
  age: 31,
  lga: 'Kano Municipal',
  profession: 'Civil engineer',
  compatibility: COMPATIBILITY,
};

export function mockOwn(profile: Partial<ChildProfile> = {}) {
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /parent/child/c1': () => json(200, { message: '', data: { ...OWN, ...profile } }),
  });
}

export function mockOther(answer: (request: MockRequest) => Response) {
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /recommendation/p9': answer,
  });
}

export function headerOf(heading: HTMLElement) {
  return heading.closest('header') as HTMLElement;
}

export const openTab = (name: RegExp | string) =>
  userEvent.setup().click(screen.getByRole('tab', { name }));
