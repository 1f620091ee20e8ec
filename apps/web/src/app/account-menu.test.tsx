import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../lib/storage';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn } from '../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

async function openMenu() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: /Account/ }, LAZY);
  await user.click(button);
  return { user, button };
}

describe('the account menu', { timeout: 30_000 }, () => {
  it('opens and closes as a disclosure with Settings and Logout', async () => {
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/dashboard');
    const { user, button } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('logs out: the server’s message, the session cleared, then /', async () => {
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'DELETE /auth/logout': () => json(200, { message: 'You have been logged out.', data: null }),
    });
    const router = renderApp('/dashboard');
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(readToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/auth/logout')!;
    expect(new Headers(call[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('a failed logout shows the error, clears the session anyway and goes to /login', async () => {
    mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'DELETE /auth/logout': () =>
        json(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }),
    });
    const router = renderApp('/dashboard');
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(readToken()).toBeNull();
  });
});
