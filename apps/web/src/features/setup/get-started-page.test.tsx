import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountData } from '@waliyy/contract/auth';
import { CHILD_MESSAGES } from '@waliyy/contract/children';
import { beforeEach, describe, expect, it } from 'vitest';
import { readChildId, readSetupDraft, writeSetupDraft } from '../../lib/storage';
import { json, mockApi, sentBodies } from '../../test/api-mock';
import { renderPage } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';
import {
  answer,
  BIRTH_YEAR,
  DRAFT,
  describedError,
  field,
  fillForm,
  YEAR,
} from './get-started-fixtures';
import { GetStartedPage } from './get-started-page';

beforeEach(() => {
  signIn();
});

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

  it('hides Back when arriving from login-successful (spec §2)', () => {
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

  it('sends the profile, makes the new single active, clears the draft and says what is next', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /parent/child': () => json(201, { message: 'Profile created.', data: 'child-9' }),
    });
    const router = renderPage(<GetStartedPage autosaveMs={20} />, '/get-started');
    await fillForm(user);
    await waitFor(() => expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: /Aisha.s profile is ready/,
    });
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

    // 'Add Account' opens /get-started again: a fresh, empty form this time.
    await router.navigate('/get-started');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your single' }),
    ).toBeInTheDocument();
    expect(field('First name')).toHaveValue('');

    const [body] = sentBodies(fetchMock, 'POST /parent/child');
    expect(body).toEqual({
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

  it('saves the draft after the autosave interval and restores it on return', async () => {
    const user = userEvent.setup();
    renderPage(<GetStartedPage autosaveMs={30} />, '/get-started');
    await user.type(field('First name'), 'Aisha');
    await answer(user, 'Do you smoke?', 'No');
    await user.selectOptions(field('Citizenship'), 'British');
    await user.type(field('State, region or county of origin'), 'Essex');
    await waitFor(() =>
      expect(readSetupDraft()).toMatchObject({
        firstName: 'Aisha',
        isSmoker: 'false',
        citizenship: 'British',
        state: 'Essex',
      }),
    );

    cleanup();
    renderPage(<GetStartedPage autosaveMs={30} />, '/get-started');
    expect(field('First name')).toHaveValue('Aisha');
    expect(
      within(screen.getByRole('group', { name: 'Do you smoke?' })).getByLabelText('No'),
    ).toBeChecked();
    expect(field('Citizenship')).toHaveValue('British');
    expect(field('State, region or county of origin')).toHaveValue('Essex');
    expect(screen.getByText(/brought back the answers/)).toBeInTheDocument();
  });

  it('starts afresh on request: the draft goes and the form empties', async () => {
    writeSetupDraft({ firstName: 'Aisha', isSmoker: 'true' });
    const user = userEvent.setup();
    renderPage(<GetStartedPage autosaveMs={20} />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Start afresh' }));
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));

    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveValue('');
    expect(screen.queryByText(/brought back the answers/)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(readSetupDraft()).toBeNull();
  });

  it('writes nothing before the interval has passed', async () => {
    const user = userEvent.setup();
    renderPage(<GetStartedPage autosaveMs={60_000} />, '/get-started');
    await user.type(field('First name'), 'Aisha');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readSetupDraft()).toBeNull();
    // Leaving the page keeps what was typed since the last interval.
    cleanup();
    expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' });
  });

  it('puts server field errors under their fields and focuses the first', async () => {
    writeSetupDraft(DRAFT);
    const user = userEvent.setup();
    mockApi({
      'POST /parent/child': () =>
        json(400, {
          message: 'Phone numbers are not allowed here.',
          code: 'VALIDATION',
          errors: {
            about: 'Phone numbers are not allowed here.',
            yearOfBirth: 'Enter a valid year and month of birth',
          },
        }),
    });
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(field('Date of birth')).toHaveFocus());
    expect(describedError(field('Date of birth'))).toContain(
      'Enter a valid year and month of birth',
    );
    expect(describedError(field('About you'))).toContain('Phone numbers are not allowed here.');
    expect(readChildId()).toBeNull();
    expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' });
  });

  it('marks what the server found for contact details, says the kind, and focuses the field', async () => {
    writeSetupDraft({
      ...DRAFT,
      speakersListenedTo: 'Mufti Menk, @someone',
      about: 'Calm and kind. My number is 0803 123 4567, after six.',
    });
    const user = userEvent.setup();
    const phone =
      'Phone numbers are not allowed here. Contact details are shared only after a match.';
    const handle = 'Social media handles are not allowed here.';
    // As the server answers: offsets into the texts it was sent (a list's entry by its place).
    const fetchMock = mockApi({
      'POST /parent/child': ({ body }) => {
        const { about } = body as { about: string };
        const start = about.indexOf('0803');
        return json(400, {
          message: phone,
          code: 'VALIDATION',
          errors: { about: phone, speakersListenedTo: handle },
          contact: {
            about: { kind: 'phone', start, end: start + 13, text: '0803 123 4567' },
            speakersListenedTo: { kind: 'handle', start: 0, end: 8, text: '@someone', item: 1 },
          },
        });
      },
    });
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The first refused field in the form's order (About my Deen comes before Self Summary).
    const speakers = field('Speakers and scholars you listen to');
    await waitFor(() => expect(speakers).toHaveFocus());
    expect(sentBodies(fetchMock, 'POST /parent/child')).toHaveLength(1);
    const about = field('About you');
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(about)).toBe(
      'Character, interests, family, what you hope for in a marriage | ' +
        `${phone} | We found what looks like a phone number: “0803 123 4567”` +
        'Calm and kind. My number is 0803 123 4567, after six.',
    );
    const detailId = about.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    const detail = document.getElementById(detailId)!;
    expect(within(detail).getByText('0803 123 4567', { selector: 'mark' })).toBeInTheDocument();
    expect(describedError(speakers)).toContain(
      'In the 2nd name on the list, we found what looks like a social media handle',
    );
    expect(
      within(speakers.parentElement!).getByText('@someone', { selector: 'mark' }),
    ).toBeVisible();

    // Editing the field takes the server's error away, and the mark with it.
    await user.type(about, ' Thanks');
    await waitFor(() => expect(about).not.toHaveAttribute('aria-invalid'));
    expect(document.getElementById(detailId)).toBeNull();
    expect(screen.queryByText('0803 123 4567', { selector: 'mark' })).toBeNull();
    expect(screen.getByText('@someone', { selector: 'mark' })).toBeVisible();
  });

  it('says when the account has no room for another single, keeping the answers', async () => {
    writeSetupDraft(DRAFT);
    const user = userEvent.setup();
    const message = 'Your free plan allows 2 singles. Upgrade to Premium to add up to 4.';
    mockApi({
      'POST /parent/child': () => json(403, { message, code: 'SINGLES_LIMIT' }),
    });
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // In the toast and, to stay, at the top of the form, where the page is after the loader.
    const alert = await screen.findByText(message, { selector: 'p[role="alert"]' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(field('First name')).toHaveValue('Aisha');
    expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' });
  });

  describe('at the plan’s limit of singles (issue 23, point 5)', () => {
    const TWO = [
      { id: 'c1', firstName: 'Aisha' },
      { id: 'c2', firstName: 'Umar' },
    ];
    const withAccount = (overrides: Partial<AccountData>) =>
      mockApi({ 'GET /account': () => json(200, { message: '', data: account(overrides) }) });

    it('says so before the form, with the way to Premium; the form waits until asked for', async () => {
      const user = userEvent.setup();
      withAccount({ children: TWO, singlesLimit: 2 });
      renderPage(<GetStartedPage />, '/get-started');
      const notice = await screen.findByRole('region', { name: 'You have 2 of 2 singles' });
      expect(notice).toHaveTextContent(
        'Your free plan allows 2 singles. Upgrade to Premium to add up to 4.',
      );
      expect(within(notice).getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: 'Fill in the form now' }));
      expect(field('First name')).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
      // The notice stays above the form.
      expect(
        notice.compareDocumentPosition(field('First name')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it('shows the answers saved before (back from upgrading) below the notice at once', async () => {
      writeSetupDraft(DRAFT);
      withAccount({ children: TWO, singlesLimit: 2 });
      renderPage(<GetStartedPage />, '/get-started');
      expect(
        await screen.findByRole('region', { name: 'You have 2 of 2 singles' }),
      ).toBeInTheDocument();
      expect(field('First name')).toHaveValue('Aisha');
      expect(screen.getByText('We brought back the answers saved on this device.')).toBeVisible();
    });

    it('keeps the draft when the family goes to upgrade, and brings it back on return', async () => {
      const user = userEvent.setup();
      withAccount({ children: TWO, singlesLimit: 2 });
      renderPage(<GetStartedPage autosaveMs={20} />, '/get-started');
      const notice = await screen.findByRole('region', { name: 'You have 2 of 2 singles' });
      await user.click(within(notice).getByRole('button', { name: 'Fill in the form now' }));
      await user.type(field('First name'), 'Maryam');
      await user.click(within(notice).getByRole('link', { name: 'See the Premium plan' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
      expect(readSetupDraft()).toMatchObject({ firstName: 'Maryam' });
      cleanup();

      // Upgraded: four singles now fit, and the answers are there.
      withAccount({ children: TWO, singlesLimit: 4 });
      renderPage(<GetStartedPage />, '/get-started');
      await waitFor(() => expect(field('First name')).toHaveValue('Maryam'));
      expect(screen.queryByRole('region', { name: /singles$/ })).not.toBeInTheDocument();
    });

    it('with a paid plan full, points to support for more', async () => {
      withAccount({
        children: [...TWO, { id: 'c3', firstName: 'Zainab' }, { id: 'c4', firstName: 'Isa' }],
        singlesLimit: 4,
      });
      renderPage(<GetStartedPage />, '/get-started');
      const notice = await screen.findByRole('region', { name: 'You have 4 of 4 singles' });
      expect(notice).toHaveTextContent(
        'Your account allows 4 singles. To add more, e-mail support@waliyy.local.',
      );
      expect(within(notice).getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
        'href',
        'mailto:support@waliyy.local',
      );
      expect(within(notice).queryByRole('link', { name: 'See the Premium plan' })).toBeNull();
    });

    it('says nothing while there is room', async () => {
      withAccount({ children: [TWO[0]!], singlesLimit: 2 });
      renderPage(<GetStartedPage />, '/get-started');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: /singles$/ })).not.toBeInTheDocument();
    });
  });
});
