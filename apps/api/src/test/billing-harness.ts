import { PlansResponse } from '@waliyy/contract';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments, subscriptions } from '../db/schema';
import { DEFAULT_BILLING_SETTINGS } from '../modules/billing/billing.settings';
import { type AuthHarness, createAuthHarness } from './auth-harness';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYSTACK_SECRET,
  type FakePayments,
  startFakePayments,
} from './fake-payments';

/** Provider calls give up after this long in tests (the fake can be told to be slower). */
export const TEST_PAYMENT_TIMEOUT_MS = 300;

export type BillingHarness = AuthHarness & {
  fake: FakePayments;
  planIds: Record<'NGN' | 'USD' | 'GBP', string>;
  /** The app's configuration for Paystack and PayPal pointed at the fake (for a second app). */
  paymentsConfig: Record<string, string | number>;
  /** How many payments, and subscriptions granted from them, an order came to. */
  tally(orderId: string): Promise<{ payments: number; subscriptions: number }>;
};

/**
 * The real app with Paystack and PayPal configured against the fake provider server. Options:
 * a database to run on, and a longer provider time limit (the concurrency suite, where 50
 * requests share one loaded event loop with the fake, must not see a slow answer as a timeout).
 */
export async function createBillingHarness(
  options: { database?: Database; paymentTimeoutMs?: number } = {},
): Promise<BillingHarness> {
  const fake = await startFakePayments();
  const paymentsConfig = {
    PAYSTACK_API_URL: fake.url,
    PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
    PAYPAL_API_URL: fake.url,
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    PAYMENT_TIMEOUT_MS: options.paymentTimeoutMs ?? TEST_PAYMENT_TIMEOUT_MS,
  };
  const h = await createAuthHarness({
    ...(options.database ? { database: options.database } : {}),
    start: new Date('2026-03-01T10:00:00Z'),
    config: paymentsConfig,
    overrides: { billingSettings: DEFAULT_BILLING_SETTINGS },
  });
  const plans = PlansResponse.parse((await h.call('GET', '/api/v1/plans/')).json()).data;
  const planIds = Object.fromEntries(
    plans.map((p) => [p.currency, p._id]),
  ) as BillingHarness['planIds'];
  const close = h.close;
  return Object.assign(h, {
    fake,
    planIds,
    paymentsConfig,
    async tally(orderId: string) {
      const [p] = await h.database.db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      const [s] = await h.database.db
        .select({ n: count() })
        .from(subscriptions)
        .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
        .where(eq(payments.orderId, orderId));
      return { payments: p?.n ?? 0, subscriptions: s?.n ?? 0 };
    },
    async close() {
      await h.app.billing.drain();
      await close();
      await fake.close();
    },
  });
}
