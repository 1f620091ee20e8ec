import { MakePaymentResponse, OrderResponse, SubscriptionResponse } from '@waliyy/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { type BillingHarness, createBillingHarness } from '../../test/billing-harness';
import { isPostgres } from '../../test/database';

const WEBHOOK = '/api/v1/payment/webhook/paystack';

describe('billing with Paystack (fake provider server)', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await createBillingHarness();
  });
  afterAll(() => h.close());

  async function start(currency: 'NGN' | 'USD' = 'NGN', body?: unknown) {
    const { token } = await h.register();
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds[currency]}`, {
      token,
      body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = MakePaymentResponse.parse(res.json());
    return { token, id: data.id, reference: data.data.reference, url: data.data.authorization_url };
  }
  const order = async (token: string, id: string) =>
    OrderResponse.parse((await h.call('GET', `/api/v1/payment/order/${id}`, { token })).json())
      .data;
  const webhook = (rawBody: string, signature?: string, app = h.app) =>
    app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      payload: rawBody,
    });
  const active = async (token: string) =>
    SubscriptionResponse.parse(
      (await h.call('GET', '/api/v1/subscriptions/active', { token })).json(),
    ).data;

  it('initialises the transaction with our reference, the amount in kobo and the callback URL', async () => {
    const { id, reference, url } = await start('NGN', { provider: 'paystack' });
    const init = h.fake.calls.filter((c) => c.path === '/transaction/initialize').at(-1);
    expect(init?.headers.authorization).toBe('Bearer sk_test_fake_paystack_secret_key');
    expect(init?.body).toMatchObject({
      amount: 1_000_000,
      currency: 'NGN',
      reference,
      callback_url: 'http://localhost:3000/confirm-payment',
      metadata: { orderId: id },
    });
    expect((init?.body as { email?: string } | undefined)?.email).toMatch(/@example\.com$/);
    expect(url).toMatch(new RegExp(`^${h.fake.url}/checkout/`));
  });

  it('grants only after verify says success with the exact amount and currency', async () => {
    const { token, id, reference } = await start();
    // Not paid yet: the order page asks Paystack and stays pending.
    expect((await order(token, id)).status).toBe('pending');
    expect(h.fake.calls.at(-1)?.path).toBe(`/transaction/verify/${reference}`);
    expect(await active(token)).toBeNull();

    h.fake.paystack.pay(reference);
    const paid = await order(token, id);
    expect(paid.status).toBe('succeeded');
    expect(paid.expiresAt).not.toBeNull();
    expect(await active(token)).toMatchObject({ plan: { currency: 'NGN', amount: 10_000 } });
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    // A settled order is not asked about again.
    const calls = h.fake.calls.length;
    await order(token, id);
    expect(h.fake.calls.length).toBe(calls);
  });

  it('does not grant when the amount paid differs from the order', async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.pay(reference, { amount: 100_000 });
    expect((await order(token, id)).status).toBe('failed');
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
    expect(await active(token)).toBeNull();
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.failureReason).toBe('paid 100000 NGN, expected 1000000 NGN');
  });

  it('does not grant when the currency paid differs from the order', async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.pay(reference, { currency: 'USD' });
    expect((await order(token, id)).status).toBe('failed');
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
  });

  it('fails the order when Paystack reports the charge failed', async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.fail(reference);
    expect((await order(token, id)).status).toBe('failed');
    expect(await active(token)).toBeNull();
  });

  it('takes USD through Paystack by default, in cents', async () => {
    const { token, id, reference } = await start('USD');
    const init = h.fake.calls.filter((c) => c.path === '/transaction/initialize').at(-1);
    expect(init?.body).toMatchObject({ amount: 2_500, currency: 'USD', reference });
    h.fake.paystack.pay(reference);
    expect(await order(token, id)).toMatchObject({
      status: 'succeeded',
      provider: 'paystack',
      amount: 25,
    });
  });

  it('refuses a webhook with a bad or missing signature: 401 and nothing written', async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.pay(reference);
    const body = h.fake.paystack.eventBody(reference);
    const calls = h.fake.calls.length;
    for (const signature of [
      undefined,
      '',
      'abc',
      h.fake.paystack.sign(body, 'sk_test_someone_else'),
      h.fake.paystack.sign(`${body} `),
    ]) {
      const res = await webhook(body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    await h.app.billing.drain();
    expect(h.fake.calls.length, 'no provider call either').toBe(calls);
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('pending');
    expect(await active(token)).toBeNull();
  });

  it('accepts a signed webhook with 200 and grants after verifying with Paystack', async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.pay(reference);
    const body = h.fake.paystack.eventBody(reference);
    const res = await webhook(body, h.fake.paystack.sign(body));
    expect(res.statusCode).toBe(200);
    await h.app.billing.drain();
    expect(h.fake.calls.at(-1)?.path).toBe(`/transaction/verify/${reference}`);
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect((await order(token, id)).status).toBe('succeeded');
  });

  it('does not trust the webhook body alone: a signed event for an unpaid order grants nothing', async () => {
    const { id, reference } = await start();
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 1_000_000, currency: 'NGN' },
    });
    expect((await webhook(body, h.fake.paystack.sign(body))).statusCode).toBe(200);
    await h.app.billing.drain();
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
  });

  it('answers 200 to events it does not act on (other events, unknown references)', async () => {
    for (const event of [
      { event: 'transfer.success', data: { reference: 'x' } },
      { event: 'charge.success', data: { reference: 'WLY-unknown' } },
      { event: 'charge.success' },
    ]) {
      const body = JSON.stringify(event);
      expect((await webhook(body, h.fake.paystack.sign(body))).statusCode).toBe(200);
    }
    await h.app.billing.drain();
  });

  it(`grants one subscription when the webhook is replayed 10 times and races the confirmation page${
    isPostgres()
      ? ' (two app instances, real concurrency)'
      : ' (PGlite: one connection, so the race runs sequentially)'
  }`, async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.pay(reference);
    const body = h.fake.paystack.eventBody(reference);
    const signature = h.fake.paystack.sign(body);

    // A second instance of the app on the same database, as behind a load balancer.
    let second: TestContext | undefined;
    if (isPostgres()) {
      second = await createTestApp({
        database: { ...h.database, close: async () => {} },
        config: h.paymentsConfig,
        overrides: { clock: h.clock },
      });
    }
    const apps = [h.app, second?.app ?? h.app];
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => webhook(body, signature, apps[i % 2])),
      ...Array.from({ length: 4 }, (_, i) =>
        (apps[i % 2] ?? h.app).inject({
          method: 'GET',
          url: `/api/v1/payment/order/${id}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(14).fill(200));
    await h.app.billing.drain();
    if (second) {
      await second.app.billing.drain();
      await second.app.close();
    }
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect((await order(token, id)).status).toBe('succeeded');
    // Once more, later: still one.
    await webhook(body, signature);
    await h.app.billing.drain();
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('leaves the order pending when Paystack times out, then the reconcile job grants it', async () => {
    const { token, id, reference } = await start();
    h.fake.paystack.pay(reference);
    h.fake.delay(1_000, /^\/transaction\/verify\//);
    const started = Date.now();
    const pending = await order(token, id);
    expect(pending.status).toBe('pending');
    expect(Date.now() - started).toBeLessThan(900);
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });

    // The job looks only at orders pending for a while, and only once the provider answers.
    await h.app.reconcileWorker.runOnce();
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
    h.fake.delay(0);
    h.clock.advance(11 * 60_000);
    expect(await h.app.reconcileWorker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    const fresh = await h.login({
      email: (h.fake.paystack.transaction(reference)?.email ?? '') as string,
      password: 'Bismillah-123',
    });
    expect((await order(fresh, id)).status).toBe('succeeded');
  });

  it('answers 503 and fails the order when the checkout cannot start (provider timeout)', async () => {
    const { token } = await h.register();
    h.fake.delay(1_000, /^\/transaction\/initialize$/);
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds.NGN}`, { token });
    h.fake.delay(0);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message:
        'We could not reach the payment provider. No money was taken. Please try again in a moment.',
      code: 'UNAVAILABLE',
      messageId: 'billing.providerUnreachable',
    });
    const [row] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.status, 'failed'))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    expect(row?.failureReason).toMatch(/checkout not started/);
  });

  it('has no sandbox while provider keys are configured', async () => {
    const { token } = await h.register();
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds.NGN}`, {
      token,
      body: { provider: 'sandbox' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The payment sandbox is not available on this server.');
    expect((await h.call('GET', '/api/v1/payment/sandbox/WLY-x')).statusCode).toBe(404);
  });
});
