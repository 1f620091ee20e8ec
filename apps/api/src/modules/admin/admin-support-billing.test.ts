import { randomUUID } from 'node:crypto';
import { AccountBillingResponse, PlansResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, subscriptions } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

// Decision 024: support reads a family's billing (orders, payments, a granted year).

const HOUR = 3_600_000;

describe("admin console: an account's billing", () => {
  let h: SafetyHarness;
  let admin: Account;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  it('shows an account’s orders, payments in two currencies, a failed attempt and a granted year', async () => {
    const family = await h.family('FEMALE', { plan: false });
    const { db } = h.database;
    const all = PlansResponse.parse((await h.app.inject('/api/v1/plans/')).json()).data;
    const ngn = all.find((p) => p.currency === 'NGN')!;
    const gbp = all.find((p) => p.currency === 'GBP')!;
    const now = h.clock.now();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const order = async (
      plan: { _id: string; currency: 'NGN' | 'USD' | 'GBP' },
      amountMinor: number,
      provider: 'paystack' | 'paypal',
      hoursAgo: number,
      status: 'succeeded' | 'failed',
    ) => {
      const [row] = await db
        .insert(orders)
        .values({
          userId: family.userId,
          planId: plan._id,
          amountMinor,
          currency: plan.currency,
          provider,
          reference: `ref-${randomUUID()}`,
          providerOrderId: provider === 'paypal' ? `PP-${randomUUID()}` : null,
          status,
          failureReason: status === 'failed' ? 'declined' : null,
          nextCheckAt: at(hoursAgo),
          expiresAt: at(hoursAgo - 1),
          createdAt: at(hoursAgo),
          updatedAt: at(hoursAgo),
        })
        .returning();
      return row!;
    };
    const paidNgn = await order(ngn, 1_000_000, 'paystack', 50, 'succeeded');
    const failed = await order(gbp, 7_500, 'paypal', 30, 'failed');
    const paidGbp = await order(gbp, 7_500, 'paypal', 20, 'succeeded');
    const pay = async (o: typeof paidNgn, hoursAgo: number) => {
      const [row] = await db
        .insert(payments)
        .values({
          orderId: o.id,
          provider: o.provider,
          providerReference: `cap-${randomUUID()}`,
          amountMinor: o.amountMinor,
          currency: o.currency,
          paidAt: at(hoursAgo),
        })
        .returning();
      return row!;
    };
    const p1 = await pay(paidNgn, 50);
    const p2 = await pay(paidGbp, 20);
    await db.insert(subscriptions).values([
      {
        userId: family.userId,
        planId: ngn._id,
        paymentId: p1.id,
        startsAt: at(50),
        expiresAt: new Date(at(50).getTime() + 365 * 24 * HOUR),
        createdAt: at(50),
      },
      {
        userId: family.userId,
        planId: gbp._id,
        paymentId: p2.id,
        startsAt: new Date(at(50).getTime() + 365 * 24 * HOUR),
        expiresAt: new Date(at(50).getTime() + 730 * 24 * HOUR),
        createdAt: at(20),
      },
    ]);
    const grant = await h.adminCall('POST', `/accounts/${family.userId}/subscription`, admin, {
      planId: ngn._id,
      reason: 'Charged twice, refunded; a year on us',
    });
    expect(grant.statusCode, grant.body).toBe(200);

    const res = await h.adminCall('GET', `/accounts/${family.userId}/billing`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const billing = AccountBillingResponse.parse(res.json()).data;
    expect(billing.ordersTotal).toBe(3);
    expect(billing.orders.map((o) => o.id)).toEqual([paidGbp.id, failed.id, paidNgn.id]);
    expect(billing.orders[0]).toMatchObject({
      provider: 'paypal',
      reference: paidGbp.reference,
      providerOrderId: paidGbp.providerOrderId,
      amount: 75,
      currency: 'GBP',
      status: 'succeeded',
      payment: { providerReference: p2.providerReference, amount: 75, currency: 'GBP' },
    });
    expect(billing.orders[1]).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      payment: null,
    });
    expect(billing.orders[2]).toMatchObject({
      provider: 'paystack',
      amount: 10_000,
      currency: 'NGN',
      payment: { providerReference: p1.providerReference, amount: 10_000, currency: 'NGN' },
    });
    expect(billing.subscriptionsTotal).toBe(3);
    const [granted, secondYear, firstYear] = billing.subscriptions;
    expect(granted).toMatchObject({
      source: 'granted',
      planName: ngn.planName,
      grantedBy: admin.email,
      grantReason: 'Charged twice, refunded; a year on us',
      paymentReference: null,
    });
    expect(secondYear).toMatchObject({ source: 'paid', paymentReference: p2.providerReference });
    expect(firstYear).toMatchObject({ source: 'paid', currency: 'NGN', grantedBy: null });
    // Nothing of a provider's payload: only the columns the contract names.
    expect(Object.keys(billing.orders[0]!).sort()).toEqual(
      [
        'amount',
        'createdAt',
        'currency',
        'failureReason',
        'id',
        'payment',
        'planName',
        'provider',
        'providerOrderId',
        'reference',
        'status',
        'updatedAt',
      ].sort(),
    );

    // Another account's billing is its own; an unknown or malformed id is 404.
    const empty = await h.family('MALE', { plan: false });
    const none = AccountBillingResponse.parse(
      (await h.adminCall('GET', `/accounts/${empty.userId}/billing`, admin)).json(),
    ).data;
    expect(none).toEqual({ orders: [], ordersTotal: 0, subscriptions: [], subscriptionsTotal: 0 });
    expect((await h.adminCall('GET', `/accounts/${randomUUID()}/billing`, admin)).statusCode).toBe(
      404,
    );
    expect((await h.adminCall('GET', '/accounts/not-an-id/billing', admin)).statusCode).toBe(404);
  });
});
