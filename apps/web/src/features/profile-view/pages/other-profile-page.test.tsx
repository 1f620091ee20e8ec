import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENOTYPE_MESSAGES } from '@waliyy/contract/genotype';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { COMPATIBILITY, headerOf, mockOther, OTHER, openTab } from '../profile-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/recommended/{id} and /explore/{id}: someone else’s single', { timeout: 30_000 }, () => {
  it('shows the display id, never a name, and why the profile was suggested', async () => {
    const urls: string[] = [];
    // The API never sends names (decision 027); were one to slip through, the parse drops it.
    mockOther(({ url }) => {
      urls.push(url);
      return json(200, {
        message: 'Profile.',
        data: { ...OTHER, firstName: 'Zainab', lastName: 'Sani', fullName: 'Zainab Sani' },
      });
    });
    renderApp('/recommended/p9');
    const heading = await screen.findByRole('heading', { level: 1, name: 'WL-7310' }, LAZY);
    expect(urls).toEqual(['/api/v1/recommendation/p9?childId=c1']);
    expect(document.body).not.toHaveTextContent(/Zainab|Sani/);
    const header = headerOf(heading);
    expect(within(header).getByText(/31 years/)).toHaveTextContent('Male');
    expect(within(header).getByText('Civil engineer')).toBeInTheDocument();
    expect(within(header).queryByText('Profile ID')).not.toBeInTheDocument();
    expect(within(header).queryAllByRole('button')).toHaveLength(0);

    const why = screen.getByRole('region', { name: 'Why this profile' });
    expect(within(why).getByText(GENOTYPE_MESSAGES.compatible)).toBeInTheDocument();
    expect(within(why).getByText(GENOTYPE_MESSAGES.asEntered)).toBeInTheDocument();
    expect(
      within(why).getByText('Meets 3 of your 5 preferences; you meet 2 of theirs.'),
    ).toBeInTheDocument();
    expect(within(why).queryByRole('link')).not.toBeInTheDocument();

    for (const tab of ['Me', 'My Education and Profession', 'My Deen']) {
      await openTab(tab);
      expect(screen.getByRole('tabpanel', { name: tab })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/Zainab|Sani/);
    }
  });

  it('shows the genotype caution and says when the viewer has set no preferences', async () => {
    mockOther(() =>
      json(200, {
        message: 'Profile.',
        data: {
          ...OTHER,
          compatibility: { ...COMPATIBILITY, genotype: 'caution', theyMeet: 0, yourPreferences: 0 },
        },
      }),
    );
    renderApp('/explore/p9');
    const why = await screen.findByRole('region', { name: 'Why this profile' }, LAZY);
    expect(within(why).getByText(GENOTYPE_MESSAGES.caution)).toBeInTheDocument();
    expect(within(why).queryByText(GENOTYPE_MESSAGES.compatible)).not.toBeInTheDocument();
    expect(within(why).getByText(/You have not set preferences yet\./)).toBeInTheDocument();
    expect(within(why).getByRole('link', { name: 'Set preferences' })).toHaveAttribute(
      'href',
      '/filter',
    );
    expect(within(why).getByText('You meet 2 of their 4 preferences.')).toBeInTheDocument();
    // A general view: no action buttons, ever (decision 049).
    const header = headerOf(screen.getByRole('heading', { level: 1, name: 'WL-7310' }));
    expect(within(header).queryAllByRole('button')).toHaveLength(0);
  });

  it('leaves the panel out when the answer carries no compatibility', async () => {
    mockOther(() => json(200, { message: '', data: { ...OTHER, compatibility: null } }));
    renderApp('/explore/p9');
    await screen.findByRole('heading', { level: 1, name: 'WL-7310' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Why this profile' })).not.toBeInTheDocument();
  });

  it('says a profile is no longer available on a 404, and Back returns one page', async () => {
    mockOther(() => json(404, { message: 'We could not find that profile.', code: 'NOT_FOUND' }));
    const router = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY);
    await act(() => router.navigate('/recommended/p9'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This profile is no longer available.' },
        LAZY,
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }));
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows other failures with Retry', async () => {
    let calls = 0;
    mockOther(() => {
      calls += 1;
      return calls === 1
        ? json(429, { message: 'Too many requests. Try again soon.', code: 'RATE_LIMITED' })
        : json(200, { message: '', data: OTHER });
    });
    renderApp('/recommended/p9');
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Too many requests. Try again soon.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'WL-7310' })).toBeInTheDocument();
  });

  it('shows a loading skeleton first', async () => {
    mockOther(() => json(200, { message: '', data: OTHER }));
    renderApp('/explore/p9');
    expect(await screen.findByText('Loading the profile…', {}, LAZY)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'WL-7310' });
  });
});
