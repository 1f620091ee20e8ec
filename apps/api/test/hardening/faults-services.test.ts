// SMTP down and payment providers that hang: the app keeps its promises and settles later.
import {
  AUTH_RESULT_MESSAGES,
  BILLING_MESSAGES,
  MakePaymentResponse,
  OrderResponse,
} from '@waliyy/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, users } from '../../src/db/schema';
import { backoffSeconds, createSmtpTransport } from '../../src/lib/mail/worker';
import { createTestApp, type TestContext } from '../../src/test/app';
import { type BillingHarness, createBillingHarness } from '../../src/test/billing-harness';
import { startSmtpServer, type TestSmtpServer } from '../../src/test/smtp';
import { looseAuth } from './faults-setup';

describe('SMTP down', () => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let port: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    port = Number(new URL(smtp.url).port);
    ctx = await createTestApp({
      overrides: {
        authSettings: looseAuth,
        mailTransport: createSmtpTransport(smtp.url, 'Waliyy <no-reply@waliyy.test>'),
      },
      config: { SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await ctx?.app.close();
    await smtp?.close();
  });

  it('lets sign-ups succeed, keeps their e-mails queued with backoff, and delivers each once when SMTP returns', async () => {
    const { app, database } = ctx;
    await smtp.close();
    const addresses = Array.from(
      { length: 5 },
      (_, i) => `smtp-down-${Date.now().toString(36)}-${i}@example.com`,
    );
    for (const email of addresses) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          firstName: 'Zainab',
          lastName: 'Musa',
          email,
          phoneNumber: '+2348031234567',
          password: 'Bismillah-123',
          confirmPassword: 'Bismillah-123',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.signedUp, data: null });
    }
    const queued = () =>
      database.db
        .select({
          to: sql<string>`${outbox.payload}->>'to'`,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          waitSeconds: sql<number>`extract(epoch from ${outbox.runAt} - now())::float8`,
        })
        .from(outbox)
        .where(inArray(sql`${outbox.payload}->>'to'`, addresses));
    expect((await queued()).map((r) => r.status)).toEqual(Array(5).fill('pending'));

    // The worker tries each, fails, and schedules the next try after the backoff.
    expect(await app.mailWorker.runOnce()).toBe(5);
    for (const row of await queued()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.waitSeconds).toBeGreaterThan(backoffSeconds(1) - 5);
      expect(row.waitSeconds).toBeLessThanOrEqual(backoffSeconds(1));
    }
    expect(await app.mailWorker.runOnce()).toBe(0);

    // The worker schedules with the database's clock (now()), so passing the backoff means
    // moving the rows' run_at back by it rather than sleeping or moving the app's clock.
    const passBackoff = (attempts: number) =>
      database.db.execute(sql`
        update outbox set run_at = run_at - make_interval(secs => ${backoffSeconds(attempts)})
        where payload->>'to' in (${sql.join(
          addresses.map((a) => sql`${a}`),
          sql`, `,
        )})`);
    await passBackoff(1);
    expect(await app.mailWorker.runOnce()).toBe(5);
    for (const row of await queued()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.waitSeconds).toBeGreaterThan(backoffSeconds(2) - 5);
    }
    expect(smtp.received).toHaveLength(0);

    // SMTP comes back on the same address: everything queued goes out, once.
    smtp = await startSmtpServer(port);
    await passBackoff(2);
    expect(await app.mailWorker.runOnce()).toBe(5);
    expect(await app.mailWorker.runOnce()).toBe(0);
    expect((await queued()).map((r) => r.status)).toEqual(Array(5).fill('sent'));
    expect(smtp.received.map((m) => m.to).sort()).toEqual([...addresses].sort());
    for (const mail of smtp.received) expect(mail.subject).toMatch(/verification code/);
  });
});

describe('the payment provider timing out', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await createBillingHarness();
  });
  afterAll(() => h.close());

  /** Paystack's webhook for this body, signed as Paystack signs it. */
  const paystackWebhook = (body: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': h.fake.paystack.sign(body),
      },
      payload: body,
    });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const value = await work();
    return { value, ms: Date.now() - started };
  };
  const orderStatus = async (token: string, id: string) => {
    const res = await h.call('GET', `/api/v1/payment/order/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return OrderResponse.parse(res.json()).data.status;
  };
  const startCheckout = async (currency: 'NGN' | 'GBP') => {
    const { token } = await h.register();
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds[currency]}`, {
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = MakePaymentResponse.parse(res.json());
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, data.id));
    return { token, id: data.id, reference: data.data.reference, row };
  };

  it('answers a checkout that cannot start with a quick 503 that says no money was taken', async () => {
    const { input, token } = await h.register();
    h.fake.hold(/^\/transaction\/initialize$/);
    const { value: res, ms } = await timed(() =>
      h.call('POST', `/api/v1/payment/make-payment/${h.planIds.NGN}`, { token }),
    );
    h.fake.release();
    expect(ms).toBeLessThan(5_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: BILLING_MESSAGES.providerUnreachable,
      code: 'UNAVAILABLE',
      messageId: 'billing.providerUnreachable',
    });
    // The buyer never got a payment page, so the order cannot be paid: it is closed, not left
    // pending, and nothing was granted.
    const [user] = await h.database.db.select().from(users).where(eq(users.email, input.email));
    const mine = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, user?.id ?? ''));
    expect(mine.map((o) => o.status)).toEqual(['failed']);
    expect(await h.tally(mine[0]?.id ?? '')).toEqual({ payments: 0, subscriptions: 0 });
  });

  it('keeps a paid Paystack order pending while verify hangs, then the reconcile job settles it exactly once', async () => {
    const { token, id, reference } = await startCheckout('NGN');
    h.fake.paystack.pay(reference);
    h.fake.hold(/^\/transaction\/verify\//);

    // The order page, the webhook and the reconcile job all meet a provider that never answers.
    const page = await timed(() => orderStatus(token, id));
    expect(page.value).toBe('pending');
    expect(page.ms).toBeLessThan(5_000);
    const body = h.fake.paystack.eventBody(reference);
    const hook = await paystackWebhook(body);
    expect(hook.statusCode).toBe(200);
    await h.app.billing.drain();
    h.clock.advance(11 * 60_000);
    expect(await h.app.reconcileWorker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
    expect(h.fake.heldCount()).toBeGreaterThanOrEqual(3);

    // The late answers reach clients that gave up: they change nothing.
    h.fake.release();
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });

    h.clock.advance(11 * 60_000);
    expect(await h.app.reconcileWorker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect(await orderStatus(token, id)).toBe('succeeded');
    // Later runs and a replayed webhook find it settled.
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    await paystackWebhook(body);
    await h.app.billing.drain();
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('keeps an approved PayPal order pending while capture hangs; the late capture is found and granted once', async () => {
    const { token, id, row } = await startCheckout('GBP');
    const paypalId = row?.providerOrderId ?? '';
    const capturesBefore = h.fake.paypal.captures();
    h.fake.paypal.approve(paypalId);
    h.fake.hold(/\/capture$/);

    const back = await timed(() =>
      h.call('GET', `/api/v1/payment/paypal-capture/${paypalId}`, { token }),
    );
    expect(back.ms).toBeLessThan(5_000);
    expect(back.value.statusCode).toBe(200);
    expect(OrderResponse.parse(back.value.json()).data.status).toBe('pending');
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });

    // PayPal does the held captures late; the request id makes the second answer the first.
    h.fake.release();
    await expect.poll(() => h.fake.paypal.order(paypalId)?.status).toBe('COMPLETED');
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect(h.fake.paypal.captures() - capturesBefore).toBe(1);
    expect(await orderStatus(token, id)).toBe('succeeded');
  });
});
