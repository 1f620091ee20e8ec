import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import { makeChildProfile } from '@waliyy/contract/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readChildId } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';

// Only what the User tab reads of the profile matters here.
const PROFILE: ChildProfile = makeChildProfile({
  yearOfBirth: 1998,
  state: 'Oxfordshire',
  speakersListenedTo: [],
});

/** An account whose list drops c1 once DELETE /parent/child/c1 has run. */
function mockAccountWith(singles: { id: string; firstName: string }[]) {
  let children = singles;
  return mockApi({
    'GET /account': () => json(200, { message: '', data: account({ children }) }),
    'GET /parent/child/c1': () =>
      children.some((child) => child.id === 'c1')
        ? json(200, { message: '', data: PROFILE })
        : json(404, {
            message: 'We could not find that single on your account.',
            code: 'NOT_FOUND',
          }),
    'DELETE /parent/child/c1': () => {
      children = children.filter((child) => child.id !== 'c1');
      return json(200, { message: 'Profile deleted.', data: null });
    },
  });
}

async function deleteAisha() {
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', { name: 'Delete this single' }, LAZY);
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Delete Aisha’s profile?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete Aisha' }));
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/settings › User › Delete this single', { timeout: 30_000 }, () => {
  it('goes to /select-child when other singles remain, with no single active', async () => {
    const fetchMock = mockAccountWith([
      { id: 'c1', firstName: 'Aisha' },
      { id: 'c2', firstName: 'Maryam' },
      { id: 'c3', firstName: 'Zainab' },
    ]);
    const router = renderApp('/settings');
    await deleteAisha();
    expect(await screen.findByText('Profile deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-child'), LAZY);
    expect(readChildId()).toBeNull();
    expect(sentBodies(fetchMock, 'DELETE /parent/child/c1')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Maryam' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zainab' })).toBeInTheDocument();
  });

  it('with one single left, that one becomes active by the spec’s rule (decision 022)', async () => {
    mockAccountWith([
      { id: 'c1', firstName: 'Aisha' },
      { id: 'c2', firstName: 'Maryam' },
    ]);
    const router = renderApp('/settings');
    await deleteAisha();
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-child'), LAZY);
    await waitFor(() => expect(readChildId()).toBe('c2'));
    expect(await screen.findByText('Active single:')).toBeInTheDocument();
  });

  it('goes to /get-started when it was the last single', async () => {
    mockAccountWith([{ id: 'c1', firstName: 'Aisha' }]);
    const router = renderApp('/settings');
    await deleteAisha();
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'), LAZY);
    expect(readChildId()).toBeNull();
  });

  it('cancelling deletes nothing; a failure says why and stays', async () => {
    const fetchMock = mockApi({
      'GET /account': () =>
        json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
      'DELETE /parent/child/c1': () =>
        json(500, { message: 'Something broke on our side.', code: 'INTERNAL' }),
    });
    const router = renderApp('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete this single' }, LAZY));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /parent/child/c1')).toEqual([]);

    await deleteAisha();
    expect(await screen.findByText('Something broke on our side.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(readChildId()).toBe('c1');
  });
});

describe('/settings › User with no active single', { timeout: 30_000 }, () => {
  it('names the account holder and offers to choose a single', async () => {
    localStorage.removeItem('childId');
    // Several singles and none used last: none is put back (with one, it would be, decision 021).
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({
            children: [
              { id: 'c1', firstName: 'Aisha' },
              { id: 'c2', firstName: 'Maryam' },
            ],
            lastChildId: null,
          }),
        }),
    });
    renderApp('/settings');
    const link = await screen.findByRole('link', { name: 'Choose a single' }, LAZY);
    expect(link).toHaveAttribute('href', '/select-child');
    const header = screen.getByRole('heading', { level: 1, name: 'Settings' }).parentElement!;
    expect(within(header).getByText('Yusuf Bello')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('offers to add one when the account has none', async () => {
    localStorage.removeItem('childId');
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/settings');
    expect(
      await screen.findByRole('link', { name: 'Tell us about your single' }, LAZY),
    ).toHaveAttribute('href', '/get-started');
  });
});
