import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { fakeToken, loginData, signIn, USER, userStorageKeys } from '../test/session-fixtures';
import { type Session, SessionProvider, useSession } from './session';
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
  it('restores the user from storage when the token cookie exists (spec §4)', () => {
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

  it('login stores the cookie and the user; logout clears everything', () => {
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

    sessionStorage.setItem('page', '3');
    act(() => current.logout({ to: '/' }));
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(userStorageKeys()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(current.redirect).toEqual({ to: '/' });
  });
});
