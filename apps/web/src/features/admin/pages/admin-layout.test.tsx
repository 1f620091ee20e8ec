import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { mockApi } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { account } from '../../../test/session-fixtures';
import { PLAN } from '../admin-fixtures';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// The console's frame: for staff only, its own navigation and sign-out, a way back for staff with singles.

signInAsStaff();

describe('admin console: the frame', { timeout: 30_000 }, () => {
  it('tells an account that is not staff the page is for staff, and asks the API nothing', async () => {
    const fetchMock = mockApi({ 'GET /account': () => ok('', account()) });
    renderAdmin('/admin/reports');
    expect(
      await screen.findByText('This page is for Waliyy staff only.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('/admin'))).toBe(false);
  });

  it('speaks English to staff whose account reads Arabic, then Arabic again; a family keeps its own', async () => {
    // The account's language (as sign-in would store it) is Arabic.
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...user, language: 'ar' }));
    await activateLanguage('ar');
    mockApi({
      'GET /account': STAFF,
      'GET /admin/plans': () => ok('Plans.', [PLAN]),
    });
    renderAdmin('/admin/plans');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' }, LAZY);
    // The whole page, shared pieces included, while the console is open.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(nav.closest('[lang]')).toHaveAttribute('lang', 'en');
    cleanup();
    // Leaving it brings the account's language back.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    mockApi({ 'GET /account': () => ok('', account()) });
    renderAdmin('/admin/reports');
    expect(
      await screen.findByText('هذه الصفحة مخصّصة لفريق عمل Waliyy فقط.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('frame: the console has its own navigation and sign-out, each page its own h1', async () => {
    mockApi({
      'GET /account': STAFF,
      'GET /admin/plans': () => ok('Plans.', [PLAN]),
    });
    renderAdmin('/admin/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' }, LAZY)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Overview',
      'Reports',
      'Accounts',
      'Verifications',
      'Non-responders',
      'Plans',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // No singles: nothing to go back to in the family app.
    expect(screen.queryByRole('link', { name: 'Family app' })).not.toBeInTheDocument();
  });

  it('frame: staff who also have singles get a way back to the family app', async () => {
    mockApi({
      'GET /account': () =>
        ok('', account({ isAdmin: true, children: [{ id: 'c1', firstName: 'Amina' }] as never })),
      'GET /admin/plans': () => ok('Plans.', [PLAN]),
    });
    renderAdmin('/admin/plans');
    expect(await screen.findByRole('link', { name: 'Family app' }, LAZY)).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
