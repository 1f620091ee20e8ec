import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_PAGE_PATHS } from '@waliyy/contract/web-pages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../lib/storage';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, fakeToken, loginData, signIn, userStorageKeys } from '../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('RequireAuth', { timeout: 30_000 }, () => {
  it('sends a logged-out visitor of a protected page to /login, then back there after login', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/login': () => json(200, { message: 'Welcome back.', data: loginData() }),
      'GET /account': () => json(200, { message: '', data: account() }),
    });
    const router = renderApp('/settings?tab=account');

    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/settings', search: '?tab=account', hash: '' },
    });

    await user.type(screen.getByLabelText('Email address'), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Settings' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('?tab=account');
  });

  it('goes to /login-successful after a login with no origin', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/login': () => json(200, { message: 'Welcome back.', data: loginData() }),
      'GET /account': () => json(200, { message: '', data: account() }),
    });
    const router = renderApp('/login');
    await user.type(await screen.findByLabelText('Email address', {}, LAZY), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Yusuf' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-successful');
    expect(readToken()).not.toBeNull();
  });

  it('logs out silently when the token has expired on load', async () => {
    signIn({ token: fakeToken(-30), childId: 'c1' });
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
    expect(readToken()).toBeNull();
    expect(userStorageKeys()).toEqual([]);
  });

  it('logs out silently when the token expires between navigations', async () => {
    // Expires two seconds after the page first renders.
    signIn({ token: fakeToken(2) });
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    const router = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Your recommendations' }, LAZY),
    ).toBeInTheDocument();

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/settings' } });
    expect(readToken()).toBeNull();
  });

  it('a 401 from the API logs out and returns to /login carrying the page', async () => {
    signIn();
    mockApi({
      'GET /account': () => json(401, { message: 'Session ended.', code: 'UNAUTHENTICATED' }),
    });
    const router = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/settings' } });
    expect(readToken()).toBeNull();
  });
});

describe('GuestOnly', { timeout: 30_000 }, () => {
  it.each(GUEST_PAGE_PATHS)('sends a logged-in user from %s to /dashboard', async (path) => {
    signIn();
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
  });

  it('lets a logged-out visitor in', async () => {
    renderApp('/sign-up');
    expect(
      await screen.findByRole('heading', { name: 'Create your account' }, LAZY),
    ).toBeInTheDocument();
  });
});

describe('app routes', { timeout: 30_000 }, () => {
  it('leaves unknown paths to the public not-found page', async () => {
    renderApp('/no-such-thing');
    expect(
      await screen.findByRole('heading', { name: 'Looks like you got lost' }, LAZY),
    ).toBeInTheDocument();
  });
});
