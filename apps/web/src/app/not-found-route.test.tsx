import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn } from '../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

const SINGLES = [{ id: 'c1', firstName: 'Aisha' }];

describe('the 404 page (product.md §2; decision 022)', { timeout: 30_000 }, () => {
  it('signed out, sits in the public header with Log in and Sign up', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Looks like you got lost' }, LAZY),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('signed in, sits in the app’s own header and navigation, with no Log in or Sign up', async () => {
    signIn({ childId: 'c1' });
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
    });
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Looks like you got lost' }, LAZY),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /Waliyy.*dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect((await within(header).findByText('Active single:')).parentElement).toHaveTextContent(
      'Aisha',
    );
    expect(screen.queryByRole('link', { name: /Log in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign up/ })).not.toBeInTheDocument();
    // The app's navigation is there, and 'home' is the dashboard.
    expect(screen.getAllByRole('link', { name: /Likes/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('signed in, logging out from its menu leaves for the home page', async () => {
    const user = userEvent.setup();
    signIn({ childId: 'c1' });
    const router = renderApp('/no-such-page');
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'DELETE /auth/logout': () => json(200, { message: 'You have been logged out.', data: null }),
    });
    const header = await screen.findByRole('banner', {}, LAZY);
    await user.click(await within(header).findByRole('button', { name: /Account/ }, LAZY));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
  });
});
