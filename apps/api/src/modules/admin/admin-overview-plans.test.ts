import {
  ADMIN_MESSAGES,
  AdminPlanResponse,
  AdminPlansResponse,
  AuditResponse,
  OverviewResponse,
  PlansResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  likes,
  matches,
  orders,
  payments,
  plans,
  siteVisits,
  subscriptions,
} from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createGuardian } from '../../test/factories';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { seedPlans } from '../plans/plan-catalogue';

const at = (text: string) => new Date(text);

describe('admin: overview and plans', () => {
  let h: SafetyHarness;
  let admin: Account;
  let planIds: Record<'NGN' | 'USD' | 'GBP', string>;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
    const rows = await h.database.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((p) => [p.currency, p.id])) as typeof planIds;
  });
  afterAll(() => h.close());

  it('answers daily series on a small fixed dataset, grants not counted as money', async () => {
    const { db } = h.database;
    const a = await createGuardian(db, { createdAt: at('2026-03-02T08:00:00Z') });
    const b = await createGuardian(db, { createdAt: at('2026-03-02T23:59:59Z') });
    const c = await createGuardian(db, { createdAt: at('2026-03-04T00:00:00Z') });
    await createGuardian(db, { createdAt: at('2026-03-06T00:00:00Z') }); // the day after
    const man = await h.single(a.id, { gender: 'MALE' });
    const woman = await h.single(b.id, { gender: 'FEMALE' });
    const other = await h.single(c.id, { gender: 'FEMALE' });
    const [first, , third] = await db
      .insert(likes)
      .values([
        { initiatorId: man.id, receiverId: woman.id, createdAt: at('2026-03-02T10:00:00Z') },
        { initiatorId: woman.id, receiverId: man.id, createdAt: at('2026-03-03T10:00:00Z') },
        { initiatorId: man.id, receiverId: other.id, createdAt: at('2026-03-03T11:00:00Z') },
      ])
      .returning();
    expect(third).toBeDefined();
    await db.insert(matches).values({
      likeId: first!.id,
      manId: man.id,
      womanId: woman.id,
      createdAt: at('2026-03-03T12:00:00Z'),
    });

    let n = 0;
    const pay = async (
      userId: string,
      currency: 'NGN' | 'USD' | 'GBP',
      minor: number,
      paidAt: Date,
    ) => {
      n += 1;
      const [order] = await db
        .insert(orders)
        .values({
          userId,
          planId: planIds[currency],
          amountMinor: minor,
          currency,
          provider: 'sandbox',
          reference: `OVERVIEW-${n}`,
          status: 'succeeded',
          nextCheckAt: paidAt,
          expiresAt: paidAt,
        })
        .returning();
      const [payment] = await db
        .insert(payments)
        .values({
          orderId: order!.id,
          provider: 'sandbox',
          providerReference: `overview-${n}`,
          amountMinor: minor,
          currency,
          paidAt,
        })
        .returning();
      return payment!.id;
    };
    // Running before the range, ending on 3 March.
    const old = await pay(a.id, 'NGN', 1_000_000, at('2026-02-10T09:00:00Z'));
    await db.insert(subscriptions).values({
      userId: a.id,
      planId: planIds.NGN,
      paymentId: old,
      startsAt: at('2026-02-10T09:00:00Z'),
      expiresAt: at('2026-03-03T10:00:00Z'),
    });
    const paid = await pay(b.id, 'NGN', 1_000_000, at('2026-03-03T12:00:00Z'));
    await db.insert(subscriptions).values({
      userId: b.id,
      planId: planIds.NGN,
      paymentId: paid,
      startsAt: at('2026-03-03T12:00:00Z'),
      expiresAt: at('2027-03-03T12:00:00Z'),
    });
    await pay(b.id, 'USD', 2_500, at('2026-03-03T13:00:00Z'));
    await pay(c.id, 'GBP', 1_999, at('2026-03-05T13:00:00Z'));
    await db.insert(subscriptions).values({
      userId: c.id,
      planId: planIds.GBP,
      grantReason: 'Hardship',
      startsAt: at('2026-03-04T09:00:00Z'),
      expiresAt: at('2027-03-04T09:00:00Z'),
    });

    // Anonymous visits (POST /metrics/log-visit), per UTC day and path; the day after is out.
    await db.insert(siteVisits).values([
      { day: '2026-03-03', path: '/', visits: 5 },
      { day: '2026-03-03', path: '/pricing', visits: 2 },
      { day: '2026-03-06', path: '/', visits: 9 },
    ]);

    const res = await h.adminCall('GET', '/overview?from=2026-03-01&to=2026-03-05', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { buckets, totals } = OverviewResponse.parse(res.json()).data;
    const none = { NGN: 0, USD: 0, GBP: 0 };
    const quiet = {
      likesAnswered: 0,
      likesExpired: 0,
      suspensions: 0,
      deletions: 0,
      failedPayments: 0,
      abandonedPayments: 0,
    };
    const day = (date: string) => ({ start: date, end: date, ...quiet });
    expect(buckets).toEqual([
      {
        ...day('2026-03-01'),
        signups: 0,
        visits: 0,
        activeSubscriptions: 1,
        likes: 0,
        matches: 0,
        revenue: none,
      },
      {
        ...day('2026-03-02'),
        signups: 2,
        visits: 0,
        activeSubscriptions: 1,
        likes: 1,
        matches: 0,
        revenue: none,
      },
      {
        ...day('2026-03-03'),
        signups: 0,
        visits: 7,
        activeSubscriptions: 1,
        likes: 2,
        matches: 1,
        revenue: { NGN: 10_000, USD: 25, GBP: 0 },
      },
      {
        ...day('2026-03-04'),
        signups: 1,
        visits: 0,
        activeSubscriptions: 2,
        likes: 0,
        matches: 0,
        revenue: none,
      },
      {
        ...day('2026-03-05'),
        signups: 0,
        visits: 0,
        activeSubscriptions: 2,
        likes: 0,
        matches: 0,
        revenue: { NGN: 0, USD: 0, GBP: 19.99 },
      },
    ]);
    expect(totals).toEqual({
      signups: 3,
      visits: 7,
      likes: 3,
      matches: 1,
      revenue: { NGN: 10_000, USD: 25, GBP: 19.99 },
      ...quiet,
    });
  });

  it('refuses a range that is reversed, longer than 366 days or not dates', async () => {
    for (const query of [
      'from=2026-03-05&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      'from=yesterday&to=2026-03-01',
      'to=2026-03-01',
    ]) {
      const res = await h.adminCall('GET', `/overview?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const full = await h.adminCall('GET', '/overview?from=2025-01-01&to=2026-01-01', admin);
    expect(OverviewResponse.parse(full.json()).data.buckets).toHaveLength(366);
  });

  it('creates, edits and retires plans; a retired plan is not sold; seeding keeps both', async () => {
    const listed = AdminPlansResponse.parse(
      (await h.adminCall('GET', '/plans', admin)).json(),
    ).data;
    expect(listed.map((p) => p.currency).sort()).toEqual(['GBP', 'NGN', 'USD']);

    const body = {
      planName: 'Family',
      amount: 40,
      currency: 'USD',
      planDescription: 'For large families',
      reason: 'New offer',
    };
    const created = await h.adminCall('POST', '/plans', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const plan = AdminPlanResponse.parse(created.json()).data;
    expect(plan).toMatchObject({ planName: 'Family', amount: 40, isActive: true });
    expect((await h.adminCall('POST', '/plans', admin, body)).statusCode).toBe(409);
    const invalid = await h.adminCall('POST', '/plans', admin, { ...body, amount: 1.234 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(ADMIN_MESSAGES.amount);

    const edited = await h.adminCall('PUT', `/plans/${plan._id}`, admin, {
      amount: 45.5,
      planDescription: 'For large families\nUp to 8 singles',
      reason: 'Price review',
    });
    expect(AdminPlanResponse.parse(edited.json()).data.amount).toBe(45.5);
    const onSale = async () =>
      PlansResponse.parse((await h.app.inject('/api/v1/plans/')).json()).data;
    expect((await onSale()).find((p) => p._id === plan._id)?.amount).toBe(45.5);

    const retired = await h.adminCall('PUT', `/plans/${plan._id}/retire`, admin, {
      reason: 'Offer ended',
    });
    expect(AdminPlanResponse.parse(retired.json()).data.isActive).toBe(false);
    expect((await onSale()).map((p) => p._id)).not.toContain(plan._id);
    const buyer = await h.account();
    const buy = await h.call('POST', `/api/v1/payment/make-payment/${plan._id}`, buyer.token);
    expect(buy.statusCode).toBe(404);

    // Staff's price and retirement survive a restart's seeding with other configured prices.
    await h.adminCall('PUT', `/plans/${planIds.USD}`, admin, { amount: 30, reason: 'Sale' });
    await h.adminCall('PUT', `/plans/${planIds.GBP}/retire`, admin, { reason: 'No PayPal' });
    await seedPlans(h.database.db, { PLAN_PRICE_USD: '99', PLAN_PRICE_GBP: '50' });
    const [usd] = await h.database.db.select().from(plans).where(eq(plans.id, planIds.USD));
    const [gbp] = await h.database.db.select().from(plans).where(eq(plans.id, planIds.GBP));
    expect(usd?.amountMinor).toBe(3_000);
    expect(gbp?.isActive).toBe(false);
    expect((await onSale()).map((p) => p.currency).sort()).toEqual(['NGN', 'USD']);

    const audit = AuditResponse.parse((await h.adminCall('GET', '/audit?limit=100', admin)).json())
      .data.entries;
    const mine = audit.filter((e) => e.targetId === plan._id).map((e) => e.action);
    expect(mine.sort()).toEqual(['plan.create', 'plan.retire', 'plan.update']);
    expect(audit.find((e) => e.action === 'plan.update' && e.targetId === plan._id)).toMatchObject({
      reason: 'Price review',
      actor: { id: admin.userId, label: admin.email },
    });
  });

  it('brings a retired plan back: edits stick while retired, re-creating it says to bring it back', async () => {
    const body = {
      planName: 'Seasonal',
      amount: 15,
      currency: 'GBP',
      planDescription: 'For the season',
      reason: 'Ramadan offer',
    };
    const plan = AdminPlanResponse.parse(
      (await h.adminCall('POST', '/plans', admin, body)).json(),
    ).data;
    const onSale = async () =>
      PlansResponse.parse((await h.app.inject('/api/v1/plans/')).json()).data.map((p) => p._id);

    // On sale: nothing to bring back.
    const early = await h.adminCall('POST', `/plans/${plan._id}/restore`, admin, {
      reason: 'Too early',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.planOnSale });

    await h.adminCall('PUT', `/plans/${plan._id}/retire`, admin, { reason: 'Season over' });
    const again = await h.adminCall('POST', '/plans', admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.planExistsRetired);
    expect(again.json().message).toMatch(/bring it back/);

    // Editing a retired plan changes it, says so, and leaves it retired.
    const edited = await h.adminCall('PUT', `/plans/${plan._id}`, admin, {
      amount: 12.5,
      reason: 'Next season price',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(ADMIN_MESSAGES.planUpdatedRetired);
    expect(AdminPlanResponse.parse(edited.json()).data).toMatchObject({
      amount: 12.5,
      isActive: false,
    });
    const [row] = await h.database.db.select().from(plans).where(eq(plans.id, plan._id));
    expect(row?.amountMinor).toBe(1_250);
    expect(await onSale()).not.toContain(plan._id);

    // Bringing it back needs a reason, is staff only, and 404s an unknown plan.
    const noReason = await h.adminCall('POST', `/plans/${plan._id}/restore`, admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(ADMIN_MESSAGES.reason);
    const guardian = await h.account();
    const notStaff = await h.adminCall('POST', `/plans/${plan._id}/restore`, guardian, {
      reason: 'Let me',
    });
    expect(notStaff.statusCode).toBe(403);
    expect(
      (await h.adminCall('POST', `/plans/${plan._id}/restore`, null, { reason: 'Anon' }))
        .statusCode,
    ).toBe(401);
    const unknown = await h.adminCall('POST', `/plans/${crypto.randomUUID()}/restore`, admin, {
      reason: 'Which one?',
    });
    expect(unknown.statusCode).toBe(404);

    const restored = await h.adminCall('POST', `/plans/${plan._id}/restore`, admin, {
      reason: 'Season is back',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(ADMIN_MESSAGES.planRestored);
    expect(AdminPlanResponse.parse(restored.json()).data).toMatchObject({
      amount: 12.5,
      isActive: true,
    });
    expect(await onSale()).toContain(plan._id);

    const audit = AuditResponse.parse((await h.adminCall('GET', '/audit?limit=100', admin)).json())
      .data.entries;
    const restore = audit.find((e) => e.action === 'plan.restore' && e.targetId === plan._id);
    expect(restore).toMatchObject({ reason: 'Season is back' });
    expect(restore?.details).toMatchObject({
      before: { isActive: false },
      after: { isActive: true, amount: 12.5 },
    });
  });
});
