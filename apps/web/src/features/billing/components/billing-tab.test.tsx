import { screen, within } from '@testing-library/react';
import type { BillingHistoryEntry } from '@waliyy/contract/billing';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../../app/settings-page';
import { json } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { ACTIVE, api, setUpBillingPage } from '../billing-fixtures';

// Settings › Billing: the running plan and the history.

setUpBillingPage();

describe('Settings › Billing', { timeout: 30_000 }, () => {
  const history: BillingHistoryEntry[] = [
    {
      id: 's2',
      plan: { planName: 'Premium', amount: 20, currency: 'GBP' },
      startsAt: '2099-11-23T12:00:00.000Z',
      expiresAt: '2100-11-23T12:00:00.000Z',
      status: 'upcoming',
      duration: 12,
      payment: {
        status: 'succeeded',
        duration: 12,
        paidAt: '2099-06-05T12:00:00.000Z',
        provider: 'paypal',
        reference: 'wy_two',
      },
    },
    {
      id: 's1',
      plan: { planName: 'Premium', amount: 10000, currency: 'NGN' },
      startsAt: '2098-11-23T12:00:00.000Z',
      expiresAt: '2099-11-23T12:00:00.000Z',
      status: 'active',
      duration: 12,
      payment: {
        status: 'succeeded',
        duration: 12,
        paidAt: '2098-11-23T12:00:00.000Z',
        provider: 'paystack',
        reference: 'wy_one',
      },
    },
  ];

  it("shows the running plan and the history, newest first, dated 'MMM DD, YYYY'", async () => {
    api(ACTIVE, { 'GET /subscriptions': () => json(200, { message: '', data: history }) });
    renderPage(<SettingsPage />, '/settings?tab=billing');
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(await within(current).findByText('Premium')).toBeInTheDocument();
    expect(within(current).getByText('₦10,000 per annum')).toBeInTheDocument();
    expect(within(current).getByText(/^Nov \d\d, 2099$/)).toBeInTheDocument();

    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('£20');
    expect(rows[0]).toHaveTextContent(/Paid Jun 05, 2099/);
    expect(rows[0]).toHaveTextContent('Starts later');
    expect(rows[1]).toHaveTextContent('₦10,000');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Ref wy_one');
  });

  it('on the free plan: Free, an upgrade link, and no payments yet', async () => {
    api(null, { 'GET /subscriptions': () => json(200, { message: '', data: [] }) });
    renderPage(<SettingsPage />, '/settings?tab=billing');
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(await within(current).findByText('Free')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
