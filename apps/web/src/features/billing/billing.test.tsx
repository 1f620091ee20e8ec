import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountData } from '@waliyy/contract/auth';
import type { BillingHistoryEntry, Order, Subscription } from '@waliyy/contract/billing';
import type { Plan } from '@waliyy/contract/plans';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../app/settings-page';
import { assignLocation } from '../../lib/full-navigation';
import { json, mockApi, sentBodies } from '../../test/api-mock';
import { LAZY, renderApp, renderPage } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';
import { OWN } from '../profile-view/profile-fixtures';
import { ConfirmPaymentPage } from './confirm-payment-page';

vi.mock('../../lib/full-navigation', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const FEATURES = 'Like and answer likes\nMeet a match\nUp to 4 singles';
const PLANS: Plan[] = [
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

const ACTIVE: Subscription = {
  plan: { planName: 'Premium', amount: 10000, currency: 'NGN' },
  expiresAt: '2099-11-23T12:00:00.000Z',
  duration: 12,
  payment: { status: 'succeeded', duration: 12 },
};

function order(overrides: Partial<Order> = {}): Order {
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
const IRISH = { phone: '+353861234567' };

function api(
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

describe('/pricing', { timeout: 30_000 }, () => {
  it('without a plan: the upgrade page, naira first, and paying stores the order and leaves for the checkout', async () => {
    const fetchMock = api(null, {
      'POST /payment/make-payment/plan-ngn': () =>
        json(201, {
          message: 'Continue to the payment page to pay.',
          data: {
            id: 'order-9',
            data: { authorization_url: 'http://pay.example/checkout/abc', reference: 'wy_abc' },
          },
        }),
    });
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' }, LAZY),
    ).toBeInTheDocument();
    const free = await screen.findByRole('article', { name: 'Free' });
    expect(within(free).getByText('₦0')).toBeInTheDocument();
    expect(within(free).getByText('Your plan now')).toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    expect(within(premium).getByText('per annum')).toBeInTheDocument();
    expect(within(premium).getByText('Up to 4 singles')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Naira/ })).toBeChecked();

    await userEvent.click(within(premium).getByRole('button', { name: 'Pay with card' }));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('http://pay.example/checkout/abc'),
    );
    expect(localStorage.getItem('selectedOrderId')).toBe('order-9');
    expect(sentBodies(fetchMock, 'POST /payment/make-payment/plan-ngn')).toEqual([
      { provider: 'paystack' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment page…');
    expect(within(premium).getByRole('button', { name: 'Pay with card' })).toBeDisabled();
  });

  it('switches currency: dollars offer card and PayPal, pounds PayPal; a British browser starts on pounds', async () => {
    languages.mockReturnValue(['en-GB', 'en']);
    const fetchMock = api(
      null,
      {
        'POST /payment/make-payment/plan-usd': () =>
          json(503, {
            message:
              'We could not reach the payment provider. No money was taken. Please try again in a moment.',
            code: 'UNAVAILABLE',
          }),
        // Lives in Ireland: no currency of ours either.
        'GET /parent/child/c1': () =>
          json(200, { message: '', data: { ...OWN, countryofResidence: 'Ireland' } }),
      },
      PLANS,
      IRISH,
    );
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    expect(screen.getByRole('radio', { name: /Pounds/ })).toBeChecked();
    expect(within(premium).getByText('£20')).toBeInTheDocument();
    expect(
      within(premium)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay with PayPal']);

    await userEvent.click(screen.getByRole('radio', { name: /US dollars/ }));
    const dollars = screen.getByRole('article', { name: 'Premium' });
    expect(within(dollars).getByText('$25')).toBeInTheDocument();
    expect(
      within(dollars)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay with card', 'Pay with PayPal']);

    // The server's reason when it gives one (spec §8), and nothing stored.
    await userEvent.click(within(dollars).getByRole('button', { name: 'Pay with PayPal' }));
    expect(
      await screen.findByText(
        'We could not reach the payment provider. No money was taken. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /payment/make-payment/plan-usd')).toEqual([
      { provider: 'paypal' },
    ]);
    expect(localStorage.getItem('selectedOrderId')).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
    expect(within(dollars).getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  });

  it('says payments are not open in a currency the server has no provider for, and offers only the open checkouts', async () => {
    languages.mockReturnValue(['en-GB', 'en']);
    const onlyPaystack: Plan[] = PLANS.map((plan) => ({
      ...plan,
      providers: plan.currency === 'GBP' ? [] : ['paystack'],
    }));
    const fetchMock = api(
      null,
      {
        'GET /parent/child/c1': () =>
          json(200, { message: '', data: { ...OWN, countryofResidence: 'Ireland' } }),
      },
      onlyPaystack,
      IRISH,
    );
    renderApp('/pricing');
    const pounds = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    expect(screen.getByRole('radio', { name: /Pounds/ })).toBeChecked();
    expect(within(pounds).getByText('£20')).toBeInTheDocument();
    expect(within(pounds).getByText('Payments in pounds are not open yet.')).toBeInTheDocument();
    expect(
      within(pounds).getByText('You can pay in naira or US dollars instead.'),
    ).toBeInTheDocument();
    expect(within(pounds).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /US dollars/ }));
    const dollars = screen.getByRole('article', { name: 'Premium' });
    expect(
      within(dollars)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay with card']);
    expect(within(dollars).queryByText(/not open yet/)).toBeNull();
    expect(sentBodies(fetchMock, 'POST /payment/make-payment/plan-gbp')).toEqual([]);
  });

  it("starts a Nigerian family on naira on an en-US browser (its phone's country), the Free card in the same currency", async () => {
    languages.mockReturnValue(['en-US', 'en']);
    const fetchMock = api(null);
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    expect(screen.getByRole('radio', { name: /Naira/ })).toBeChecked();
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('₦0')).toBeInTheDocument();
    // The phone settled it: the singles were not fetched for it.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/parent/child/'),
    );

    // Free is free in whichever currency is shown: never '₦0' beside '$25'.
    await userEvent.click(screen.getByRole('radio', { name: /US dollars/ }));
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByText('$0'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Free' })).not.toHaveTextContent('₦');
    await userEvent.click(screen.getByRole('radio', { name: /Pounds/ }));
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByText('£0'),
    ).toBeInTheDocument();
  });

  it('with a phone from elsewhere, starts on where the single lives (the British single: pounds) before the browser', async () => {
    languages.mockReturnValue(['en-US']);
    api(
      null,
      {
        'GET /parent/child/c1': () =>
          json(200, { message: '', data: { ...OWN, countryofResidence: 'United Kingdom' } }),
      },
      PLANS,
      IRISH,
    );
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    expect(screen.getByRole('radio', { name: /Pounds/ })).toBeChecked();
    expect(within(premium).getByText('£20')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByText('£0'),
    ).toBeInTheDocument();
  });

  it('says payments are not open yet, with no button, when no currency can be paid', async () => {
    api(
      null,
      {},
      PLANS.map((plan) => ({ ...plan, providers: [] })),
    );
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    expect(within(premium).getByText('Payments in naira are not open yet.')).toBeInTheDocument();
    expect(
      within(premium).getByText(
        'Please check back soon. Meanwhile the Free plan stays open to your family.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay with/ })).toBeNull();
  });

  it("says 'Payment failed' when the server gives no reason", async () => {
    api(null, { 'POST /payment/make-payment/plan-ngn': () => new Response('', { status: 502 }) });
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    await userEvent.click(within(premium).getByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
  });

  it('with a plan: the Free card and the paid plan marked as running, with a way to add a year', async () => {
    api(ACTIVE);
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your plan' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are on Premium until Nov \d\d, 2099/)).toBeInTheDocument();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText(/Your plan until Nov \d\d, 2099/)).toBeInTheDocument();
    expect(
      within(premium).getByRole('button', { name: 'Add a year: pay with card' }),
    ).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Free' })).not.toHaveTextContent('Your plan now');
    // Provider names keep their spelling (point 12): 'PayPal', never 'paypal'.
    await userEvent.click(screen.getByRole('radio', { name: /US dollars/ }));
    const dollars = screen.getByRole('article', { name: 'Premium' });
    expect(
      within(dollars)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add a year: pay with card', 'Add a year: pay with PayPal']);
  });
});

describe('/confirm-payment', { timeout: 30_000 }, () => {
  const page = (redirectMs = 60_000) => <ConfirmPaymentPage redirectMs={redirectMs} />;

  it('thanks the family only once the order succeeded, refreshes the plan and goes to /dashboard', async () => {
    localStorage.setItem('selectedOrderId', 'order-1');
    let paid = false;
    api(null, {
      'GET /payment/order/order-1': () =>
        json(200, {
          message: paid
            ? 'Payment received. Your plan is active.'
            : 'We have not received confirmation of this payment yet.',
          data: order(paid ? {} : { status: 'pending', paidAt: null, expiresAt: null }),
        }),
    });
    renderPage(page(300), '/confirm-payment');
    expect(
      await screen.findByRole('heading', { name: 'Waiting for confirmation' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank You for Your Payment')).toBeNull();

    paid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment received. Your plan is active.')).toBeInTheDocument();
    expect(screen.getByText('₦10,000')).toBeInTheDocument();
    expect(screen.getByText('wy_ref_1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('a verified payment makes the app ask for the plan again, so /likes opens at once', async () => {
    localStorage.setItem('selectedOrderId', 'order-1');
    let subscription: Subscription | null = null;
    const fetchMock = api(null, {
      'GET /subscriptions/active': () => json(200, { message: '', data: subscription }),
      'GET /payment/order/order-1': () => {
        subscription = ACTIVE;
        return json(200, { message: 'Payment received. Your plan is active.', data: order() });
      },
    });
    renderApp('/confirm-payment');
    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Payment' }, LAZY),
    ).toBeInTheDocument();
    const planChecks = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/subscriptions/active'));
    await waitFor(() => expect(planChecks()).toHaveLength(2));
  });

  it('a failed payment: the reason and a way to try again, no thanks and no redirect', async () => {
    localStorage.setItem('selectedOrderId', 'order-1');
    api(null, {
      'GET /payment/order/order-1': () =>
        json(200, {
          message: 'This payment did not go through. No plan was added.',
          data: order({ status: 'failed', paidAt: null, expiresAt: null }),
        }),
    });
    renderPage(page(50), '/confirm-payment');
    expect(
      await screen.findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No plan was added.');
    expect(screen.getByRole('link', { name: 'Try the payment again' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('back from PayPal (its token in the address) the order is captured', async () => {
    localStorage.setItem('selectedOrderId', 'order-1');
    const fetchMock = api(null, {
      'GET /payment/paypal-capture/order-1': () =>
        json(200, {
          message: 'Payment received. Your plan is active.',
          data: order({ provider: 'paypal', currency: 'GBP', amount: 20 }),
        }),
    });
    renderPage(page(), '/confirm-payment?token=5O190127TN364715T&PayerID=X');
    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText('£20')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/payment/order/'))).toBe(
      false,
    );
  });

  it("an order that is not the caller's: the server's message; a bare failure: 'Error fetching data'", async () => {
    localStorage.setItem('selectedOrderId', 'order-x');
    let calls = 0;
    api(null, {
      'GET /payment/order/order-x': () =>
        ++calls === 1
          ? json(404, { message: 'Order not found.', code: 'NOT_FOUND' })
          : new Response('', { status: 500 }),
    });
    renderPage(page(), '/confirm-payment');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Order not found.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Error fetching data'),
      { timeout: 5_000 },
    );
  });

  it('with no saved order it says so and points to billing', async () => {
    api(null);
    renderPage(page(), '/confirm-payment');
    expect(
      await screen.findByRole('heading', { name: 'No payment to confirm' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open billing' })).toHaveAttribute(
      'href',
      '/settings?tab=billing',
    );
  });
});

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
