import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { ACCOUNT, BILLING, PLAN } from '../admin-fixtures';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// Finding an account and acting on it.

signInAsStaff();

describe('admin console: accounts', { timeout: 30_000 }, () => {
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
});
