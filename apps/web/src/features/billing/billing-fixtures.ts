import type { AccountData } from '@waliyy/contract/auth';
import type { Order, Subscription } from '@waliyy/contract/billing';
import type { Plan } from '@waliyy/contract/plans';
import { afterEach, beforeEach, vi } from 'vitest';
import { assignLocation } from '../../lib/full-navigation';
import { json, mockApi } from '../../test/api-mock';
import { account, signIn } from '../../test/session-fixtures';

// What the billing tests answer with: the plans, a running plan, an order, the account.

export const FEATURES = 'Like and answer likes\nMeet a match\nUp to 4 singles';
export const PLANS: Plan[] = [
  {
    _id: 'plan-ngn',
    planName: 'Premium',
    amount: 10000,
    currency: 'NGN',
    interval: 'annual',
    planDescription: FEATURES,
    providers: ['paystack'],
  },
  {
    _id: 'plan-usd',
    planName: 'Premium',
    amount: 25,
    currency: 'USD',
    interval: 'annual',
    planDescription: FEATURES,
    providers: ['paystack', 'paypal'],
  },
  {
    _id: 'plan-gbp',
    planName: 'Premium',
    amount: 20,
    currency: 'GBP',
    interval: 'annual',
    planDescription: FEATURES,
    providers: ['paypal'],
  },
];

export const ACTIVE: Subscription = {
  plan: { planName: 'Premium', amount: 10000, currency: 'NGN' },
  expiresAt: '2099-11-23T12:00:00.000Z',
  duration: 12,
  payment: { status: 'succeeded', duration: 12 },
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    status: 'succeeded',
    plan: { _id: 'plan-ngn', planName: 'Premium' },
    amount: 10000,
    currency: 'NGN',
    provider: 'sandbox',
    duration: 12,
    reference: 'wy_ref_1',
    createdAt: '2026-11-23T12:00:00.000Z',
    paidAt: '2026-11-23T12:01:00.000Z',
    expiresAt: '2027-11-23T12:01:00.000Z',
    ...overrides,
  };
}

/** An account whose phone (Ireland: none of our currencies) leaves the choice to the browser. */
export const IRISH = { phone: '+353861234567' };

export function api(
  subscription: Subscription | null,
  extra: Parameters<typeof mockApi>[0] = {},
  plans: Plan[] = PLANS,
  holder: Partial<AccountData> = {},
) {
  return mockApi({
    'GET /account': () =>
      json(200, {
        message: '',
        data: account({ children: [{ id: 'c1', firstName: 'Aisha' }], ...holder }),
      }),
    'GET /subscriptions/active': () => json(200, { message: '', data: subscription }),
    'GET /plans/': () => json(200, { message: 'Plans fetched successfully', data: plans }),
    ...extra,
  });
}

/**
 * The billing pages' test set-up: signed in with a single, a Nigerian browser (`languages()`
 * gives the spy to answer otherwise), scrolling stubbed, the full-navigation mock cleared. Each
 * test file still mocks `lib/full-navigation` itself (vi.mock is hoisted per file).
 */
export function setUpBillingPage() {
  let languages: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    signIn({ childId: 'c1' });
    languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-NG']);
  });
  afterEach(() => {
    languages.mockRestore();
    vi.mocked(assignLocation).mockClear();
  });
  return { languages: () => languages };
}
