// A plan once paid for: what it allows, when it starts, stops and extends, what is kept.
import {
  BillingHistoryResponse,
  MakePaymentResponse,
  OrderResponse,
  SubscriptionResponse,
} from '@waliyy/contract';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, plans, subscriptions, users } from '../../db/schema';
import { childBody } from '../../test/children-fixtures';
import { useSandboxBilling } from '../../test/sandbox-billing';
import { hasActivePlan } from './subscriptions.repository';

const DAY = 86_400_000;

/** The built-in sandbox (no provider keys): the whole flow on a laptop with nothing configured. */
describe('billing with the sandbox: a plan once paid for', () => {
  const world = useSandboxBilling();
  const { planIds, pay, orderOf, buy } = world;

  it('allows a 3rd and 4th single only after paying', async () => {
    const { token } = await world.h.register();
    const add = () => world.h.call('POST', '/api/v1/parent/child', { token, body: childBody() });
    expect((await add()).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(201);
    const third = await add();
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe('SINGLES_LIMIT');

    await buy(token);
    expect((await add()).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(201);
    expect((await add()).json().code).toBe('SINGLES_LIMIT');
    expect((await world.h.call('GET', '/api/v1/account', { token })).json().data.singlesLimit).toBe(
      4,
    );
  });

  it('stops the plan at the exact moment it expires (fixed clock)', async () => {
    const { input, token } = await world.h.register();
    const [user] = await world.h.database.db
      .select()
      .from(users)
      .where(eq(users.email, input.email));
    const userId = user?.id ?? '';
    const paidAt = world.h.clock.now();
    await buy(token);
    const expiresAt = new Date(
      SubscriptionResponse.parse(
        (await world.h.call('GET', '/api/v1/subscriptions/active', { token })).json(),
      ).data?.expiresAt ?? 0,
    );
    expect(expiresAt.getTime() - paidAt.getTime()).toBe(365 * DAY);

    const start = world.h.clock.now().getTime();
    world.h.clock.advance(expiresAt.getTime() - start - 1);
    expect(await hasActivePlan(world.h.database.db, userId, world.h.clock.now())).toBe(true);
    let fresh = await world.h.login(input);
    expect(
      (await world.h.call('GET', '/api/v1/subscriptions/active', { token: fresh })).json().data,
    ).not.toBeNull();

    world.h.clock.advance(1); // exactly expiresAt
    expect(await hasActivePlan(world.h.database.db, userId, world.h.clock.now())).toBe(false);
    fresh = await world.h.login(input);
    expect(
      (await world.h.call('GET', '/api/v1/subscriptions/active', { token: fresh })).json().data,
    ).toBeNull();
    expect(
      (await world.h.call('GET', '/api/v1/account', { token: fresh })).json().data.singlesLimit,
    ).toBe(2);
    const history = BillingHistoryResponse.parse(
      (await world.h.call('GET', '/api/v1/subscriptions', { token: fresh })).json(),
    );
    expect(history.data.map((e) => e.status)).toEqual(['expired']);
  });

  it('extends from the current expiry when paying while active, and from now after a lapse', async () => {
    const { input, token } = await world.h.register();
    const t0 = world.h.clock.now();
    await buy(token);
    world.h.clock.advance(100 * DAY);
    let fresh = await world.h.login(input);
    await buy(fresh, 'NGN');

    const active = SubscriptionResponse.parse(
      (await world.h.call('GET', '/api/v1/subscriptions/active', { token: fresh })).json(),
    );
    const firstEnd = new Date(t0);
    firstEnd.setUTCFullYear(firstEnd.getUTCFullYear() + 1);
    const secondEnd = new Date(t0);
    secondEnd.setUTCFullYear(secondEnd.getUTCFullYear() + 2);
    expect(active.data?.expiresAt).toBe(secondEnd.toISOString());

    const history = BillingHistoryResponse.parse(
      (await world.h.call('GET', '/api/v1/subscriptions', { token: fresh })).json(),
    );
    expect(history.data).toHaveLength(2);
    expect(history.data.map((e) => [e.status, e.startsAt, e.expiresAt])).toEqual([
      ['upcoming', firstEnd.toISOString(), secondEnd.toISOString()],
      ['active', t0.toISOString(), firstEnd.toISOString()],
    ]);
    expect(history.data[0]).toMatchObject({
      plan: { planName: 'Premium', amount: 10_000, currency: 'NGN' },
      duration: 12,
      payment: { status: 'succeeded', provider: 'sandbox', duration: 12 },
    });
    // Every paid year is 12 months, a leap year's too.
    expect(history.data.map((e) => [e.duration, e.payment.duration])).toEqual([
      [12, 12],
      [12, 12],
    ]);
    expect(history.data[0]?.payment.reference).toMatch(/^WLY-/);

    // Both years later (a lapse), a new payment starts now.
    world.h.clock.advance(2 * 365 * DAY);
    fresh = await world.h.login(input);
    expect(
      (await world.h.call('GET', '/api/v1/subscriptions/active', { token: fresh })).json().data,
    ).toBeNull();
    const now = world.h.clock.now();
    await buy(fresh, 'GBP');
    const renewed = SubscriptionResponse.parse(
      (await world.h.call('GET', '/api/v1/subscriptions/active', { token: fresh })).json(),
    );
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(renewed.data).toMatchObject({
      plan: { currency: 'GBP', amount: 20 },
      expiresAt: end.toISOString(),
    });
  });

  it('answers empty reads: no plan → data null, no history → []', async () => {
    const { token } = await world.h.register();
    const active = await world.h.call('GET', '/api/v1/subscriptions/active', { token });
    expect(active.statusCode).toBe(200);
    expect(active.json().data).toBeNull();
    const history = await world.h.call('GET', '/api/v1/subscriptions', { token });
    expect(BillingHistoryResponse.parse(history.json()).data).toEqual([]);
    expect((await world.h.call('GET', '/api/v1/subscriptions')).statusCode).toBe(401);
  });

  it('expires an order left pending past its time when the reconcile job runs', async () => {
    const { input, token } = await world.h.register();
    const { data } = MakePaymentResponse.parse((await pay(token, planIds.NGN ?? '')).json());
    await world.h.app.reconcileWorker.runOnce();
    expect((await orderOf(token, data.id)).json().data.status).toBe('pending');
    world.h.clock.advance(25 * 3_600_000);
    await world.h.app.reconcileWorker.runOnce();
    const fresh = await world.h.login(input);
    const order = OrderResponse.parse((await orderOf(fresh, data.id)).json());
    expect(order.data.status).toBe('expired');
    expect(order.message).toBe('This payment was not completed in time. Please start again.');
  });

  it('keeps orders, payments and subscriptions, anonymised, when the account is deleted', async () => {
    const { input, token } = await world.h.register();
    const orderId = await buy(token);
    const [user] = await world.h.database.db
      .select()
      .from(users)
      .where(eq(users.email, input.email));
    expect((await world.h.call('PUT', '/api/v1/account/delete', { token })).statusCode).toBe(200);

    const [order] = await world.h.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'succeeded', userId: null, amountMinor: 1_000_000 });
    const [payment] = await world.h.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ amountMinor: 1_000_000, currency: 'NGN' });
    const [subscription] = await world.h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, payment?.id ?? ''));
    expect(subscription?.userId).toBeNull();
    expect(
      await world.h.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user?.id ?? '')),
    ).toEqual([]);
    expect(
      (await world.h.database.db.select().from(orders).where(isNull(orders.userId))).length,
    ).toBeGreaterThan(0);
  });

  it('keeps prices in minor units in the database (no floats)', async () => {
    const rows = await world.h.database.db.select().from(plans);
    expect(Object.fromEntries(rows.map((r) => [r.currency, r.amountMinor]))).toEqual({
      NGN: 1_000_000,
      USD: 2_500,
      GBP: 2_000,
    });
  });
});
