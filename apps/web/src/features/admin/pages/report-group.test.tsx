import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@waliyy/contract/admin';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { detailOf, groupOf, PUBLIC_PROFILE, REPORT } from '../admin-fixtures';
import { formatAge } from '../format';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// Decision 025 in the console: a profile's reports as one row and one page, the text
// edited out, the history, the warn action and the profile as families see it.

const SECOND = {
  ...REPORT,
  id: 'r3',
  reason: 'harassment' as const,
  note: 'Rude to our daughter',
  createdAt: '2026-11-04T15:30:00.000Z',
  reporter: { id: 'u3', email: 'second@example.com', fullName: 'Aisha Umar' },
};

const DETAIL = detailOf(REPORT, {
  reports: [REPORT, SECOND],
  publicProfile: PUBLIC_PROFILE,
  removedTexts: [
    {
      id: 't1',
      field: 'about',
      text: 'An earlier insult',
      reportId: 'r0',
      removedBy: 'staff@waliyy.test',
      createdAt: '2026-10-01T09:00:00.000Z',
    },
  ],
  history: {
    reportedAccount: [
      {
        id: 'r0',
        displayId: 'WL-1001',
        reason: 'inappropriate_content',
        source: 'family',
        status: 'actioned',
        action: 'redact',
        resolution: 'Insults in About',
        createdAt: '2026-09-30T09:00:00.000Z',
        resolvedAt: '2026-10-01T09:00:00.000Z',
      },
    ],
    accountActions: [
      {
        id: 'x1',
        action: 'account.singles_limit',
        actor: 'staff@waliyy.test',
        reason: 'Large family',
        createdAt: '2026-08-01T09:00:00.000Z',
      },
    ],
    reporters: [
      { reporterId: 'u2', reports: [] },
      { reporterId: 'u3', reports: [] },
    ],
    likes: [
      {
        id: 'l1',
        reporterDisplayId: 'WL-3003',
        reporterId: 'u3',
        direction: 'received',
        status: 'rejected',
        createdAt: '2026-11-01T10:00:00.000Z',
        closedAt: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
});

signInAsStaff();

describe('reports grouped per profile (decision 025)', { timeout: 30_000 }, () => {
  it('the queue shows one row for the profile with its reasons, count and times', async () => {
    mockApi({
      'GET /account': STAFF,
      'GET /admin/reports': () =>
        ok('Reports.', {
          reports: [
            groupOf(REPORT, {
              reportCount: 2,
              reasons: ['contact_details', 'harassment'],
              lastReportedAt: SECOND.createdAt,
            }),
          ],
          totalCount: 1,
        }),
    });
    renderAdmin('/admin/reports');
    const link = await screen.findByRole('link', { name: 'Report on WL-1001' }, LAZY);
    const row = within(link.closest('article')!);
    expect(row.getByText('Shares contact details · Harassment')).toBeInTheDocument();
    expect(row.getByText(/^2 reports, the last Nov 04, 2026, \d\d:\d\d [AP]M \(.+ ago\)$/));
    expect(row.getByText(/^First by reporter@example\.com on Nov 03, 2026/)).toBeInTheDocument();
    expect(screen.getByText('1 profile')).toBeInTheDocument();
  });

  it('the report page shows both reports, the text edited out, the history; warning handles both', async () => {
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/reports/r1': () => ok('Report.', DETAIL),
      'PUT /admin/reports/r1': () =>
        ok('The 2 reports on this profile are handled; all 2 reporters have been told.'),
      'GET /admin/reports': () => ok('Reports.', { reports: [], totalCount: 0 }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/reports/r1');

    const reports = within(
      await screen.findByRole('region', { name: '2 reports on this profile' }, LAZY),
    );
    expect(reports.getByText('reporter@example.com')).toBeInTheDocument();
    expect(reports.getByText('second@example.com')).toBeInTheDocument();
    expect(reports.getByText('Rude to our daughter')).toBeInTheDocument();

    const removed = within(screen.getByRole('region', { name: 'Text edited out' }));
    expect(removed.getByText('An earlier insult')).toBeInTheDocument();
    expect(
      removed.getByText(/^About, Oct 01, 2026, .+ by staff@waliyy\.test$/),
    ).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(
      history.getByText(
        /^Inappropriate content on WL-1001, Sep 30, 2026, .+: Fields edited out Oct 01, 2026/,
      ),
    ).toBeInTheDocument();
    expect(
      history.getByText(/^Changed the singles limit by staff@waliyy\.test/),
    ).toBeInTheDocument();
    expect(history.getByText('Other reports by second@example.com')).toBeInTheDocument();
    expect(
      history.getByText(/^This single liked WL-3003, Nov 01, 2026, .+: Declined/),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View as families see it' })).toHaveAttribute(
      'href',
      '/admin/reports/r1?view=public',
    );

    await user.type(screen.getByLabelText('Reason'), 'Be kind to other families');
    await user.click(screen.getByRole('button', { name: 'Warn the family' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Warn bad@example.com?' }));
    expect(
      dialog.getByText(
        'All 2 reports are handled. The family is e-mailed a warning with your reason; nothing else changes. All 2 reporters are told.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, warn them' }));
    expect(
      await screen.findByText(
        'The 2 reports on this profile are handled; all 2 reporters have been told.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /admin/reports/r1')).toEqual([
      { action: 'warn', reason: 'Be kind to other families', reportIds: ['r1', 'r3'] },
    ]);
  });

  it('a report filed after the page loaded: the action is refused, the page says so and shows it', async () => {
    let isReloaded = false;
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/reports/r1': () =>
        ok('Report.', isReloaded ? DETAIL : { ...DETAIL, reports: [REPORT] }),
      'PUT /admin/reports/r1': () => {
        isReloaded = true;
        return json(409, { message: ADMIN_MESSAGES.reportsChanged, code: 'CONFLICT' });
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/reports/r1');
    await screen.findByRole('region', { name: 'The report' }, LAZY);

    await user.type(screen.getByLabelText('Reason'), 'The profile is genuine');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Yes, dismiss it' }));
    expect(await screen.findByText(ADMIN_MESSAGES.reportsChanged)).toBeInTheDocument();
    // Reloaded: both reports shown, still on the page, nothing handled.
    expect(
      await screen.findByRole('region', { name: '2 reports on this profile' }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /admin/reports/r1')).toEqual([
      { action: 'dismiss', reason: 'The profile is genuine', reportIds: ['r1'] },
    ]);
  });

  it('shows the profile as families see it, without names', async () => {
    mockApi({
      'GET /account': STAFF,
      'GET /admin/reports/r1': () => ok('Report.', DETAIL),
    });
    renderAdmin('/admin/reports/r1?view=public');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WL-1001' }, LAZY),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This is WL-1001 as other families see it: no names and no contact details.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Zainab Ode')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the report' })).toHaveAttribute(
      'href',
      '/admin/reports/r1',
    );
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(formatAge('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(formatAge('2026-11-26T11:48:00Z', now)).toBe('12 min ago');
    expect(formatAge('2026-11-26T09:00:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-11-25T12:00:00Z', now)).toBe('1 day ago');
    expect(formatAge('2026-08-26T12:00:00Z', now)).toBe('3 months ago');
  });
});
