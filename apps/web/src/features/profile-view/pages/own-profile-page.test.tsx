import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY, renderApp } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { headerOf, mockOwn, openTab } from '../profile-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/profile/{id}: the active single’s own profile', { timeout: 30_000 }, () => {
  it('shows the first name, the header facts and the three tabs', async () => {
    const fetchMock = mockOwn();
    renderApp('/profile/c1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Aisha' }, LAZY);
    const header = headerOf(heading);
    expect(within(header).getByText(/27 years/)).toHaveTextContent('Female');
    expect(within(header).getByText('Ikeja')).toBeInTheDocument();
    expect(within(header).getByText('Nigeria')).toBeInTheDocument();
    expect(within(header).getByText('Pharmacist')).toBeInTheDocument();
    expect(within(header).getByText('WL-4821')).toBeInTheDocument();
    // No action buttons on one's own profile (product.md §4).
    expect(within(header).queryAllByRole('button')).toHaveLength(0);
    expect(document.title).toBe('Profile — Waliyy');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/parent/child/c1')).toBe(
      true,
    );

    // Me
    expect(screen.getByRole('tab', { name: 'Me' })).toHaveAttribute('aria-selected', 'true');
    const me = screen.getByRole('tabpanel', { name: 'Me' });
    expect(within(me).getByRole('heading', { name: 'About Me' })).toBeInTheDocument();
    expect(within(me).getByText('Calm, kind and fond of reading.')).toBeInTheDocument();
    expect(within(me).getByRole('heading', { name: 'How do I dress' })).toBeInTheDocument();
    expect(within(me).getByText('1.65 m')).toBeInTheDocument();
    expect(within(me).getByText('60 kg')).toBeInTheDocument();
    expect(within(me).getByText('Single')).toBeInTheDocument();
    expect(within(me).getByText('Nigerian')).toBeInTheDocument();
    expect(within(me).getByText('Lagos')).toBeInTheDocument();
    expect(within(me).getByText('No Addictions')).toBeInTheDocument();
    expect(within(me).queryByText('Mixed ethnicity')).not.toBeInTheDocument();
    // Her wali is private even on her own profile page (decision 061): Settings holds it.
    expect(document.body).not.toHaveTextContent(/Abdullahi|abdullahi\.bello|2348031234567/);
    expect(within(me).queryByText('Open to a polygynous marriage')).not.toBeInTheDocument();

    // My Education and Profession
    await openTab('My Education and Profession');
    const education = screen.getByRole('tabpanel', { name: 'My Education and Profession' });
    expect(within(education).getByText("Bachelor's degree")).toBeInTheDocument();
    expect(within(education).getByText('Employed')).toBeInTheDocument();
    expect(within(education).getByText('Pharmacist')).toBeInTheDocument();
    expect(within(education).getByText('Willing to relocate to')).toBeInTheDocument();
    expect(within(education).getByText('Abuja or Kano')).toBeInTheDocument();
    expect(
      within(education).getByText('Finish my residency and open a pharmacy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Me' })).not.toBeInTheDocument();

    // My Deen, by keyboard
    await userEvent.setup().keyboard('{ArrowRight}');
    const deenTab = screen.getByRole('tab', { name: 'My Deen' });
    expect(deenTab).toHaveAttribute('aria-selected', 'true');
    expect(deenTab).toHaveFocus();
    const deen = screen.getByRole('tabpanel', { name: 'My Deen' });
    expect(within(deen).getByText('I started practising in my teenage years')).toBeInTheDocument();
    expect(within(deen).getByText('Sunni')).toBeInTheDocument();
    expect(within(deen).getByText('I pray 5 times daily')).toBeInTheDocument();
    expect(within(deen).getByText('Mufti Menk')).toBeInTheDocument();
    expect(within(deen).queryByText('Revert')).not.toBeInTheDocument();
  });

  it('says when there are addictions, a mixed ethnicity, a revert and no practice yet', async () => {
    mockOwn({
      hasAddictions: true,
      isMixedEthnicity: true,
      mixedEthnicityDescription: 'Yoruba and Fulani',
      isARevert: true,
      startedPracticingIn: 'NOT_PRACTICING',
      speakersListenedTo: [],
    });
    renderApp('/profile/c1');
    await screen.findByRole('heading', { level: 1, name: 'Aisha' }, LAZY);
    expect(screen.queryByText('No Addictions')).not.toBeInTheDocument();
    expect(screen.getByText('Has an addiction')).toBeInTheDocument();
    expect(screen.getByText('Yoruba and Fulani')).toBeInTheDocument();

    await openTab('My Deen');
    const deen = screen.getByRole('tabpanel', { name: 'My Deen' });
    expect(within(deen).getByText('I am not practicing')).toBeInTheDocument();
    expect(within(deen).queryByText(/I started practising/)).not.toBeInTheDocument();
    expect(within(deen).getByText('Revert')).toBeInTheDocument();
    expect(
      within(deen).queryByRole('heading', { name: 'Speakers and scholars I listen to' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['not willing', { isWillingToRelocate: false, relocationPlans: 'Abuja or Kano' }],
    ['willing without a plan', { isWillingToRelocate: true, relocationPlans: null }],
  ])('hides the relocation line when %s', async (_case, fields) => {
    mockOwn(fields);
    renderApp('/profile/c1');
    await screen.findByRole('heading', { level: 1, name: 'Aisha' }, LAZY);
    await openTab('My Education and Profession');
    const education = screen.getByRole('tabpanel', { name: 'My Education and Profession' });
    expect(within(education).getByText('Employed')).toBeInTheDocument();
    expect(within(education).queryByText('Willing to relocate to')).not.toBeInTheDocument();
    expect(within(education).queryByText('Abuja or Kano')).not.toBeInTheDocument();
  });

  it("shows a man's answer on polygyny on the Me tab", async () => {
    mockOwn({ gender: 'MALE', isPolygamous: true, waliName: null, waliEmail: null });
    renderApp('/profile/c1');
    await screen.findByRole('heading', { level: 1, name: 'Aisha' }, LAZY);
    const me = screen.getByRole('tabpanel', { name: 'Me' });
    const term = within(me).getByText('Open to a polygynous marriage');
    expect(term.nextElementSibling).toHaveTextContent('Yes');
  });

  it('shows a clear not-found state for a single that is not on the account', async () => {
    mockOwn();
    const router = renderApp('/profile/someone-else');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // Opened directly: Back has no page of ours to return to, so it goes to the dashboard.
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
  });
});
