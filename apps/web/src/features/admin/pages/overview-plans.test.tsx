import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@waliyy/contract/admin';
import type { AdminPlan } from '@waliyy/contract/admin-moderation';
import {
  OVERVIEW_MESSAGES,
  type Overview,
  type OverviewBucket,
} from '@waliyy/contract/admin-overview';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { PLAN } from '../admin-fixtures';
import { utcDay } from '../format';
import { presetRange, rangeFromSearch, searchOf } from '../overview-range';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// The operator's overview (decision 023) and bringing a plan back. The console
// is mounted here as admin.test.tsx does, under the app's providers.
const none = { NGN: 0, USD: 0, GBP: 0 };
const bucket = (
  start: string,
  end: string,
  more: Partial<OverviewBucket> = {},
): OverviewBucket => ({
  start,
  end,
  signups: 0,
  visits: 0,
  activeSubscriptions: 0,
  likes: 0,
  likesAnswered: 0,
  likesExpired: 0,
  matches: 0,
  suspensions: 0,
  deletions: 0,
  failedPayments: 0,
  abandonedPayments: 0,
  revenue: none,
  ...more,
});

/** What the API answers for a query: two buckets of the asked grouping, and fixed figures. */
function overviewFor(url: string): Overview {
  const params = new URL(url, 'http://x').searchParams;
  const group = params.get('group') as Overview['group'];
  return {
    from: params.get('from')!,
    to: params.get('to')!,
    group,
    asOf: '2026-06-15T12:00:00.000Z',
    buckets: [
      bucket(params.get('from')!, params.get('from')!, { signups: 3, likes: 4, likesAnswered: 3 }),
      bucket(params.get('to')!, params.get('to')!, { signups: 2, likes: 1, likesExpired: 1 }),
    ],
    totals: {
      ...bucket('', ''),
      signups: 5,
      likes: 5,
      likesAnswered: 3,
      likesExpired: 1,
      suspensions: 2,
      deletions: 1,
      failedPayments: 1,
      abandonedPayments: 2,
      revenue: { NGN: 10_000, USD: 25, GBP: 0 },
    },
    conversion: { signedUp: 5, paid: 1 },
    activeFamilies: { last7Days: 2, last30Days: 3 },
    reports: { open: 2, oldestOpenAt: '2026-06-12T12:00:00.000Z' },
    outbox: { pending: 4, oldestPendingAt: '2026-06-15T11:15:00.000Z', failed: 1 },
  };
}

signInAsStaff();

describe('the range in the address', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('reads presets, dates and groupings, and writes them back', () => {
    expect(rangeFromSearch('', now)).toEqual({
      from: '2026-05-17',
      to: '2026-06-15',
      group: 'day',
      preset: '30d',
    });
    expect(rangeFromSearch('?preset=7d&group=month', now)).toMatchObject({
      from: '2026-06-09',
      group: 'day',
    });
    expect(rangeFromSearch('?preset=12m', now)).toMatchObject({
      from: '2025-07-01',
      to: '2026-06-15',
      group: 'month',
    });
    expect(rangeFromSearch('?preset=12m&group=week', now).group).toBe('week');
    expect(rangeFromSearch('?from=2026-03-01&to=2026-03-05&group=bogus', now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      group: 'day',
      preset: null,
    });
    expect(searchOf(presetRange('12m', now, 'week'))).toBe('?preset=12m&group=week');
    expect(searchOf(presetRange('7d', now, null))).toBe('?preset=7d');
    expect(searchOf({ from: '2026-03-01', to: '2026-03-05', group: 'week', preset: null })).toBe(
      '?from=2026-03-01&to=2026-03-05&group=week',
    );
  });
});

describe('admin overview', { timeout: 30_000 }, () => {
  it('shows the last 30 days by default with the new figures; presets and dates change the address', async () => {
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/overview': ({ url }) => ok('Overview.', overviewFor(url)),
    });
    const router = renderAdmin('/admin');
    const overviewUrls = () =>
      fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('overview'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, LAZY)).toBeVisible();
    const today = utcDay(new Date());
    expect(overviewUrls()).toEqual([
      `/api/v1/admin/overview?from=${utcDay(new Date(), 29)}&to=${today}&group=day`,
    ]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const now = await screen.findByRole('region', { name: /^Now, as of/ });
    const figure = (region: HTMLElement, label: string) =>
      within(region).getByText(label).parentElement!;
    expect(figure(now, 'Active families, last 7 days')).toHaveTextContent('2');
    expect(figure(now, 'Active families, last 30 days')).toHaveTextContent('3');
    expect(figure(now, 'Open reports')).toHaveTextContent(
      /^Open reports2The oldest since .*\(3 days ago\)\.$/,
    );
    expect(figure(now, 'E-mails waiting')).toHaveTextContent(/\(45 min ago\)\.$/);
    const totals = screen.getByRole('region', { name: /^Totals/ });
    expect(figure(totals, 'Free → paid')).toHaveTextContent(
      /1 of 5 \(20%\)Families that signed up in the range and still have an account/,
    );
    expect(figure(totals, 'Likes answered')).toHaveTextContent('360% of the likes sent');
    expect(figure(totals, 'Likes expired')).toHaveTextContent('120% went unanswered');
    expect(figure(totals, 'Suspensions')).toHaveTextContent('2');
    expect(figure(totals, 'Deletions')).toHaveTextContent('1');
    expect(figure(totals, 'Failed payments')).toHaveTextContent('1');
    expect(figure(totals, 'Abandoned payments')).toHaveTextContent('2');
    expect(figure(totals, 'E-mails failed')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Per day' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Likes expired: 2 days from/ })).toBeInTheDocument();

    // 12 months: per month, with a choice of weeks; each step is in the address.
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(router.state.location.search).toBe('?preset=12m&group=month'));
    const year = presetRange('12m', new Date(), null);
    await waitFor(() =>
      expect(overviewUrls().at(-1)).toBe(
        `/api/v1/admin/overview?from=${year.from}&to=${today}&group=month`,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Per month' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: 'week' } });
    await waitFor(() => expect(router.state.location.search).toBe('?preset=12m&group=week'));
    expect(await screen.findByRole('img', { name: /^Sign-ups: 2 weeks from/ })).toBeInTheDocument();
    expect(overviewUrls().at(-1)).toBe(
      `/api/v1/admin/overview?from=${year.from}&to=${today}&group=week`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?preset=7d'));
    expect(screen.queryByLabelText('Group')).not.toBeInTheDocument();

    // A date typed by hand leaves the preset for the dates themselves.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?from=2026-06-01&to=${today}&group=day`),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('opens the range of the address, and asks nothing for a reversed one', async () => {
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/overview': ({ url }) => ok('Overview.', overviewFor(url)),
    });
    renderAdmin('/admin?from=2026-03-01&to=2026-03-31&group=week');
    expect(
      await screen.findByRole('region', { name: 'Totals, Mar 01, 2026 to Mar 31, 2026' }, LAZY),
    ).toBeInTheDocument();
    const urls = () =>
      fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('overview'));
    expect(urls()).toEqual(['/api/v1/admin/overview?from=2026-03-01&to=2026-03-31&group=week']);
    expect(screen.getByLabelText('Group')).toHaveValue('week');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText(OVERVIEW_MESSAGES.rangeOrder)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(urls()).toHaveLength(1);
  });
});

describe('admin plans: bringing a retired plan back', { timeout: 30_000 }, () => {
  const RETIRED: AdminPlan = {
    ...PLAN,
    _id: '6f1c2a4e-0000-4000-8000-000000000002',
    planName: 'Seasonal',
    currency: 'GBP',
    amount: 12.5,
    isActive: false,
  };

  it('lists retired plans apart, brings one back with a reason, and points a re-creation to it', async () => {
    let isRetired = true;
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/plans': () => ok('Plans.', [PLAN, { ...RETIRED, isActive: !isRetired }]),
      [`POST /admin/plans/${RETIRED._id}/restore`]: () => {
        isRetired = false;
        return ok(ADMIN_MESSAGES.planRestored, { ...RETIRED, isActive: true });
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/plans');

    const retired = await screen.findByRole('region', { name: 'Retired plans' }, LAZY);
    const card = await within(retired).findByRole('article', { name: 'Seasonal (GBP)' });
    expect(within(card).getByText('Retired')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'On sale' })).getByRole('article', {
        name: 'Premium (NGN)',
      }),
    ).toBeInTheDocument();

    // Creating it again is pointed to the retired card instead.
    const form = screen.getByRole('region', { name: 'New plan' });
    await user.type(within(form).getByLabelText('Name'), 'Seasonal');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'GBP');
    expect(within(form).getByRole('link', { name: 'Bring back Seasonal (GBP)' })).toHaveAttribute(
      'href',
      `#plan-${RETIRED._id}`,
    );

    await user.click(within(card).getByText('Bring back or change Seasonal (GBP)'));
    await user.click(within(card).getByRole('button', { name: 'Bring back' }));
    expect(within(card).getByText(ADMIN_MESSAGES.reason)).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Why bring it back?'), 'The season is back');
    await user.click(within(card).getByRole('button', { name: 'Bring back' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, bring it back' }));

    expect(await screen.findByText(ADMIN_MESSAGES.planRestored)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /admin/plans/${RETIRED._id}/restore`)).toEqual([
      { reason: 'The season is back' },
    ]);
    const onSale = screen.getByRole('region', { name: 'On sale' });
    expect(
      await within(onSale).findByRole('article', { name: 'Seasonal (GBP)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Retired plans' })).getByText(
        'No plan is retired.',
      ),
    );
  });
});
