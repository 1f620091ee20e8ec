// Paying through the built-in sandbox: the plans, the checkout, its page and its way back.
import {
  BILLING_MESSAGES,
  MakePaymentResponse,
  OrderResponse,
  PlansResponse,
  SubscriptionResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { SANDBOX_FORM, useSandboxBilling } from '../../test/sandbox-billing';

/** The built-in sandbox (no provider keys): the whole flow on a laptop with nothing configured. */
describe('billing with the sandbox', () => {
  const world = useSandboxBilling();
  const { planIds, pay, orderOf, sandboxPath, decide } = world;

  it('lists Premium in three currencies: NGN 10,000 and the configured USD and GBP prices', async () => {
    const res = await world.h.call('GET', '/api/v1/plans/');
    const { data } = PlansResponse.parse(res.json());
    expect(data.map((p) => [p.currency, p.amount])).toEqual([
      ['NGN', 10_000],
      ['USD', 25],
      ['GBP', 20],
    ]);
    // The sandbox stands in for both providers, so every checkout is offered.
    expect(data.map((p) => [p.currency, p.providers])).toEqual([
      ['NGN', ['paystack']],
      ['USD', ['paystack', 'paypal']],
      ['GBP', ['paypal']],
    ]);
    for (const plan of data) {
      expect(plan).toMatchObject({ planName: 'Premium', interval: 'annual' });
      expect(plan.planDescription.split('\n').length).toBeGreaterThan(2);
    }
  });

  it('starts a payment only with a token, for a plan on sale', async () => {
    expect(
      (await world.h.call('POST', `/api/v1/payment/make-payment/${planIds.NGN}`)).statusCode,
    ).toBe(401);
    const { token } = await world.h.register();
    const unknown = await pay(token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    // With its id (decision 078): the billing page says it in the family's language.
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: BILLING_MESSAGES.planNotFound,
      messageId: 'billing.planNotFound',
    });
    expect((await pay(token, 'not-a-uuid')).statusCode).toBe(404);
    const badProvider = await pay(token, planIds.NGN ?? '', { provider: 'stripe' });
    expect(badProvider.statusCode).toBe(400);
    expect(badProvider.json().code).toBe('VALIDATION');
  });

  it('takes the provider asked for as a preference: the sandbox stands in for any (decision 062)', async () => {
    const { token } = await world.h.register();
    // The original client always asks for Paystack, pounds included.
    for (const [currency, provider] of [
      ['GBP', 'paystack'],
      ['NGN', 'paypal'],
      ['USD', 'paypal'],
      ['USD', 'paystack'],
      ['GBP', 'paypal'],
      ['GBP', undefined],
    ] as const) {
      const res = await pay(token, planIds[currency] ?? '', provider ? { provider } : undefined);
      expect(res.statusCode, `${currency} ${provider}`).toBe(200);
      const body = MakePaymentResponse.parse(res.json());
      expect(body.data.provider).toBe('sandbox');
      expect(body.message).toBe(BILLING_MESSAGES.paymentStarted);
    }
    const count = await world.h.database.db.select().from(orders).where(eq(orders.currency, 'GBP'));
    expect(count.every((o) => o.provider === 'sandbox')).toBe(true);
  });

  it('keeps the family on the address their browser opened (127.0.0.1, the dev server), with no money at stake', async () => {
    const { token } = await world.h.register();
    const origin = 'http://127.0.0.1:5173';
    const started = await world.h.app.inject({
      method: 'POST',
      url: `/api/v1/payment/make-payment/${planIds.NGN}`,
      headers: { authorization: `Bearer ${token}`, origin },
      payload: { provider: 'paystack' },
    });
    expect(started.statusCode).toBe(200);
    const { data } = MakePaymentResponse.parse(started.json());
    expect(data.data.authorization_url).toBe(
      `${origin}/api/v1/payment/sandbox/${data.data.reference}`,
    );
    const done = await world.h.app.inject({
      method: 'POST',
      url: `${sandboxPath(data.data.authorization_url)}/complete`,
      headers: { ...SANDBOX_FORM, origin },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `${origin}/confirm-payment?reference=${data.data.reference}`,
    );
    // Not an origin: APP_URL.
    const odd = await world.h.app.inject({
      method: 'POST',
      url: `/api/v1/payment/make-payment/${planIds.NGN}`,
      headers: { authorization: `Bearer ${token}`, origin: 'javascript:alert(1)' },
      payload: { provider: 'paystack' },
    });
    expect(MakePaymentResponse.parse(odd.json()).data.data.authorization_url).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/payment\/sandbox\//,
    );
  });

  it("never follows another site's Origin: the checkout and the way back stay on APP_URL (decision 065)", async () => {
    const { token } = await world.h.register();
    const evil = 'https://evil.example';
    const started = await world.h.app.inject({
      method: 'POST',
      url: `/api/v1/payment/make-payment/${planIds.NGN}`,
      headers: { authorization: `Bearer ${token}`, origin: evil },
      payload: { provider: 'paystack' },
    });
    const { data } = MakePaymentResponse.parse(started.json());
    expect(data.data.authorization_url).toBe(
      `http://localhost:3000/api/v1/payment/sandbox/${data.data.reference}`,
    );
    const done = await world.h.app.inject({
      method: 'POST',
      url: `${sandboxPath(data.data.authorization_url)}/complete`,
      headers: { ...SANDBOX_FORM, origin: evil },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://localhost:3000/confirm-payment?reference=${data.data.reference}`,
    );
  });

  it('pays through the sandbox page: complete → order succeeded, a year of Premium', async () => {
    const { token } = await world.h.register();
    const started = await pay(token, planIds.NGN ?? '', { provider: 'paystack' });
    expect(started.statusCode).toBe(200);
    const { data } = MakePaymentResponse.parse(started.json());
    const url = data.data.authorization_url;
    expect(url).toBe(`http://localhost:3000/api/v1/payment/sandbox/${data.data.reference}`);
    expect(data.data.reference).toMatch(/^WLY-[0-9a-f]{32}$/);

    // The order is pending until the page is used.
    const pending = OrderResponse.parse((await orderOf(token, data.id)).json());
    expect(pending.data).toMatchObject({
      id: data.id,
      status: 'pending',
      amount: 10_000,
      currency: 'NGN',
      provider: 'sandbox',
      plan: { _id: planIds.NGN, planName: 'Premium' },
      paidAt: null,
      expiresAt: null,
    });
    expect(pending.message).toBe('We have not received confirmation of this payment yet.');

    // The page: no token needed, says plainly that no money moves, two buttons posting back.
    const page = await world.h.app.inject({ method: 'GET', url: sandboxPath(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('₦10,000');
    expect(page.body).toContain(`action="${sandboxPath(url)}/complete"`);
    expect(page.body).toContain(`action="${sandboxPath(url)}/decline"`);

    const done = await decide(url, 'complete');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://localhost:3000/confirm-payment?reference=${data.data.reference}`,
    );

    const paid = OrderResponse.parse((await orderOf(token, data.id)).json());
    const now = world.h.clock.now();
    expect(paid.data.status).toBe('succeeded');
    expect(paid.message).toBe('Payment received. Your plan is active.');
    expect(paid.data.paidAt).toBe(now.toISOString());
    expect(paid.data.expiresAt).toBe(new Date('2027-03-01T10:00:00Z').toISOString());

    const active = SubscriptionResponse.parse(
      (await world.h.call('GET', '/api/v1/subscriptions/active', { token })).json(),
    );
    expect(active.data).toEqual({
      plan: { planName: 'Premium', amount: 10_000, currency: 'NGN' },
      expiresAt: '2027-03-01T10:00:00.000Z',
      // The original client's annual badge: `payment.duration === 12` (decision 020).
      duration: 12,
      payment: { status: 'succeeded', duration: 12 },
    });
    expect(paid.data.duration).toBe(12);

    // The page now shows the outcome and no buttons; a second click changes nothing.
    const after = await world.h.app.inject({ method: 'GET', url: sandboxPath(url) });
    expect(after.body).toContain('already <strong>succeeded</strong>');
    expect(after.body).not.toContain('<form');
    expect((await decide(url, 'complete')).statusCode).toBe(303);
    expect((await decide(url, 'decline')).statusCode).toBe(303);
    expect(
      await world.h.database.db.select().from(payments).where(eq(payments.orderId, data.id)),
    ).toHaveLength(1);
    expect(
      (await orderOf(token, data.id)).json().data.status,
      'a decline after completing changes nothing',
    ).toBe('succeeded');
  });

  it('declining on the sandbox page fails the order and grants nothing', async () => {
    const { token } = await world.h.register();
    const { data } = MakePaymentResponse.parse((await pay(token, planIds.USD ?? '')).json());
    const declined = await decide(data.data.authorization_url, 'decline');
    expect(declined.statusCode).toBe(303);
    const order = OrderResponse.parse((await orderOf(token, data.id)).json());
    expect(order.data.status).toBe('failed');
    expect(order.message).toBe('This payment did not go through. No plan was added.');
    // Completing afterwards is refused: the decision was final.
    await decide(data.data.authorization_url, 'complete');
    expect((await orderOf(token, data.id)).json().data.status).toBe('failed');
    const active = await world.h.call('GET', '/api/v1/subscriptions/active', { token });
    expect(active.json()).toEqual({ message: 'You have no active plan.', data: null });
  });

  it('answers a sandbox page of an unknown reference with a 404 page', async () => {
    const res = await world.h.app.inject({
      method: 'GET',
      url: '/api/v1/payment/sandbox/WLY-nope',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Checkout not found');
    const post = await world.h.app.inject({
      method: 'POST',
      url: '/api/v1/payment/sandbox/WLY-nope/complete',
      headers: SANDBOX_FORM,
      payload: '',
    });
    expect(post.statusCode).toBe(404);
  });

  it("answers another account's order (and a malformed id) with 404", async () => {
    const owner = await world.h.register();
    const other = await world.h.register();
    const { data } = MakePaymentResponse.parse((await pay(owner.token, planIds.NGN ?? '')).json());
    expect((await orderOf(owner.token, data.id)).statusCode).toBe(200);
    const theirs = await orderOf(other.token, data.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      message: 'Order not found.',
      code: 'NOT_FOUND',
      messageId: 'billing.orderNotFound',
    });
    expect((await orderOf(other.token, 'x')).statusCode).toBe(404);
    expect(
      (
        await world.h.call('GET', `/api/v1/payment/paypal-capture/${data.id}`, {
          token: other.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await world.h.call('GET', `/api/v1/payment/order/${data.id}`)).statusCode).toBe(401);
  });
});
