// The overview on a small fixed dataset, and the ranges it refuses.
import { OverviewResponse } from '@waliyy/contract';
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

const at = (text: string) => new Date(text);

describe('admin: overview', () => {
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
});
