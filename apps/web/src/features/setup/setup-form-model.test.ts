import { zodResolver } from '@hookform/resolvers/zod';
import { CHILD_MESSAGES } from '@waliyy/contract/children';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SETUP_VALUES,
  formFieldOf,
  makeSetupFormSchema,
  restoreSetupValues,
  type SetupFormValues,
} from './setup-form-model';

// A fixed clock: 10 June 2025, noon (UTC and local agree on the day).
const NOW = new Date('2025-06-10T12:00:00Z');
const schema = makeSetupFormSchema(() => NOW);

const FILLED: SetupFormValues = {
  ...EMPTY_SETUP_VALUES,
  firstName: 'Aisha',
  lastName: 'Bello',
  dateOfBirth: '1999-04-23',
  gender: 'FEMALE',
  genotype: 'AA',
  height: '1.65',
  weight: '58',
  maritalStatus: 'SINGLE',
  hasChildren: 'false',
  isSmoker: 'false',
  isDrinker: 'false',
  hasAddictions: 'false',
  citizenship: 'Nigerian',
  state: 'Lagos',
  lga: 'Ikeja',
  countryofResidence: 'Nigeria',
  isMixedEthnicity: 'false',
  mixedEthnicityDescription: 'typed, then answered No',
  educationLevel: 'BACHELORS',
  profession: 'Pharmacist',
  employmentStatus: 'EMPLOYED',
  professionalPlans: 'To open a community pharmacy.',
  isWillingToRelocate: 'true',
  relocationPlans: 'Abuja or Kano',
  isARevert: 'false',
  sect: 'SUNNI',
  belongsToIslamicOrganization: 'false',
  islamicOrganizationName: '',
  speakersListenedTo: ' Mufti Menk, , Omar Suleiman ',
  startedPracticingIn: 'teenage years',
  salatPattern: 'I pray 5 times daily',
  descriptionOfIslamicPractice: 'I pray on time and attend a weekly halaqah.',
  about: 'Calm, kind and close to her family.',
  aboutEducationAndJob: 'Studied pharmacy; works in a hospital.',
  aboutDressing: 'Jilbab and niqab outside.',
};

function parse(values: SetupFormValues) {
  return schema.safeParse(values);
}

function errorsOf(values: SetupFormValues): Record<string, string> {
  const result = parse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the set-up form schema', () => {
  it('turns the form into the POST body: year and month, booleans, split speakers', () => {
    const result = parse(FILLED);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      yearOfBirth: 1999,
      monthOfBirth: 4,
      height: 1.65,
      weight: 58,
      hasChildren: false,
      isWillingToRelocate: true,
      relocationPlans: 'Abuja or Kano',
      mixedEthnicityDescription: null,
      islamicOrganizationName: null,
      speakersListenedTo: ['Mufti Menk', 'Omar Suleiman'],
    });
    expect(result.data).not.toHaveProperty('dateOfBirth');
  });

  it('answers an empty form with the spec’s required messages, under the form’s fields', () => {
    const errors = errorsOf(EMPTY_SETUP_VALUES);
    expect(errors).toMatchObject({
      firstName: CHILD_MESSAGES.firstNameRequired,
      dateOfBirth: CHILD_MESSAGES.dobRequired,
      gender: CHILD_MESSAGES.genderRequired,
      height: CHILD_MESSAGES.heightRequired,
      hasChildren: CHILD_MESSAGES.fieldRequired,
      state: CHILD_MESSAGES.stateRequired,
      lga: CHILD_MESSAGES.lga,
      isARevert: CHILD_MESSAGES.revert,
      aboutDressing: CHILD_MESSAGES.dressing,
    });
    expect(errors).not.toHaveProperty('yearOfBirth');
    expect(errors).not.toHaveProperty('speakersListenedTo');
    expect(errors).not.toHaveProperty('relocationPlans');
  });

  it('refuses a date in the future, to the day', () => {
    expect(errorsOf({ ...FILLED, dateOfBirth: '2025-06-11' }).dateOfBirth).toBe(
      CHILD_MESSAGES.dobFuture,
    );
    expect(errorsOf({ ...FILLED, dateOfBirth: '2031-01-01' }).dateOfBirth).toBe(
      CHILD_MESSAGES.dobFuture,
    );
  });

  it('counts 18 by year difference only, even with the rest of the form empty', () => {
    expect(errorsOf({ ...EMPTY_SETUP_VALUES, dateOfBirth: '2008-01-01' }).dateOfBirth).toBe(
      CHILD_MESSAGES.dobMinAge,
    );
    // Born in December 2007: 17 in June 2025, yet 18 by year difference.
    expect(parse({ ...FILLED, dateOfBirth: '2007-12-31' }).success).toBe(true);
  });

  it('checks the place at once: a Nigerian in Nigeria names a Nigerian state, and its LGA', () => {
    const atHome = { citizenship: 'Nigerian', countryofResidence: 'Nigeria', state: 'Essex' };
    expect(errorsOf({ ...EMPTY_SETUP_VALUES, ...atHome }).state).toBe(CHILD_MESSAGES.stateNigeria);
    // A family in London writes its state and county freely (decision 063).
    const london = { countryofResidence: 'United Kingdom', state: 'Lagos', lga: 'London' };
    expect(parse({ ...FILLED, ...london }).success).toBe(true);
    expect(errorsOf({ ...FILLED, lga: 'Ajingi' }).lga).toBe(CHILD_MESSAGES.lgaOfState);
    expect(
      parse({ ...FILLED, citizenship: 'British', state: 'Essex', lga: 'Chelmsford' }).success,
    ).toBe(true);
  });

  it("asks the single's gender, sends a woman's wali and a man's isPolygamous only", () => {
    expect(errorsOf({ ...FILLED, gender: '' }).gender).toBe(CHILD_MESSAGES.genderRequired);
    const wali = {
      waliName: 'Abdullahi Bello',
      waliEmail: 'abdullahi.bello@example.com',
      waliPhoneNumber: '',
      isPolygamous: 'true',
    };
    const hers = parse({ ...FILLED, ...wali });
    expect(hers.success && hers.data).toMatchObject({
      waliName: 'Abdullahi Bello',
      waliPhoneNumber: null,
      isPolygamous: null,
    });
    const his = parse({ ...FILLED, ...wali, gender: 'MALE' });
    expect(his.success && his.data).toMatchObject({ waliName: null, isPolygamous: true });
    expect(errorsOf({ ...FILLED, waliPhoneNumber: '+2348031234567' })).toEqual({
      waliName: CHILD_MESSAGES.waliNameRequired,
      waliEmail: CHILD_MESSAGES.waliEmailRequired,
    });
    expect(errorsOf({ ...FILLED, ...wali, waliEmail: 'nope' }).waliEmail).toBe(
      'Invalid Email Address',
    );
  });

  it('leaves the Terms to the server: contact details and names pass the form’s own check', () => {
    // The server's 400 names the field, the kind and the span (decision 067); see the model.
    const result = parse({
      ...FILLED,
      about: 'Reach us on 0803 123 4567',
      aboutDressing: 'Aisha dresses modestly',
      speakersListenedTo: 'Mufti Menk, @someone',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      about: 'Reach us on 0803 123 4567',
      speakersListenedTo: ['Mufti Menk', '@someone'],
    });
  });

  it('gives react-hook-form its errors on the form’s own field names', async () => {
    const resolver = zodResolver(schema);
    const result = await resolver({ ...FILLED, dateOfBirth: '2030-01-01', weight: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.dateOfBirth?.message).toBe(CHILD_MESSAGES.dobFuture);
    expect(result.errors.weight?.message).toBe(CHILD_MESSAGES.weightRequired);
    expect(Object.keys(result.errors).sort()).toEqual(['dateOfBirth', 'weight']);
  });
});

describe('server errors and drafts', () => {
  it('puts year and month of birth under the date, list items under their list', () => {
    expect(formFieldOf('yearOfBirth')).toBe('dateOfBirth');
    expect(formFieldOf('monthOfBirth')).toBe('dateOfBirth');
    expect(formFieldOf('speakersListenedTo.2')).toBe('speakersListenedTo');
    expect(formFieldOf('lga')).toBe('lga');
    expect(formFieldOf('password')).toBeNull();
  });

  it('restores only the form’s own string fields', () => {
    const values = restoreSetupValues({ firstName: 'Aisha', height: 1.6, evil: 'x' });
    expect(values.firstName).toBe('Aisha');
    expect(values.height).toBe('');
    expect(values).not.toHaveProperty('evil');
    expect(restoreSetupValues(null)).toEqual(EMPTY_SETUP_VALUES);
  });
});
