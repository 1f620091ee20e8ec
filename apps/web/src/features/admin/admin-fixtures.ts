import type { AdminAccount } from '@waliyy/contract/admin';
import type {
  AdminPlan,
  AdminReport,
  AdminReportDetail,
  AdminReportGroup,
} from '@waliyy/contract/admin-moderation';
import type { AccountBilling, AuditEntry } from '@waliyy/contract/admin-support';
import type { ChildProfile } from '@waliyy/contract/children';
import { PublicProfile } from '@waliyy/contract/discovery';
import { makeChildProfile } from '@waliyy/contract/testing';
import { NO_VERIFICATION } from '@waliyy/contract/verification';

// What the console's tests are answered with.

export const REPORT: AdminReport = {
  id: 'r1',
  reason: 'contact_details',
  note: 'Her About text has a phone number in it.',
  status: 'open',
  action: null,
  resolution: null,
  createdAt: '2026-11-03T10:00:00.000Z',
  resolvedAt: null,
  source: 'family',
  findings: [],
  reporter: { id: 'u2', email: 'reporter@example.com', fullName: 'Musa Ade' },
  reported: {
    childId: 'c9',
    displayId: 'WL-1001',
    account: { id: 'a9', email: 'bad@example.com', fullName: 'Bala Ode', suspendedAt: null },
  },
};
/** Filed by `npm run safety:scan` on the same profile: no reporter, what the detector found. */
export const SCAN_REPORT: AdminReport = {
  ...REPORT,
  id: 'r2',
  note: null,
  source: 'scan',
  reporter: null,
  findings: [
    { field: 'about', kind: 'phone', start: 11, end: 24, text: '0801 234 5678' },
    { field: 'speakersListenedTo', kind: 'email', start: 0, end: 11, text: 'z@ode.co.uk', item: 1 },
  ],
};
export const PROFILE: ChildProfile = makeChildProfile({
  id: 'c9',
  displayId: 'WL-1001',
  fullName: 'Zainab Ode',
  firstName: 'Zainab',
  lastName: 'Ode',
  age: 24,
  about: 'Call me on 0801 234 5678',
  profession: 'Nurse',
  speakersListenedTo: [],
});

/** A queue row: the report alone on its profile, unless told otherwise. */
export const groupOf = (report: AdminReport, more: Partial<AdminReportGroup> = {}) =>
  ({
    ...report,
    reportCount: 1,
    reasons: [report.reason],
    lastReportedAt: report.createdAt,
    ...more,
  }) satisfies AdminReportGroup;

export const NO_HISTORY: AdminReportDetail['history'] = {
  reportedAccount: [],
  accountActions: [],
  reporters: [],
  likes: [],
};

/** The report's detail: alone in its group, with the profile and no history, unless told otherwise. */
export const detailOf = (
  report: AdminReport,
  more: Partial<AdminReportDetail> = {},
): AdminReportDetail => ({
  ...report,
  profile: PROFILE,
  publicProfile: null,
  reports: [report],
  removedTexts: [],
  history: NO_HISTORY,
  ...more,
});

/** The profile as families see it: no names. */
// The contract's projection drops what families never see (names, birth, wali).
export const PUBLIC_PROFILE: PublicProfile = PublicProfile.parse({
  ...makeChildProfile({ id: 'c9', displayId: 'WL-1001', gender: 'MALE', age: 31 }),
  compatibility: null,
  relation: null,
  verification: NO_VERIFICATION,
});
export const ACCOUNT: AdminAccount = {
  id: 'a1',
  email: 'hafsa@example.com',
  fullName: 'Hafsa Bello',
  phone: '+2348000000001',
  role: 'guardian',
  isVerified: true,
  suspendedAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
  singlesCount: 1,
  alternateEmail: null,
  singlesLimit: 2,
  singlesLimitOverride: null,
  planExpiresAt: null,
  nonResponses: 0,
  warnedAt: null,
  openReports: 0,
  singles: [
    {
      id: 'c1',
      displayId: 'WL-2002',
      fullName: 'Amina Bello',
      gender: 'FEMALE',
      age: 23,
      isListed: true,
      isPaused: false,
      createdAt: '2026-01-11T08:00:00.000Z',
    },
  ],
};

export const PLAN: AdminPlan = {
  _id: '6f1c2a4e-0000-4000-8000-000000000001',
  planName: 'Premium',
  amount: 10000,
  currency: 'NGN',
  planDescription: 'Like and answer likes\nMeet a match',
  interval: 'annual',
  isActive: true,
  sortOrder: 0,
};

/** Charged twice: a naira payment, a failed and a paid pound order, and a granted year. */
export const BILLING: AccountBilling = {
  orders: [
    {
      id: 'o3',
      planName: 'Premium',
      provider: 'paypal',
      reference: 'ref-gbp-2',
      providerOrderId: 'PP-ORDER-2',
      amount: 75,
      currency: 'GBP',
      status: 'succeeded',
      failureReason: null,
      createdAt: '2026-11-02T09:00:00.000Z',
      updatedAt: '2026-11-02T09:05:00.000Z',
      payment: {
        id: 'p3',
        provider: 'paypal',
        providerReference: 'CAPTURE-2',
        amount: 75,
        currency: 'GBP',
        paidAt: '2026-11-02T09:05:00.000Z',
      },
    },
    {
      id: 'o2',
      planName: 'Premium',
      provider: 'paypal',
      reference: 'ref-gbp-1',
      providerOrderId: null,
      amount: 75,
      currency: 'GBP',
      status: 'failed',
      failureReason: 'declined',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
      payment: null,
    },
    {
      id: 'o1',
      planName: 'Premium',
      provider: 'paystack',
      reference: 'ref-ngn-1',
      providerOrderId: null,
      amount: 10000,
      currency: 'NGN',
      status: 'succeeded',
      failureReason: null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:01:00.000Z',
      payment: {
        id: 'p1',
        provider: 'paystack',
        providerReference: 'PSK-1',
        amount: 10000,
        currency: 'NGN',
        paidAt: '2026-10-01T09:01:00.000Z',
      },
    },
  ],
  ordersTotal: 3,
  subscriptions: [
    {
      id: 's3',
      planName: 'Premium',
      currency: 'NGN',
      source: 'granted',
      startsAt: '2027-11-02T09:05:00.000Z',
      expiresAt: '2028-11-02T09:05:00.000Z',
      createdAt: '2026-11-03T09:00:00.000Z',
      paymentReference: null,
      grantedBy: 'staff@example.com',
      grantReason: 'Charged twice; a year on us',
    },
    {
      id: 's1',
      planName: 'Premium',
      currency: 'NGN',
      source: 'paid',
      startsAt: '2026-10-01T09:01:00.000Z',
      expiresAt: '2027-10-01T09:01:00.000Z',
      createdAt: '2026-10-01T09:01:00.000Z',
      paymentReference: 'PSK-1',
      grantedBy: null,
      grantReason: null,
    },
  ],
  subscriptionsTotal: 2,
};

const ENTRY = {
  actor: { id: 'st1', label: 'staff@example.com' },
  reason: 'Checked with the family',
  createdAt: '2026-11-03T10:00:00.000Z',
};

export const AUDIT: AuditEntry[] = [
  {
    ...ENTRY,
    id: 'e1',
    action: 'plan.update',
    targetType: 'plan',
    targetId: PLAN._id,
    target: { label: 'Premium (NGN)', accountId: null },
    details: {
      before: { ...PLAN, amount: 10000 },
      after: { ...PLAN, amount: 12000 },
    },
  },
  {
    ...ENTRY,
    id: 'e2',
    action: 'account.singles_limit',
    targetType: 'account',
    targetId: 'a1',
    target: { label: 'hafsa@example.com', accountId: 'a1' },
    details: { limit: 6 },
  },
  {
    ...ENTRY,
    id: 'e3',
    action: 'account.revoke_admin',
    targetType: 'account',
    targetId: 'a2',
    target: { label: 'old.staff@example.com', accountId: 'a2' },
    details: { email: 'old.staff@example.com' },
  },
  {
    ...ENTRY,
    id: 'e4',
    action: 'report.something_new',
    targetType: 'report',
    targetId: 'r1',
    target: { label: 'Report on WL-1001', accountId: 'a9' },
    details: { displayId: 'WL-1001', removedText: 'Call me on 0801', note: null },
  },
];
