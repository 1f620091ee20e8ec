import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { SessionProvider } from '../../lib/session';
import { json, mockApi, sentBodies } from '../../test/api-mock';
import { LAZY } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';
import { ACCOUNT, detailOf, groupOf, PLAN, PROFILE, REPORT, SCAN_REPORT } from './admin-fixtures';
import { adminRoute } from './admin-routes';

// The console is not mounted in the app's routes by this feature, so the tests mount
// `adminRoute` themselves under the app's providers.
function renderAdmin(entry: string) {
  const router = createMemoryRouter(
    [
      {
        // As the app's root route does: a lazy route on the first load shows this meanwhile.
        HydrateFallback: () => <p>Loading…</p>,
        element: (
          <AppProviders>
            <SessionProvider>
              <Outlet />
            </SessionProvider>
          </AppProviders>
        ),
        children: [adminRoute, { path: '*', element: <p>Elsewhere</p> }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const STAFF = () => json(200, { message: '', data: account({ isAdmin: true }) });
const ok = (message: string, data: unknown = null) => json(200, { message, data });

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn();
});

describe('admin console', { timeout: 30_000 }, () => {
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
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('/admin'))).toBe(false);
  });

  it('reports: the queue lists an open report; suspending the account asks first, then goes back to the queue', async () => {
    let isOpen = true;
    const message = 'The report is handled and the reporter has been told.';
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/reports': () =>
        ok(
          'Reports.',
          isOpen ? { reports: [groupOf(REPORT)], totalCount: 1 } : { reports: [], totalCount: 0 },
        ),
      'GET /admin/reports/r1': () => ok('Report.', detailOf(REPORT)),
      'PUT /admin/reports/r1': () => {
        isOpen = false;
        return ok(message);
      },
    });
    const user = userEvent.setup();
    const router = renderAdmin('/admin');
    await user.click(await screen.findByRole('link', { name: 'Reports' }, LAZY));

    const link = await screen.findByRole('link', { name: 'Report on WL-1001' }, LAZY);
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const row = link.closest('article')!;
    expect(within(row).getByText('Shares contact details')).toBeInTheDocument();
    expect(
      within(row).getByText(
        /^By reporter@example\.com on Nov 03, 2026, \d\d:\d\d [AP]M \(.+ ago\)$/,
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText('Her About text has a phone number in it.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/v1/admin/reports?status=open&page=1&limit=20',
    );

    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Report on WL-1001' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('bad@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not suspended')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Call me on 0801 234 5678')).toBeInTheDocument();

    // No reason: nothing is asked or sent.
    await user.click(screen.getByRole('button', { name: 'Suspend the account' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason (3 to 500 characters)'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason'), 'Shares a phone number in About');
    await user.click(screen.getByRole('button', { name: 'Suspend the account' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend bad@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, suspend it' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports'));
    expect(await screen.findByText('No open reports. Well done.', {}, LAZY)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /admin/reports/r1')).toEqual([
      { action: 'suspend', reason: 'Shares a phone number in About' },
    ]);
  });

  it('reports: one the safety scan filed shows no reporter but what was found, and dismissing it tells no reporter', async () => {
    const message = 'The report is handled.';
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/reports': () =>
        ok('Reports.', { reports: [groupOf(SCAN_REPORT)], totalCount: 1 }),
      'GET /admin/reports/r2': () =>
        ok(
          'Report.',
          detailOf(SCAN_REPORT, {
            profile: { ...PROFILE, speakersListenedTo: ['Mufti Menk', 'z@ode.co.uk'] },
          }),
        ),
      'PUT /admin/reports/r2': () => ok(message),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/reports');

    const link = await screen.findByRole('link', { name: 'Report on WL-1001' }, LAZY);
    const row = link.closest('article')!;
    expect(within(row).getByText('Shares contact details')).toBeInTheDocument();
    expect(
      within(row).getByText(/^By the safety scan on Nov 03, 2026, \d\d:\d\d [AP]M \(.+ ago\)$/),
    ).toBeInTheDocument();
    expect(
      within(row).getByText(
        'About: phone number "0801 234 5678"; Speakers listened to, item 2: e-mail address "z@ode.co.uk"',
      ),
    ).toBeInTheDocument();

    await user.click(link);
    const details = within(await screen.findByRole('region', { name: 'The report' }, LAZY));
    expect(details.getByText('Safety scan')).toBeInTheDocument();
    expect(details.getByText('About: phone number "0801 234 5678"')).toBeInTheDocument();
    expect(
      details.getByText('Speakers listened to, item 2: e-mail address "z@ode.co.uk"'),
    ).toBeInTheDocument();
    expect(details.queryByText('No note')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason'), 'A clinic number, not hers');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss this report?' });
    expect(within(dialog).getByText('Nothing changes on the profile.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, dismiss it' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /admin/reports/r2')).toEqual([
      { action: 'dismiss', reason: 'A clinic number, not hers' },
    ]);
  });

  it('accounts: search by e-mail, open the account, set the singles limit to 5 with a reason', async () => {
    let limitAnswer = () =>
      json(400, {
        message: 'Please correct the highlighted fields.',
        code: 'VALIDATION',
        errors: {
          limit: 'The limit must be a whole number from 1 to 50, or null for the plan limit',
        },
      });
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/accounts': () => ok('Accounts.', { accounts: [ACCOUNT], totalCount: 1 }),
      'GET /admin/accounts/a1': () => ok('Account.', ACCOUNT),
      'GET /admin/plans': () => ok('Plans.', [PLAN]),
      'PUT /admin/accounts/a1/singles-limit': () => limitAnswer(),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/accounts');

    await user.type(await screen.findByLabelText('Search accounts', {}, LAZY), 'hafsa@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/api/v1/admin/accounts?q=hafsa%40example.com&page=1&limit=20',
      ),
    );
    await user.click(await screen.findByRole('link', { name: 'hafsa@example.com' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'hafsa@example.com' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('WL-2002 · Female · 23 years · Listed')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Premium (₦10,000)' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Singles limit'), '5');
    await user.type(screen.getByLabelText('Why change the limit?'), 'Twins and a cousin');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the singles limit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Singles limit')).toHaveAccessibleDescription(
        expect.stringContaining('The limit must be a whole number from 1 to 50'),
      ),
    );
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();

    limitAnswer = () => ok('The singles limit is changed.');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Change the singles limit?' })).getByRole(
        'button',
        { name: 'Yes, change it' },
      ),
    );
    expect(await screen.findByText('The singles limit is changed.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /admin/accounts/a1/singles-limit')).toEqual([
      { limit: 5, reason: 'Twins and a cousin' },
      { limit: 5, reason: 'Twins and a cousin' },
    ]);
  });

  it('plans: lists the plans and creates one with the right body', async () => {
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/plans': () => ok('Plans.', [PLAN, { ...PLAN, _id: 'p2', isActive: false }]),
      'POST /admin/plans': () => json(201, { message: 'The plan is created.', data: PLAN }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/plans');

    const premium = (await screen.findAllByRole('article', { name: 'Premium (NGN)' }, LAZY))[0]!;
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    expect(within(premium).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('Retired')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'New plan' });
    await user.type(within(form).getByLabelText('Name'), 'Family');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'GBP');
    await user.type(within(form).getByLabelText('Amount'), '30.5');
    await user.type(
      within(form).getByLabelText('Description'),
      'Up to 6 singles{Enter}Priority help',
    );
    await user.type(within(form).getByLabelText('Why create it?'), 'Large families asked');
    await user.click(within(form).getByRole('button', { name: 'Create the plan' }));

    expect(await screen.findByText('The plan is created.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /admin/plans')).toEqual([
      {
        planName: 'Family',
        amount: 30.5,
        currency: 'GBP',
        planDescription: 'Up to 6 singles\nPriority help',
        reason: 'Large families asked',
      },
    ]);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });
});
