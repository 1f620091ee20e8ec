import {
  auditLog,
  deletedAccounts,
  likes,
  matches,
  orders,
  payments,
  plans,
  reports,
  siteVisits,
  subscriptions,
} from '../db/schema';
import { createGuardian } from './factories';
import { createSafetyHarness } from './safety-fixtures';

export const at = (text: string) => new Date(text);

/** A safety harness (its clock at 2026-06-15T12:00Z), its admin, and the world seeded in it. */
export async function createOverviewWorld() {
  const h = await createSafetyHarness();
  const admin = await h.admin();
  let ngnPlan = '';
  let usdPlan = '';
  const ids: Record<'a' | 'b' | 'c' | 'd' | 'e', string> = { a: '', b: '', c: '', d: '', e: '' };
  let dToken = '';
  const { db } = h.database;
  const rows = await db.select().from(plans);
  ngnPlan = rows.find((p) => p.currency === 'NGN')!.id;
  usdPlan = rows.find((p) => p.currency === 'USD')!.id;

  const make = (createdAt: string, lastActiveAt: string | null, more = {}) =>
    createGuardian(db, {
      createdAt: at(createdAt),
      lastActiveAt: lastActiveAt ? at(lastActiveAt) : null,
      ...more,
    });
  ids.a = (await make('2026-06-02T08:00:00Z', '2026-06-14T09:00:00Z')).id;
  ids.b = (await make('2026-06-02T23:59:59Z', '2026-06-01T00:00:00Z')).id;
  ids.c = (await make('2026-06-04T00:00:00Z', '2026-05-01T00:00:00Z')).id;
  const d = await make('2026-06-05T10:00:00Z', null);
  ids.d = d.id;
  ids.e = (await make('2026-06-06T10:00:00Z', null)).id;
  // Staff sign up too (counted as sign-ups) but are no family: not active, not converted.
  await make('2026-06-03T09:00:00Z', '2026-06-14T09:00:00Z', { role: 'admin' });
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: d.email, password: d.password },
  });
  dToken = login.json().data.token;
  // Accounts deleted before this test: one opened before the range, one inside it.
  await db.insert(deletedAccounts).values([
    {
      id: crypto.randomUUID(),
      createdAt: at('2026-05-20T00:00:00Z'),
      deletedAt: at('2026-06-07T10:00:00Z'),
      deletedBy: 'self',
    },
    {
      id: crypto.randomUUID(),
      createdAt: at('2026-06-03T05:00:00Z'),
      deletedAt: at('2026-06-08T10:00:00Z'),
      deletedBy: 'staff',
    },
  ]);

  // Orders in every state, by the day the checkout started.
  let n = 0;
  const order = async (
    userId: string,
    status: 'pending' | 'succeeded' | 'failed' | 'expired',
    createdAt: string,
    expiresAt: string,
    currency: 'NGN' | 'USD' = 'NGN',
  ) => {
    n += 1;
    const [row] = await db
      .insert(orders)
      .values({
        userId,
        planId: currency === 'NGN' ? ngnPlan : usdPlan,
        amountMinor: currency === 'NGN' ? 1_000_000 : 2_500,
        currency,
        provider: 'sandbox',
        reference: `FIGURES-${n}-${crypto.randomUUID()}`,
        status,
        nextCheckAt: at(createdAt),
        expiresAt: at(expiresAt),
        createdAt: at(createdAt),
        updatedAt: at(createdAt),
      })
      .returning();
    return row!;
  };
  const pay = async (orderId: string, currency: 'NGN' | 'USD', minor: number, paidAt: string) => {
    const [row] = await db
      .insert(payments)
      .values({
        orderId,
        provider: 'sandbox',
        providerReference: `figures-${crypto.randomUUID()}`,
        amountMinor: minor,
        currency,
        paidAt: at(paidAt),
      })
      .returning();
    return row!.id;
  };
  const paid = await order(ids.a, 'succeeded', '2026-06-09T10:00:00Z', '2026-06-09T11:00:00Z');
  const payment = await pay(paid.id, 'NGN', 1_000_000, '2026-06-09T10:05:00Z');
  await db.insert(subscriptions).values({
    userId: ids.a,
    planId: ngnPlan,
    paymentId: payment,
    startsAt: at('2026-06-09T10:05:00Z'),
    expiresAt: at('2027-06-09T10:05:00Z'),
  });
  // Started before the range, paid on its first minute: revenue, not a failure.
  const early = await order(
    ids.a,
    'succeeded',
    '2026-05-31T23:50:00Z',
    '2026-06-01T00:50:00Z',
    'USD',
  );
  await pay(early.id, 'USD', 2_500, '2026-06-01T00:00:00Z');
  await order(ids.b, 'failed', '2026-06-09T11:00:00Z', '2026-06-09T12:00:00Z');
  await order(ids.b, 'expired', '2026-06-10T11:00:00Z', '2026-06-10T12:00:00Z');
  // Still pending past its time (the reconcile job has not expired it yet): abandoned.
  await order(ids.c, 'pending', '2026-06-10T12:00:00Z', '2026-06-10T13:00:00Z');
  // Pending and still within its time: neither failed nor abandoned.
  await order(ids.c, 'pending', '2026-06-15T11:30:00Z', '2026-06-15T12:30:00Z');
  // A granted year: a subscription, no payment (c has not converted).
  await db.insert(subscriptions).values({
    userId: ids.c,
    planId: ngnPlan,
    grantReason: 'Hardship',
    startsAt: at('2026-06-04T09:00:00Z'),
    expiresAt: at('2027-06-04T09:00:00Z'),
  });

  // Likes sent in the range and what became of them.
  const man = await h.single(ids.a, { gender: 'MALE' });
  const woman = await h.single(ids.b, { gender: 'FEMALE' });
  const other = await h.single(ids.c, { gender: 'FEMALE' });
  const like = (
    initiatorId: string,
    receiverId: string,
    status: 'pending' | 'accepted' | 'rejected' | 'withdrawn' | 'expired',
    createdAt: string,
  ) => ({ initiatorId, receiverId, status, createdAt: at(createdAt) });
  const [accepted] = await db
    .insert(likes)
    .values([
      like(man.id, woman.id, 'accepted', '2026-06-11T10:00:00Z'),
      like(man.id, other.id, 'expired', '2026-06-11T11:00:00Z'),
      like(other.id, man.id, 'rejected', '2026-06-12T10:00:00Z'),
      like(woman.id, man.id, 'pending', '2026-06-12T11:00:00Z'),
      like(man.id, woman.id, 'withdrawn', '2026-06-12T12:00:00Z'),
    ])
    .returning();
  await db.insert(matches).values({
    likeId: accepted!.id,
    manId: man.id,
    womanId: woman.id,
    createdAt: at('2026-06-11T12:00:00Z'),
  });

  // Suspensions: c by staff and again from a report the same day (one), b from a report.
  const entry = (action: string, targetId: string, createdAt: string, details = {}) => ({
    actorId: admin.userId,
    actorLabel: admin.email,
    action,
    targetType: action.startsWith('report.') ? 'report' : 'account',
    targetId,
    reason: 'Seeded',
    details,
    createdAt: at(createdAt),
  });
  await db.insert(auditLog).values([
    entry('account.suspend', ids.c, '2026-06-13T10:00:00Z'),
    entry('report.suspend', crypto.randomUUID(), '2026-06-13T11:00:00Z', {
      reportedAccountId: ids.c,
    }),
    entry('account.reinstate', ids.c, '2026-06-13T12:00:00Z'),
    entry('report.suspend', crypto.randomUUID(), '2026-06-14T10:00:00Z', {
      reportedAccountId: ids.b,
    }),
  ]);

  // The reports queue: two open (the oldest on 10 June), one handled.
  const report = (
    reporter: string,
    reporterChild: string,
    status: 'open' | 'dismissed',
    createdAt: string,
  ) => ({
    reporterUserId: reporter,
    reporterChildId: reporterChild,
    childId: other.id,
    reportedUserId: ids.c,
    reportedDisplayId: other.displayId,
    reason: 'fake_profile' as const,
    status,
    createdAt: at(createdAt),
  });
  await db
    .insert(reports)
    .values([
      report(ids.a, man.id, 'open', '2026-06-10T12:00:00Z'),
      report(ids.b, woman.id, 'open', '2026-06-12T08:00:00Z'),
      report(ids.a, man.id, 'dismissed', '2026-06-01T08:00:00Z'),
    ]);

  await db.insert(siteVisits).values([{ day: '2026-06-03', path: '/', visits: 4 }]);
  return { h, admin, ids, dToken };
}
