import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import { freeTextWhere } from '@waliyy/contract/free-text-fields';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';
import { OWN } from '../../profile-view/profile-fixtures';

// The profile-view tests' single (the contract's test profile with what pages read on
// screen), with the genotype these tests look for.
const PROFILE: ChildProfile = { ...OWN, genotype: 'AS' };
const LONG_EDITABLE = freeTextWhere((spec) => spec.editable && spec.kind === 'long');

const SINGLES = [
  { id: 'c1', firstName: 'Aisha' },
  { id: 'c2', firstName: 'Maryam' },
];

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

function calls(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return sentBodies(fetchMock, key).length;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/settings › User', { timeout: 30_000 }, () => {
  it('shows the active single in the header and the fixed details without inputs', async () => {
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
    });
    renderApp('/settings');
    const fixed = await screen.findByRole('region', { name: 'Fixed details' }, LAZY);

    const header = screen.getByRole('heading', { level: 1, name: 'Settings' }).parentElement!;
    expect(within(header).getByText('Aisha Bello')).toBeInTheDocument();
    expect(within(header).getByText('yusuf@example.com')).toBeInTheDocument();
    expect(within(header).getByText(/Yusuf Bello/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile/c1',
    );

    for (const text of ['Aisha', 'Bello', 'March 1998', 'Female', 'AS', 'Lagos', 'Sunni']) {
      expect(within(fixed).getByText(text)).toBeInTheDocument();
    }
    expect(within(fixed).getByText('teenage years')).toBeInTheDocument();
    expect(within(fixed).getByRole('link', { name: 'support@waliyy.local' })).toHaveAttribute(
      'href',
      'mailto:support@waliyy.local',
    );
    expect(within(fixed).getByText(/Date of birth cannot be changed here/)).toBeInTheDocument();
    expect(within(fixed).queryAllByRole('textbox')).toEqual([]);
    expect(within(fixed).queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    // No control edits the genotype: only the "Genotype check" section is named by it.
    expect(screen.queryAllByLabelText(/genotype/i).map((e) => e.tagName)).toEqual(['SECTION']);

    // The editable part starts from the profile; a Lagos single picks from Lagos's LGAs.
    expect(screen.getByLabelText('Profession')).toHaveValue('Pharmacist');
    expect(screen.getByLabelText('Height (m)')).toHaveValue('1.65');
    expect(screen.getByLabelText('LGA')).toHaveValue('Ikeja');
    expect(screen.getByLabelText('Speakers and scholars you listen to')).toHaveValue(
      'Mufti Menk, Nouman Ali Khan',
    );
    const smokes = screen.getByRole('group', { name: 'Do you smoke?' });
    expect(within(smokes).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('saves only the editable fields, booleans as strings, and refreshes without a reload', async () => {
    let profile = PROFILE;
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: profile }),
      'PUT /parent/child/c1': () => {
        profile = { ...PROFILE, profession: 'Chief pharmacist', isSmoker: true };
        return json(200, { message: 'Profile updated.', data: null });
      },
    });
    renderApp('/settings');
    const user = userEvent.setup();
    const profession = await screen.findByLabelText('Profession', {}, LAZY);
    await user.clear(profession);
    await user.type(profession, ' Chief pharmacist ');
    await user.click(
      within(screen.getByRole('group', { name: 'Do you smoke?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.selectOptions(screen.getByLabelText('LGA'), 'Ikorodu');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /parent/child/c1')).toEqual([
      {
        // The long free texts go back as they stand (FREE_TEXT_FIELDS, decision 079).
        ...Object.fromEntries(LONG_EDITABLE.map((field) => [field, PROFILE[field]])),
        weight: 60,
        height: 1.65,
        maritalStatus: 'SINGLE',
        citizenship: 'Nigerian',
        countryofResidence: 'Nigeria',
        educationLevel: 'BACHELORS',
        hasChildren: 'false',
        isSmoker: 'true',
        isDrinker: 'false',
        hasAddictions: 'false',
        lga: 'Ikorodu',
        salatPattern: 'I pray 5 times daily',
        profession: 'Chief pharmacist',
        employmentStatus: 'EMPLOYED',
        isWillingToRelocate: 'true',
        relocationPlans: 'Abuja or Kano',
        isARevert: 'false',
        belongsToIslamicOrganization: 'false',
        islamicOrganizationName: null,
        speakersListenedTo: ['Mufti Menk', 'Nouman Ali Khan'],
        // A woman's wali goes with every save, as it stands (decision 061).
        waliName: 'Abdullahi Bello',
        waliEmail: 'abdullahi.bello@example.com',
        waliPhoneNumber: '+2348031234567',
      },
    ]);
    // The single and the account are read again; the page itself stays (no reload).
    await waitFor(() => expect(calls(fetchMock, 'GET /parent/child/c1')).toBeGreaterThan(1));
    await waitFor(() => expect(calls(fetchMock, 'GET /account')).toBeGreaterThan(1));
    expect(screen.getByLabelText('Profession')).toHaveValue('Chief pharmacist');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it("edits a woman's wali, says why it is asked, and refuses half a wali before sending", async () => {
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
      'PUT /parent/child/c1': () => json(200, { message: 'Profile updated.', data: null }),
    });
    renderApp('/settings');
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Wali’s contact' }, LAZY);
    expect(within(group).getByText(/Never shown on her profile/)).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Are you open to a polygynous marriage?' }),
    ).toBeNull();
    await user.clear(within(group).getByLabelText('Wali’s e-mail'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(describedError(within(group).getByLabelText('Wali’s e-mail'))).toBe(
        'Enter the wali’s e-mail address'.replace('’', "'"),
      ),
    );
    expect(sentBodies(fetchMock, 'PUT /parent/child/c1')).toEqual([]);
    // Cleared whole, it is sent as nothing named.
    await user.clear(within(group).getByLabelText('Wali’s name'));
    await user.clear(within(group).getByLabelText('Wali’s phone'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /parent/child/c1')[0]).toMatchObject({
      waliName: null,
      waliEmail: null,
      waliPhoneNumber: null,
    });
  });

  it("asks a man's family about polygyny, and lets a family abroad write its county", async () => {
    const man: ChildProfile = {
      ...PROFILE,
      gender: 'MALE',
      waliName: null,
      waliEmail: null,
      waliPhoneNumber: null,
      isPolygamous: null,
      countryofResidence: 'United Kingdom',
      lga: 'London',
    };
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: man }),
      'PUT /parent/child/c1': () => json(200, { message: 'Profile updated.', data: null }),
    });
    renderApp('/settings');
    const user = userEvent.setup();
    const question = await screen.findByRole(
      'group',
      { name: 'Are you open to a polygynous marriage?' },
      LAZY,
    );
    expect(screen.queryByRole('group', { name: 'Wali’s contact' })).toBeNull();
    // Lagos is his state of origin, but he lives in London: the LGA or county is free text.
    const lga = screen.getByLabelText('LGA or County');
    expect(lga).toHaveValue('London');
    await user.clear(lga);
    await user.type(lga, 'Tower Hamlets');
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'PUT /parent/child/c1');
    expect(body).toMatchObject({ isPolygamous: 'false', lga: 'Tower Hamlets' });
    expect(body).not.toHaveProperty('waliName');
  });
});
