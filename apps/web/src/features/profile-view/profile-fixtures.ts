import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import type { Compatibility, PublicProfile } from '@waliyy/contract/discovery';
import { json, type MockRequest, mockApi } from '../../test/api-mock';
import { account } from '../../test/session-fixtures';

// Test data for the profile view pages: the active single 'c1' and someone else's 'p9'.
export const OWN: ChildProfile = {
  id: 'c1',
  displayId: 'WL-4821',
  age: 27,
  fullName: 'Aisha Bello',
  firstName: 'Aisha',
  lastName: 'Bello',
  yearOfBirth: 1998,
  monthOfBirth: 3,
  gender: 'FEMALE',
  genotype: 'AA',
  height: 1.65,
  weight: 60,
  maritalStatus: 'SINGLE',
  hasChildren: false,
  isSmoker: false,
  isDrinker: false,
  hasAddictions: false,
  citizenship: 'Nigerian',
  state: 'Lagos',
  lga: 'Ikeja',
  countryofResidence: 'Nigeria',
  isMixedEthnicity: false,
  mixedEthnicityDescription: null,
  educationLevel: 'BACHELORS',
  profession: 'Pharmacist',
  employmentStatus: 'EMPLOYED',
  professionalPlans: 'Finish my residency and open a pharmacy.',
  isWillingToRelocate: true,
  relocationPlans: 'Abuja or Kano',
  isARevert: false,
  sect: 'SUNNI',
  belongsToIslamicOrganization: false,
  islamicOrganizationName: null,
  speakersListenedTo: ['Mufti Menk', 'Nouman Ali Khan'],
  startedPracticingIn: 'teenage years',
  salatPattern: 'I pray 5 times daily',
  descriptionOfIslamicPractice: 'Prays on time and reads Quran daily.',
  about: 'Calm, kind and fond of reading.',
  aboutEducationAndJob: 'Pharmacy graduate working in a hospital.',
  aboutDressing: 'Wears the hijab and modest clothes.',
  isPolygamous: null,
  waliName: 'Abdullahi Bello',
  waliEmail: 'abdullahi.bello@example.com',
  waliPhoneNumber: '+2348031234567',
};

export const COMPATIBILITY: Compatibility = {
  genotype: 'compatible',
  theyMeet: 3,
  yourPreferences: 5,
  youMeet: 2,
  theirPreferences: 4,
};

const {
  firstName: _f,
  lastName: _l,
  fullName: _n,
  yearOfBirth: _y,
  monthOfBirth: _m,
  waliName: _wn,
  waliEmail: _we,
  waliPhoneNumber: _wp,
  ...rest
} = OWN;
export const OTHER: PublicProfile = {
  ...rest,
  id: 'p9',
  displayId: 'WL-7310',
  gender: 'MALE',
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
