import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlocksPage } from '@waliyy/contract/safety';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../../app/settings-page';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';
import { OWN } from '../../profile-view/profile-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

const accountHandler = () =>
  json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) });

describe('Settings: blocks, data and pausing (decision 012)', { timeout: 30_000 }, () => {
  it('lists blocked profiles by display id and unblocks one', async () => {
    let blocks: BlocksPage = {
      totalCount: 1,
      blocks: [{ id: 'p9', displayId: 'WL-7310', blockedAt: '2026-11-03T10:00:00.000Z' }],
    };
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      'GET /blocks': () => json(200, { message: '', data: blocks }),
      'DELETE /block/p9': () => {
        blocks = { totalCount: 0, blocks: [] };
        return json(200, { message: 'This profile has been unblocked.', data: null });
      },
    });
    renderPage(<SettingsPage />, '/settings?tab=account');
    const list = await screen.findByRole('list', { name: 'Blocked profiles' });
    expect(within(list).getByText('WL-7310')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock WL-7310' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/block/p9'),
      ),
    ).toBe(true);
  });

  it('downloads the account data as a JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:waliyy');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockApi({
      'GET /account': accountHandler,
      'GET /blocks': () => json(200, { message: '', data: { blocks: [], totalCount: 0 } }),
      'GET /account/export': () =>
        json(200, {
          message: 'Your data.',
          data: {
            exportedAt: '2026-11-26T10:00:00.000Z',
            account: {
              id: 'a1',
              email: 'hafsa@example.com',
              firstName: 'Hafsa',
              lastName: 'Bello',
              phone: '+2348000000001',
              alternateEmail: null,
              gender: null,
              createdAt: '2026-01-10T08:00:00.000Z',
            },
            singles: [],
            likes: [],
            matches: [],
            payments: [],
            blocks: [],
            reports: [],
          },
        }),
    });
    renderPage(<SettingsPage />, '/settings?tab=account');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('pauses the active single and shows it paused', async () => {
    let paused = false;
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      'GET /parent/child/c1': () => json(200, { message: '', data: { ...OWN, isPaused: paused } }),
      'PUT /parent/child/c1/pause': ({ body }) => {
        paused = (body as { paused: boolean }).paused;
        return json(200, {
          message: 'Your single is paused.',
          data: { id: 'c1', isPaused: paused },
        });
      },
    });
    renderPage(<SettingsPage />, '/settings?tab=user');
    const card = await screen.findByRole('region', { name: `Pause ${OWN.firstName}` });
    await userEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(sentBodies(fetchMock, 'PUT /parent/child/c1/pause')).toEqual([{ paused: true }]);
    expect(
      await screen.findByRole('region', { name: `${OWN.firstName} is paused` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled();
  });
});
