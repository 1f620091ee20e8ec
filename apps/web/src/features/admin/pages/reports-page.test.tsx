import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { detailOf, groupOf, PROFILE, REPORT, SCAN_REPORT } from '../admin-fixtures';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// The reports queue and a report's actions.

signInAsStaff();

describe('admin console: reports', { timeout: 30_000 }, () => {
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
});
