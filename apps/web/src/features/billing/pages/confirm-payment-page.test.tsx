import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@waliyy/contract/billing';
import { describe, expect, it } from 'vitest';
import { json, offContract } from '../../../test/api-mock';
import { LAZY, renderApp, renderPage } from '../../../test/render';
import { USER } from '../../../test/session-fixtures';
import { ACTIVE, api, order, setUpBillingPage } from '../billing-fixtures';
import { ConfirmPaymentPage } from '../pages/confirm-payment-page';

// /confirm-payment: the order after the provider’s page.

setUpBillingPage();

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
          : // A proxy's bare failure, not the API's: no body to read.
            offContract(new Response('', { status: 500 })),
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

  it('in Hausa, with no saved order', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    api(null);
    renderPage(page(), '/confirm-payment');
    expect(
      await screen.findByRole('heading', { name: 'Babu biyan da za a tabbatar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buɗe biyan kuɗi' })).toHaveAttribute(
      'href',
      '/settings?tab=billing',
    );
    expect(screen.getByRole('link', { name: 'Duba tsare-tsare' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('in Arabic, a payment that went through: thanks, the order and the countdown', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    localStorage.setItem('selectedOrderId', 'order-1');
    api(null, {
      'GET /payment/order/order-1': () =>
        json(200, { message: 'Payment received. Your plan is active.', data: order() }),
    });
    renderPage(page(), '/confirm-payment');
    expect(await screen.findByRole('heading', { name: 'شكرًا لكم على الدفع' })).toBeInTheDocument();
    expect(screen.getByText('تم استلام الدفعة. باقتكم مفعّلة.')).toBeInTheDocument();
    expect(screen.getByText('الباقة')).toBeInTheDocument();
    expect(screen.getByText('المرجع')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/سننقلكم إلى لوحة التحكم خلال/);
    expect(screen.getByRole('link', { name: 'فتح الاهتمامات' })).toHaveAttribute('href', '/likes');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
