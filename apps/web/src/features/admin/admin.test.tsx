import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { SessionProvider } from '../../lib/session';
import { json, mockApi, sentBodies } from '../../test/api-mock';
import { LAZY } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';
import {
  ACCOUNT,
  AUDIT,
  BILLING,
  detailOf,
  groupOf,
  PLAN,
  PROFILE,
  REPORT,
  SCAN_REPORT,
} from './admin-fixtures';
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
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
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
      await screen.findByRole('heading', { level: 1, name: 'Report on WL-1001' }, LAZY),
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
      { action: 'suspend', reason: 'Shares a phone number in About', reportIds: ['r1'] },
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
      { action: 'dismiss', reason: 'A clinic number, not hers', reportIds: ['r2'] },
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
      'GET /admin/accounts': () =>
        ok('Accounts.', { accounts: [{ ...ACCOUNT, matchedSingle: null }], totalCount: 1 }),
      'GET /admin/accounts/a1': () => ok('Account.', ACCOUNT),
      'GET /admin/accounts/a1/billing': () => ok('Billing.', BILLING),
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
      await screen.findByRole('heading', { level: 1, name: 'hafsa@example.com' }, LAZY),
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
    ).toEqual(['Overview', 'Reports', 'Accounts', 'Non-responders', 'Plans', 'Audit log']);
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

  it('accounts: a search that found a single says which, and the account shows its billing', async () => {
    const found = {
      ...ACCOUNT,
      matchedSingle: { id: 'c1', displayId: 'WL-2002', fullName: 'Amina Bello' },
    };
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/accounts': () => ok('Accounts.', { accounts: [found], totalCount: 1 }),
      'GET /admin/accounts/a1': () => ok('Account.', ACCOUNT),
      'GET /admin/accounts/a1/billing': () => ok('Billing.', BILLING),
      'GET /admin/plans': () => ok('Plans.', [PLAN]),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/accounts?q=wl-2002');
    expect(await screen.findByText('Amina Bello (WL-2002)', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Found by the single')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/v1/admin/accounts?q=wl-2002&page=1&limit=20',
    );

    await user.click(screen.getByRole('link', { name: 'hafsa@example.com' }));
    const billing = await screen.findByRole('region', { name: 'Billing' }, LAZY);
    const rows = await within(billing).findAllByRole('article', { name: /^Order of/ });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('£75 GBP · Premium');
    expect(rows[0]).toHaveTextContent('PayPal');
    expect(rows[0]).toHaveTextContent('ref-gbp-2');
    expect(rows[0]).toHaveTextContent('CAPTURE-2');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('declined');
    expect(rows[1]).toHaveTextContent('None received');
    expect(rows[2]).toHaveTextContent('₦10,000 NGN');
    expect(rows[2]).toHaveTextContent('Paystack');
    expect(
      within(billing).getByText('By staff@example.com: Charged twice; a year on us'),
    ).toBeVisible();
    expect(within(billing).getByText('Granted')).toBeVisible();
  });

  it('audit log: says what changed in words, names and links the target, and filters in the address', async () => {
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/audit': ({ url }) =>
        url.includes('from=2026-12-01')
          ? json(400, {
              message: 'The start date must come before (or on) the end date',
              code: 'VALIDATION',
            })
          : ok('Audit log.', { entries: AUDIT, totalCount: AUDIT.length }),
    });
    const user = userEvent.setup();
    const router = renderAdmin('/admin/audit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, LAZY)).toBeVisible();
    const entries = await screen.findAllByRole('article');
    expect(entries).toHaveLength(4);
    expect(within(entries[0]!).getByRole('heading', { name: 'Edited a plan' })).toBeVisible();
    expect(entries[0]).toHaveTextContent('Price: ₦10,000 → ₦12,000');
    expect(within(entries[0]!).getByRole('link', { name: 'Premium (NGN)' })).toHaveAttribute(
      'href',
      '/admin/plans',
    );
    expect(entries[1]).toHaveTextContent('Singles limit set to 6');
    expect(within(entries[1]!).getByRole('link', { name: 'hafsa@example.com' })).toHaveAttribute(
      'href',
      '/admin/accounts/a1',
    );
    expect(entries[2]).toHaveTextContent('Removed the account from staff');
    // An action the console does not know shows its details as they are.
    expect(
      within(entries[3]!).getByRole('heading', { name: 'report.something_new' }),
    ).toBeVisible();
    expect(entries[3]).toHaveTextContent('removedText: Call me on 0801');
    expect(within(entries[3]!).getByRole('link', { name: 'Report on WL-1001' })).toHaveAttribute(
      'href',
      '/admin/reports/r1',
    );

    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    await user.type(within(form).getByLabelText('Staff member'), 'staff@example.com');
    await user.selectOptions(within(form).getByLabelText('Action'), 'account.singles_limit');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?actor=staff%40example.com&action=account.singles_limit',
      ),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/api/v1/admin/audit?actor=staff%40example.com&action=account.singles_limit&page=1&limit=20',
      ),
    );

    await user.click(within(entries[1]!).getByRole('button', { name: 'Only this target' }));
    await waitFor(() => expect(router.state.location.search).toContain('target=a1'));

    await router.navigate('/admin/audit?from=2026-12-01&to=2026-11-01');
    expect(
      await screen.findByText('The start date must come before (or on) the end date'),
    ).toBeInTheDocument();
  });
});
