import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHILD_MESSAGES } from '@waliyy/contract/children';
import { freeTextWhere } from '@waliyy/contract/free-text-fields';
import { beforeEach, describe, expect, it } from 'vitest';
import { readChildId, readSetupDraft } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY, renderPage } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { BIRTH_YEAR, describedError, field, fillForm, YEAR } from '../get-started-fixtures';
import { GetStartedPage } from './get-started-page';

beforeEach(() => {
  signIn();
});

// The set-up form: its parts, its checks, and sending a single.

describe('/get-started', { timeout: 30_000 }, () => {
  it('has its heading, the five sections, the Terms note, Submit and Back', () => {
    renderPage(<GetStartedPage />, '/get-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tell us about your single' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Setup the Account')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal Details',
      'Nationality',
      'Education and Profession',
      'About my Deen',
      'Self Summary',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(
      /names.*e-mail addresses, phone numbers, links and social media handles are not allowed/,
    );
    expect(field('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it('hides Back when arriving from login-successful (product.md §2)', () => {
    renderPage(<GetStartedPage />, {
      pathname: '/get-started',
      state: { from: 'login-successful' },
    });
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });

  it('answers an empty submit with the required messages and focuses the first', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(describedError(field('First name'))).toBe(CHILD_MESSAGES.firstNameRequired);
    expect(describedError(field('Date of birth'))).toContain(CHILD_MESSAGES.dobRequired);
    for (const message of [
      CHILD_MESSAGES.lastNameRequired,
      CHILD_MESSAGES.genderRequired,
      CHILD_MESSAGES.genotype,
      CHILD_MESSAGES.heightRequired,
      CHILD_MESSAGES.weightRequired,
      CHILD_MESSAGES.maritalStatus,
      CHILD_MESSAGES.citizenship,
      CHILD_MESSAGES.stateRequired,
      CHILD_MESSAGES.lga,
      CHILD_MESSAGES.residence,
      CHILD_MESSAGES.education,
      CHILD_MESSAGES.profession,
      CHILD_MESSAGES.employment,
      CHILD_MESSAGES.plans,
      CHILD_MESSAGES.revert,
      CHILD_MESSAGES.sect,
      CHILD_MESSAGES.startedPracticing,
      CHILD_MESSAGES.salat,
      CHILD_MESSAGES.practice,
      CHILD_MESSAGES.about,
      CHILD_MESSAGES.educationAndJob,
      CHILD_MESSAGES.dressing,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Children, smoke, drink, addictions, mixed ethnicity, relocation, organisation.
    expect(screen.getAllByText(CHILD_MESSAGES.fieldRequired)).toHaveLength(7);
    expect(sentBodies(fetchMock, 'POST /parent/child')).toEqual([]);
  });

  it('refuses a birth date in the future, and one under 18 by year', async () => {
    const user = userEvent.setup();
    renderPage(<GetStartedPage />, '/get-started');
    const date = field('Date of birth');
    await user.type(date, `${YEAR + 1}-01-01`);
    await user.tab();
    expect(describedError(date)).toContain(CHILD_MESSAGES.dobFuture);

    await user.clear(date);
    await user.type(date, `${YEAR - 17}-01-01`);
    expect(describedError(date)).toContain(CHILD_MESSAGES.dobMinAge);

    await user.clear(date);
    await user.type(date, `${YEAR - 18}-12-31`);
    expect(describedError(date)).not.toContain(CHILD_MESSAGES.dobMinAge);
  });

  // It types the whole form (some 40 fields) key by key: seconds on a quiet machine, far more on
  // a loaded one, so it has twice the file's limit.
  it('sends the profile, makes the new single active, clears the draft and says what is next', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /parent/child': () => json(201, { message: 'Profile created.', data: 'child-9' }),
    });
    const router = renderPage(<GetStartedPage autosaveMs={20} />, '/get-started');
    await fillForm(user);
    await waitFor(() => expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole(
      'heading',
      {
        level: 1,
        name: /Aisha.s profile is ready/,
      },
      LAZY,
    );
    expect(heading).toHaveFocus();
    expect(await screen.findByText('Profile created.')).toBeInTheDocument();
    expect(readChildId()).toBe('child-9');
    expect(readSetupDraft()).toBeNull();
    expect(screen.getByRole('link', { name: 'Set preferences' })).toHaveAttribute(
      'href',
      '/filter',
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    // 'Add a Single' opens /get-started again: a fresh, empty form this time.
    await router.navigate('/get-started');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your single' }, LAZY),
    ).toBeInTheDocument();
    expect(field('First name')).toHaveValue('');

    const [body] = sentBodies(fetchMock, 'POST /parent/child');
    expect(body).toEqual({
      // An optional free text the form leaves blank goes as null (FREE_TEXT_FIELDS, decision 079).
      ...Object.fromEntries(freeTextWhere((spec) => spec.required === null).map((f) => [f, null])),
      firstName: 'Aisha',
      lastName: 'Bello',
      yearOfBirth: BIRTH_YEAR,
      monthOfBirth: 4,
      gender: 'FEMALE',
      genotype: 'AA',
      maritalStatus: 'SINGLE',
      height: 1.65,
      weight: 58,
      hasChildren: false,
      isSmoker: false,
      isDrinker: false,
      hasAddictions: false,
      isPolygamous: null,
      waliName: 'Abdullahi Bello',
      waliEmail: 'abdullahi.bello@example.com',
      waliPhoneNumber: '+2348031234567',
      citizenship: 'Nigerian',
      countryofResidence: 'Nigeria',
      state: 'Lagos',
      lga: 'Ikeja',
      isMixedEthnicity: true,
      mixedEthnicityDescription: 'Yoruba and Hausa',
      educationLevel: 'BACHELORS',
      employmentStatus: 'EMPLOYED',
      profession: 'Pharmacist',
      professionalPlans: 'To open a community pharmacy.',
      isWillingToRelocate: true,
      relocationPlans: 'Abuja',
      isARevert: false,
      sect: 'SUNNI',
      salatPattern: 'I pray 5 times daily',
      startedPracticingIn: 'teenage years',
      belongsToIslamicOrganization: false,
      islamicOrganizationName: null,
      speakersListenedTo: ['Mufti Menk', 'Omar Suleiman'],
      descriptionOfIslamicPractice: 'I pray on time.',
      about: 'Calm and kind.',
      aboutEducationAndJob: 'Studied pharmacy.',
      aboutDressing: 'Jilbab outside.',
    });
  });
});
