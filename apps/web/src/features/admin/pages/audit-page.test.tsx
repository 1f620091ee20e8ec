import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { AUDIT } from '../admin-fixtures';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// The audit log.

signInAsStaff();

describe('admin console: audit log', { timeout: 30_000 }, () => {
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
