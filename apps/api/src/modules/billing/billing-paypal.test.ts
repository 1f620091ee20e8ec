import {
  BILLING_MESSAGES,
  MakePaymentResponse,
  OrderResponse,
  SubscriptionResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { type BillingHarness, createBillingHarness } from '../../test/billing-harness';

describe('billing with PayPal (fake provider server)', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await createBillingHarness();
  });
  afterAll(() => h.close());

  async function start(currency: 'GBP' | 'USD' = 'GBP', body?: unknown) {
    const { token } = await h.register();
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds[currency]}`, {
      token,
      body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = MakePaymentResponse.parse(res.json());
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, data.id));
    return {
      token,
      id: data.id,
      url: data.data.authorization_url,
      paypalId: row?.providerOrderId ?? '',
    };
  }
  const capture = async (token: string, id: string) => {
    const res = await h.call('GET', `/api/v1/payment/paypal-capture/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return OrderResponse.parse(res.json()).data;
  };
  const order = async (token: string, id: string) =>
    OrderResponse.parse((await h.call('GET', `/api/v1/payment/order/${id}`, { token })).json())
      .data;
  const captureCalls = (paypalId: string) =>
    h.fake.calls.filter((c) => c.path === `/v2/checkout/orders/${paypalId}/capture`);

  it('creates a PayPal order for GBP with the price as a decimal string and returns the payer link', async () => {
    const { id, url, paypalId } = await start('GBP');
    expect(paypalId).toMatch(/^[0-9A-F]{16}$/);
    expect(url).toBe(`${h.fake.url}/checkoutnow?token=${paypalId}`);
    const oauth = h.fake.calls.find((c) => c.path === '/v1/oauth2/token');
    expect(oauth?.headers.authorization).toMatch(/^Basic /);
    const create = h.fake.calls.filter((c) => c.path === '/v2/checkout/orders').at(-1);
    expect(create?.headers['paypal-request-id']).toBe(`waliyy-create-${id}`);
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: id, amount: { currency_code: 'GBP', value: '20.00' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'http://localhost:3000/confirm-payment',
            cancel_url: 'http://localhost:3000/confirm-payment',
          },
        },
      },
    });
  });

  it('takes USD through PayPal when asked', async () => {
    const { token, id, paypalId } = await start('USD', { provider: 'paypal' });
    const create = h.fake.calls.filter((c) => c.path === '/v2/checkout/orders').at(-1);
    expect(create?.body).toMatchObject({
      purchase_units: [{ amount: { currency_code: 'USD', value: '25.00' } }],
    });
    h.fake.paypal.approve(paypalId);
    expect(await capture(token, id)).toMatchObject({
      status: 'succeeded',
      provider: 'paypal',
      currency: 'USD',
      amount: 25,
    });
  });

  it('does not capture before the buyer approves; captures by PayPal token after', async () => {
    const { token, id, paypalId } = await start();
    expect((await capture(token, paypalId)).status).toBe('pending');
    expect(captureCalls(paypalId)).toHaveLength(0);

    h.fake.paypal.approve(paypalId);
    const done = await capture(token, paypalId);
    expect(done).toMatchObject({ id, status: 'succeeded', currency: 'GBP', amount: 20 });
    const calls = captureCalls(paypalId);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['paypal-request-id']).toBe(`waliyy-capture-${id}`);
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    const active = SubscriptionResponse.parse(
      (await h.call('GET', '/api/v1/subscriptions/active', { token })).json(),
    );
    expect(active.data?.plan).toEqual({ planName: 'Premium', amount: 20, currency: 'GBP' });
    // Capturing again (a reload of the return page) answers the same and takes nothing more.
    expect((await capture(token, id)).status).toBe('succeeded');
    expect(h.fake.paypal.order(paypalId)?.status).toBe('COMPLETED');
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('retries a failed capture with the same PayPal-Request-Id and captures once', async () => {
    const { token, id, paypalId } = await start();
    h.fake.paypal.approve(paypalId);
    const before = h.fake.paypal.captures();
    h.fake.paypal.failNextCaptures(1);
    expect((await order(token, id)).status).toBe('pending');
    expect((await order(token, id)).status).toBe('succeeded');
    const calls = captureCalls(paypalId);
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.headers['paypal-request-id']))).toEqual(
      new Set([`waliyy-capture-${id}`]),
    );
    expect(h.fake.paypal.captures() - before).toBe(1);
  });

  it('answers concurrent captures from PayPal idempotently: one capture, one subscription', async () => {
    const { token, id, paypalId } = await start();
    h.fake.paypal.approve(paypalId);
    const before = h.fake.paypal.captures();
    const results = await Promise.all([
      capture(token, paypalId),
      capture(token, id),
      order(token, id),
    ]);
    expect(results.some((r) => r.status === 'succeeded')).toBe(true);
    expect(h.fake.paypal.captures() - before).toBe(1);
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('leaves the order pending when the capture times out; the late capture is found later', async () => {
    const { token, id, paypalId } = await start();
    h.fake.paypal.approve(paypalId);
    h.fake.delay(700, /\/capture$/);
    expect((await order(token, id)).status).toBe('pending');
    h.fake.delay(0);
    // PayPal did the capture, only its answer was late.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(h.fake.paypal.order(paypalId)?.status).toBe('COMPLETED');
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect(captureCalls(paypalId)).toHaveLength(1);
  });

  it('does not grant when the captured amount or currency differs from the order', async () => {
    const low = await start();
    h.fake.paypal.approve(low.paypalId, { currency_code: 'GBP', value: '2.00' });
    expect((await capture(low.token, low.id)).status).toBe('failed');
    expect(await h.tally(low.id)).toEqual({ payments: 0, subscriptions: 0 });

    const usd = await start();
    h.fake.paypal.approve(usd.paypalId, { currency_code: 'USD', value: '20.00' });
    expect((await capture(usd.token, usd.id)).status).toBe('failed');
    expect(await h.tally(usd.id)).toEqual({ payments: 0, subscriptions: 0 });
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, usd.id));
    expect(row?.failureReason).toBe('paid 2000 USD, expected 2000 GBP');
  });

  it("answers another account's PayPal order with 404, by either id", async () => {
    const { id, paypalId } = await start();
    const other = await h.register();
    for (const key of [id, paypalId, 'nothing']) {
      const res = await h.call('GET', `/api/v1/payment/paypal-capture/${key}`, {
        token: other.token,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('takes GBP asked through Paystack to PayPal, and says so (decision 062)', async () => {
    const { token } = await h.register();
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds.GBP}`, {
      token,
      body: { provider: 'paystack' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = MakePaymentResponse.parse(res.json());
    expect(body.data.provider).toBe('paypal');
    expect(body.message).toBe(BILLING_MESSAGES.paymentRedirected('paystack', 'paypal', 'GBP'));
    expect(body.message).toMatch(/^Paystack cannot take payments in GBP here/);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, body.data.id));
    expect(row).toMatchObject({ provider: 'paypal', currency: 'GBP' });
    expect(body.data.data.authorization_url).toBe(
      `${h.fake.url}/checkoutnow?token=${row?.providerOrderId}`,
    );
    // NGN asked through PayPal goes to Paystack; USD stays with whichever was asked.
    for (const [currency, asked, used] of [
      ['NGN', 'paypal', 'paystack'],
      ['USD', 'paypal', 'paypal'],
      ['USD', 'paystack', 'paystack'],
    ] as const) {
      const started = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds[currency]}`, {
        token,
        body: { provider: asked },
      });
      expect(started.statusCode, started.body).toBe(200);
      const answer = MakePaymentResponse.parse(started.json());
      expect(answer.data.provider, `${currency} via ${asked}`).toBe(used);
      expect(answer.message).toBe(
        asked === used
          ? BILLING_MESSAGES.paymentStarted
          : BILLING_MESSAGES.paymentRedirected(asked, used, currency),
      );
      expect((await order(token, answer.data.id)).duration).toBe(12);
    }
  });
});
