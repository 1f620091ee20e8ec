import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE } from '@waliyy/contract/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockApi, offContract } from '../../../test/api-mock';
import { exploreAnswer, pageOf, profileCard, profileCards } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

const accountHandler = () =>
  json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) });

/** 20 profiles: page 2 repeats p9, page 3 holds the last two. */
function explore({ url }: MockRequest) {
  const pages: Record<number, ReturnType<typeof profileCards>> = {
    1: profileCards(1, 9),
    2: [profileCard('p9'), ...profileCards(10, 17)],
    3: profileCards(18, 19),
  };
  return json(200, exploreAnswer(pages[pageOf(url)] ?? [], 20, pageOf(url)));
}

const cardLinks = () =>
  within(screen.getByRole('list', { name: 'Profiles' })).queryAllByRole('link');

describe('/explore', { timeout: 30_000 }, () => {
  it('Load More appends pages without repeats and stops at totalCount; Load Less steps back', async () => {
    const fetchMock = mockApi({ 'GET /account': accountHandler, 'GET /parent/': explore });
    renderApp('/explore');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore profiles' }, LAZY),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    expect(cardLinks()).toHaveLength(9);
    expect(cardLinks()[0]).toHaveAttribute('href', '/explore/p1');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/parent/'));
    expect(url).toBe('/api/v1/parent/?page=1&limit=9&childId=c1');
    expect(screen.queryByRole('button', { name: 'Load Less' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'WY-P17' });
    expect(cardLinks()).toHaveLength(17);
    expect(sessionStorage.getItem('explorepage')).toBe('2');
    expect(sessionStorage.getItem('explorelimit')).toBe('9');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'WY-P19' });
    expect(cardLinks()).toHaveLength(19);
    expect(screen.getByText('Showing 19 of 20 profiles')).toBeInTheDocument();
    // 20 loaded of 20 (one was a repeat): no more to load.
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load Less' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(17));
    expect(sessionStorage.getItem('explorepage')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Load Less' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Load Less' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it('stops when an empty page comes back', async () => {
    mockApi({
      'GET /account': accountHandler,
      'GET /parent/': ({ url }) =>
        json(200, {
          message: '',
          data: { totalCount: 50, children: pageOf(url) === 1 ? profileCards(1, 9) : [] },
          meta: { page: pageOf(url), limit: PAGE_SIZE, totalCount: 50 },
        }),
    });
    renderApp('/explore');
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
    expect(cardLinks()).toHaveLength(9);
  });

  it('comes back with the pages kept in session storage', async () => {
    sessionStorage.setItem('explorepage', '2');
    sessionStorage.setItem('explorelimit', '9');
    mockApi({ 'GET /account': accountHandler, 'GET /parent/': explore });
    renderApp('/explore');
    await screen.findByRole('link', { name: 'WY-P17' }, LAZY);
    expect(cardLinks()).toHaveLength(17);
    expect(screen.getByRole('button', { name: 'Load Less' })).toBeInTheDocument();
  });

  it("shows 'Failed to load users' when the server says nothing", async () => {
    mockApi({ 'GET /account': accountHandler, 'GET /parent/': () => offContract(json(404, {})) });
    renderApp('/explore');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Failed to load users');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an account that cannot be read is said so with Try again — never “set up a single first”', async () => {
    let accountFails = true;
    let exploreFails = true;
    mockApi({
      'GET /account': () =>
        accountFails
          ? json(503, { message: 'The service is busy. Please try again.', code: 'UNAVAILABLE' })
          : accountHandler(),
      'GET /parent/': (request) =>
        exploreFails
          ? json(503, { message: 'The service is busy. Please try again.', code: 'UNAVAILABLE' })
          : explore(request),
    });
    renderApp('/explore');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('The service is busy. Please try again.');
    expect(screen.queryByText(/set up a single first/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tell us about your single' })).toBeNull();

    // The account comes back; explore's own request still fails, and says so the same way.
    accountFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument(), LAZY);
    const listAlert = await screen.findByRole('alert', {}, LAZY);
    expect(listAlert).toHaveTextContent('The service is busy. Please try again.');
    expect(screen.queryByText(/set up a single first/)).toBeNull();

    exploreFails = false;
    await userEvent.click(within(listAlert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'WY-P9' }, LAZY)).toBeInTheDocument();
  });
});
