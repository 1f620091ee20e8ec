import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readChildId, readToken } from '../lib/storage';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn, USER, userStorageKeys } from '../test/session-fixtures';

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

const SINGLES = [
  { id: 'c1', firstName: 'Aisha' },
  { id: 'c2', firstName: 'Maryam' },
];

/** The top bar's 'Active single: {name}' (protected-shell.tsx). */
function activeSingleInTopBar() {
  const label = screen.getByText('Active single:', { exact: false, selector: 'span' });
  return label.parentElement?.textContent?.replace('Active single:', '').trim();
}

function menuPanel(button: HTMLElement) {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('the account menu', { timeout: 30_000 }, () => {
  it('opens and closes as a disclosure with Add a Single, Settings and Logout', async () => {
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/dashboard');
    const { user, button } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = menuPanel(button);
    expect(within(panel).getByRole('link', { name: 'Add a Single' })).toHaveAttribute(
      'href',
      '/get-started',
    );
    // Small screens only (product.md §2): the sidebar carries it on large ones.
    const settings = within(panel).getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    expect(settings.closest('li')).toHaveClass('lg:hidden');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('Switch Accounts lists the singles; picking one makes it active and opens /dashboard', async () => {
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
    });
    const router = renderApp('/select-child');
    const { user, button } = await openMenu();
    const list = within(menuPanel(button)).getByRole('list', { name: 'Switch Accounts' });
    // product.md §9: the list scrolls beyond 120 px.
    expect(list).toHaveStyle({ maxHeight: '120px' });
    expect(list).toHaveClass('overflow-y-auto');
    const aisha = within(list).getByRole('button', { name: 'Aisha' });
    const maryam = within(list).getByRole('button', { name: 'Maryam' });
    expect(aisha).toHaveAttribute('aria-current', 'true');
    expect(maryam).not.toHaveAttribute('aria-current');
    expect(activeSingleInTopBar()).toBe('Aisha');

    await user.click(maryam);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
    expect(readChildId()).toBe('c2');
    // The menu closes once the new page has rendered (an effect on the location).
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    // The top bar follows the switch.
    await waitFor(() => expect(activeSingleInTopBar()).toBe('Maryam'));
    await user.click(button);
    expect(within(menuPanel(button)).getByRole('button', { name: 'Maryam' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('Add a Single goes to /get-started', async () => {
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    const router = renderApp('/dashboard');
    const { user, button } = await openMenu();
    expect(within(menuPanel(button)).getByText('No singles yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a Single' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'), LAZY);
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
    expect(userStorageKeys()).toEqual([]);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/auth/logout')!;
    expect(new Headers(call[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('logs out in Hausa to the Hausa home, which stays in Hausa', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'DELETE /auth/logout': () => json(200, { message: 'You have been logged out.', data: null }),
    });
    const router = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Asusu/ }, LAZY));
    await user.click(screen.getByRole('button', { name: 'Fita' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ha'), LAZY);
    expect(document.documentElement).toHaveAttribute('lang', 'ha');
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

  it('speaks the account’s language: the menu, the top bar and the navigation in Hausa', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Asusu/ }, LAZY);
    await user.click(button);
    const panel = menuPanel(button);
    expect(within(panel).getByRole('list', { name: 'Sauya asusu' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ƙara ɗa ko ʼya' })).toHaveAttribute(
      'href',
      '/get-started',
    );
    expect(within(panel).getByRole('link', { name: 'Saituna' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(panel).getByRole('button', { name: 'Fita' })).toBeInTheDocument();
    expect(
      screen.getByText('Wanda kuke kula da shi yanzu:', { exact: false, selector: 'span' }),
    ).toBeInTheDocument();
    const [sidebar] = screen.getAllByRole('navigation', { name: 'Babban menu' });
    expect(within(sidebar!).getByRole('link', { name: 'Shawarwari' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar!).getByRole('link', { name: 'Sha’awa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Taƙaita menu na gefe' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ha');
  });

  it('in Arabic reads right to left, the sidebar’s chevron mirrored', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'طيّ الشريط الجانبي' }, LAZY);
    expect(toggle.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    expect(screen.getByRole('button', { name: /الحساب/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
