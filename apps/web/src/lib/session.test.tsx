import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { mockApi, sentBodies } from '../test/api-mock';
import { fakeToken, loginData, signIn, USER, userStorageKeys } from '../test/session-fixtures';
import { activeSingleFor, type Session, SessionProvider, useSession } from './session';
import { readToken, readUser } from './storage';

let current: Session;
function Probe() {
  current = useSession();
  return <p>{current.isLoggedIn ? `in as ${current.user?.fullName}` : 'out'}</p>;
}

function renderSession() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <AppProviders>
          <SessionProvider>
            <Probe />
          </SessionProvider>
        </AppProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('SessionProvider', () => {
  it('restores the user from storage when the token cookie exists (product.md §4)', () => {
    const token = signIn({ childId: 'c7' });
    renderSession();
    expect(screen.getByText('in as Yusuf Bello')).toBeInTheDocument();
    expect(current.token).toBe(token);
    expect(current.childId).toBe('c7');
  });

  it('starts logged out without the cookie, even with a stored user', () => {
    localStorage.setItem('user', JSON.stringify(USER));
    renderSession();
    expect(screen.getByText('out')).toBeInTheDocument();
  });

  it('logs out silently on load when the token has expired, clearing storage', () => {
    signIn({ token: fakeToken(-60), childId: 'c1' });
    localStorage.setItem('isOpen', 'true');
    renderSession();
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(userStorageKeys()).toEqual([]);
  });

  it('login stores the cookie and the user; logout clears everything', async () => {
    const api = mockApi({});
    renderSession();
    const data = loginData();
    act(() => current.login(data, { to: '/login-successful' }));
    expect(screen.getByText('in as Yusuf Bello')).toBeInTheDocument();
    expect(readToken()).toBe(data.token);
    expect(readUser()).toEqual(USER);
    expect(current.redirect).toEqual({ to: '/login-successful' });

    act(() => current.selectChild('c2'));
    expect(localStorage.getItem('childId')).toBe('c2');
    expect(current.childId).toBe('c2');
    // The family's choice is kept on the server for the next login (decision 022).
    await waitFor(() =>
      expect(sentBodies(api, 'PUT /account/active-single')).toEqual([{ childId: 'c2' }]),
    );

    sessionStorage.setItem('page', '3');
    act(() => current.logout({ to: '/' }));
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(userStorageKeys()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(current.redirect).toEqual({ to: '/' });
  });

  it('login restores the active single by the spec’s rule, whatever page it returns to (decision 022)', () => {
    renderSession();
    const one = [{ id: 'c1', firstName: 'Aisha' }];
    act(() => current.login(loginData({ children: one, lastChildId: null }), { to: '/likes' }));
    expect(current.childId).toBe('c1');
    expect(localStorage.getItem('childId')).toBe('c1');
    expect(current.redirect).toEqual({ to: '/likes' });

    act(() => current.logout());
    const two = [...one, { id: 'c2', firstName: 'Maryam' }];
    act(() => current.login(loginData({ children: two, lastChildId: 'c2' }), { to: '/likes' }));
    expect(current.childId).toBe('c2');
    expect(localStorage.getItem('childId')).toBe('c2');

    act(() => current.logout());
    act(() => current.login(loginData({ children: two, lastChildId: null })));
    expect(current.childId).toBeNull();
    expect(localStorage.getItem('childId')).toBeNull();
  });
});

describe('activeSingleFor', () => {
  const A = { id: 'a', firstName: 'A' };
  const B = { id: 'b', firstName: 'B' };
  it('keeps the current single while it is the account’s', () => {
    expect(activeSingleFor([A, B], 'a', 'b')).toBe('b');
  });
  it('takes the only single', () => {
    expect(activeSingleFor([A], null, null)).toBe('a');
    expect(activeSingleFor([A], 'gone', 'gone-too')).toBe('a');
  });
  it('of several takes the last used when it is still one of them, else none', () => {
    expect(activeSingleFor([A, B], 'b', null)).toBe('b');
    expect(activeSingleFor([A, B], 'b', 'deleted')).toBe('b');
    expect(activeSingleFor([A, B], 'deleted', null)).toBeNull();
    expect(activeSingleFor([A, B], undefined, null)).toBeNull();
  });
  it('has none without singles', () => {
    expect(activeSingleFor([], 'a', 'a')).toBeNull();
  });
});
