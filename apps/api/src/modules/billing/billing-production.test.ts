import {
  BILLING_MESSAGES,
  MakePaymentResponse,
  OrderResponse,
  PlansResponse,
} from '@waliyy/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { TEST_PAYMENT_TIMEOUT_MS } from '../../test/billing-harness';
import { createTestDatabase } from '../../test/database';
import {
  FAKE_PAYSTACK_SECRET,
  type FakePayments,
  startFakePayments,
} from '../../test/fake-payments';

const APP_URL = 'https://waliyy.example';
const PRODUCTION = { isProduction: true, APP_URL };
const CURRENCIES = ['NGN', 'USD', 'GBP'] as const;
const EVIL = 'https://evil.example';

async function planIdsOf(h: AuthHarness) {
  const { data } = PlansResponse.parse((await h.call('GET', '/api/v1/plans/')).json());
  return { plans: data, ids: Object.fromEntries(data.map((p) => [p.currency, p._id])) };
}

const ordersOf = async (database: Database) =>
  (await database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

/** decision 065: production has no sandbox; a currency without a provider cannot be paid. */
describe('payments in production', () => {
  it('will not build without SMTP_URL: the log transport would log codes and reset links', async () => {
    const database = await createTestDatabase();
    try {
      await expect(createTestApp({ database, config: PRODUCTION })).rejects.toThrow(/SMTP_URL/);
    } finally {
      await database.close();
    }
  });

  describe('with no provider keys', () => {
    let database: Database;
    let dev: AuthHarness;
    let h: AuthHarness;
    // An order started on the sandbox before the server was switched to production.
    let leftover: { token: string; id: string; path: string };

    beforeAll(async () => {
      database = await createTestDatabase();
      dev = await createAuthHarness({ database: { ...database, close: async () => {} } });
      const { token } = await dev.register();
      const { ids } = await planIdsOf(dev);
      const started = await dev.call('POST', `/api/v1/payment/make-payment/${ids.NGN}`, { token });
      const { data } = MakePaymentResponse.parse(started.json());
      leftover = { token, id: data.id, path: new URL(data.data.authorization_url).pathname };
      await dev.close();
      h = await createAuthHarness({ database, config: PRODUCTION });
    });
    afterAll(() => h.close());

    it('has no sandbox: its page and buttons are 404 and a sandbox order stays unpaid', async () => {
      expect(leftover.path).toMatch(/^\/api\/v1\/payment\/sandbox\/WLY-/);
      const page = await h.app.inject({ method: 'GET', url: leftover.path });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({
        message: 'Not found.',
        code: 'NOT_FOUND',
        messageId: 'error.NOT_FOUND',
      });
      for (const decision of ['complete', 'decline']) {
        const res = await h.app.inject({
          method: 'POST',
          url: `${leftover.path}/${decision}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        expect(res.statusCode, decision).toBe(404);
      }
      const order = await h.call('GET', `/api/v1/payment/order/${leftover.id}`, {
        token: leftover.token,
      });
      expect(OrderResponse.parse(order.json()).data.status).toBe('pending');
      const active = await h.call('GET', '/api/v1/subscriptions/active', {
        token: leftover.token,
      });
      expect(active.json().data).toBeNull();
    });

    it('lists the plans with no provider, so the web offers no button', async () => {
      const { plans } = await planIdsOf(h);
      expect(plans.map((p) => [p.currency, p.providers])).toEqual([
        ['NGN', []],
        ['USD', []],
        ['GBP', []],
      ]);
    });

    it('answers make-payment 503 PAYMENTS_UNAVAILABLE in every currency and creates no order', async () => {
      const { token } = await h.register();
      const { ids } = await planIdsOf(h);
      const before = await ordersOf(database);
      for (const currency of CURRENCIES) {
        for (const body of [undefined, { provider: 'paystack' }, { provider: 'paypal' }]) {
          const res = await h.call('POST', `/api/v1/payment/make-payment/${ids[currency]}`, {
            token,
            body,
          });
          expect(res.statusCode, `${currency} ${JSON.stringify(body)}`).toBe(503);
          expect(res.json()).toEqual({
            code: 'PAYMENTS_UNAVAILABLE',
            message: `Payments in ${currency} are not open yet on Waliyy. No money was taken. Please try again later or contact support.`,
            // Its id and the currency it names, for the web to say it in the family's language.
            messageId: 'billing.paymentsUnavailable',
            messageValues: { currency },
          });
        }
      }
      // Asking for the sandbox by name is refused too.
      const sandbox = await h.call('POST', `/api/v1/payment/make-payment/${ids.NGN}`, {
        token,
        body: { provider: 'sandbox' },
      });
      expect(sandbox.statusCode).toBe(400);
      expect(await ordersOf(database)).toBe(before);
    });
  });

  describe('with only Paystack configured', () => {
    let fake: FakePayments;
    let h: AuthHarness;
    let ids: Record<string, string>;

    beforeAll(async () => {
      fake = await startFakePayments();
      h = await createAuthHarness({
        config: {
          ...PRODUCTION,
          PAYSTACK_API_URL: fake.url,
          PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
          PAYMENT_TIMEOUT_MS: TEST_PAYMENT_TIMEOUT_MS,
        },
      });
      ids = (await planIdsOf(h)).ids;
    });
    afterAll(async () => {
      await h.close();
      await fake.close();
    });

    const pay = (token: string, currency: string, body?: unknown, origin?: string) =>
      h.app.inject({
        method: 'POST',
        url: `/api/v1/payment/make-payment/${ids[currency]}`,
        headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });

    it('says NGN and USD are payable through Paystack and GBP is not', async () => {
      const { plans } = await planIdsOf(h);
      expect(plans.map((p) => [p.currency, p.providers])).toEqual([
        ['NGN', ['paystack']],
        ['USD', ['paystack']],
        ['GBP', []],
      ]);
    });

    it('takes NGN and USD through Paystack (PayPal asked for USD is a preference) and answers GBP 503', async () => {
      const { token } = await h.register();
      for (const [currency, body] of [
        ['NGN', undefined],
        ['USD', { provider: 'paystack' }],
        ['USD', { provider: 'paypal' }],
      ] as const) {
        const res = await pay(token, currency, body);
        expect(res.statusCode, `${currency} ${res.body}`).toBe(200);
        const { data } = MakePaymentResponse.parse(res.json());
        expect(data.data.authorization_url).toMatch(new RegExp(`^${fake.url}/checkout/`));
        const order = await h.call('GET', `/api/v1/payment/order/${data.id}`, { token });
        expect(OrderResponse.parse(order.json()).data).toMatchObject({ provider: 'paystack' });
      }
      for (const body of [undefined, { provider: 'paypal' }, { provider: 'paystack' }]) {
        const gbp = await pay(token, 'GBP', body);
        expect(gbp.statusCode).toBe(503);
        expect(gbp.json().code).toBe('PAYMENTS_UNAVAILABLE');
      }
      // The provider asked for is a preference (decision 062): NGN asked through PayPal goes to
      // Paystack, and the answer says so.
      const ngnViaPayPal = await pay(token, 'NGN', { provider: 'paypal' });
      expect(ngnViaPayPal.statusCode, ngnViaPayPal.body).toBe(200);
      const redirected = MakePaymentResponse.parse(ngnViaPayPal.json());
      expect(redirected.data.provider).toBe('paystack');
      expect(redirected.message).toBe(
        BILLING_MESSAGES.paymentRedirected('paypal', 'paystack', 'NGN'),
      );
      // Never the sandbox in production, even asked for by name.
      const sandbox = await pay(token, 'NGN', { provider: 'sandbox' });
      expect(sandbox.statusCode).toBe(400);
    });

    it("sends the family back to APP_URL whatever the request's Origin says", async () => {
      const { token } = await h.register();
      for (const origin of [EVIL, 'http://localhost:5173', APP_URL]) {
        const res = await pay(token, 'NGN', undefined, origin);
        expect(res.statusCode).toBe(200);
        const { reference } = MakePaymentResponse.parse(res.json()).data.data;
        expect(fake.paystack.transaction(reference)?.callbackUrl, origin).toBe(
          `${APP_URL}/confirm-payment`,
        );
      }
    });
  });
});
