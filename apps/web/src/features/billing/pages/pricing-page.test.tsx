import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@waliyy/contract/plans';
import { describe, expect, it } from 'vitest';
import { assignLocation } from '../../../lib/full-navigation';
import { json, offContract, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { USER } from '../../../test/session-fixtures';
import { OWN } from '../../profile-view/profile-fixtures';
import { ACTIVE, api, IRISH, PLANS, setUpBillingPage } from '../billing-fixtures';

// /pricing: the plans in the family’s currency, paying, a running plan.

const browser = setUpBillingPage();

describe('/pricing', { timeout: 30_000 }, () => {
  it('without a plan: the upgrade page, naira first, and paying stores the order and leaves for the checkout', async () => {
    const fetchMock = api(null, {
      'POST /payment/make-payment/plan-ngn': () =>
        json(200, {
          message: 'Continue to the payment page to pay.',
          data: {
            id: 'order-9',
            provider: 'paystack',
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
    browser.languages().mockReturnValue(['en-GB', 'en']);
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

    // The server's reason when it gives one (product.md §8), and nothing stored.
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
    browser.languages().mockReturnValue(['en-GB', 'en']);
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
    browser.languages().mockReturnValue(['en-US', 'en']);
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
    browser.languages().mockReturnValue(['en-US']);
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
    api(null, {
      'POST /payment/make-payment/plan-ngn': () =>
        // A gateway's bare failure, not the API's: no body to read.
        offContract(new Response('', { status: 502 })),
    });
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
    // Provider names keep their spelling: 'PayPal', never 'paypal'.
    await userEvent.click(screen.getByRole('radio', { name: /US dollars/ }));
    const dollars = screen.getByRole('article', { name: 'Premium' });
    expect(
      within(dollars)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add a year: pay with card', 'Add a year: pay with PayPal']);
  });

  it('in Arabic: the upgrade page right to left, its plans, prices and buttons in Arabic', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    const fetchMock = api(null, {
      'GET /match/interest': () => json(200, { message: '', data: { received: 3 } }),
    });
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الترقية إلى Premium' }, LAZY),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('الأسعار — Waliyy');
    const free = await screen.findByRole('article', { name: 'مجانية' });
    expect(within(free).getByText('باقتكم الحالية')).toBeInTheDocument();
    expect(within(free).getByText('تلقّي الاقتراحات')).toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('سنويًا')).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'الدفع بالبطاقة' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'الدفع بعملة' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /النيرة/ })).toBeChecked();
    expect(await screen.findByText(/3 أسر مهتمة بمن تتولّون أمرهم/)).toBeInTheDocument();
    // The plan's own lines come from the server in Arabic (its catalogue's; staff's as written).
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/plans/?language=ar', expect.anything());
  });
});
