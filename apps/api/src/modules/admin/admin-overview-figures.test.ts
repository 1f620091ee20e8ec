import { OVERVIEW_MESSAGES, type OverviewBucket, OverviewResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccounts, outbox, users } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
// The overview an operator reads (decision 023): every new figure against a small seeded
// world whose numbers are known, on its own database (the "now" figures are global). The
// harness's clock stands at 2026-06-15T12:00Z; the range is the first half of June.
import { at, createOverviewWorld } from '../../test/overview-world';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

const RANGE = '/overview?from=2026-06-01&to=2026-06-15';
const none = { NGN: 0, USD: 0, GBP: 0 };

describe('admin: the overview an operator reads', () => {
  let h: SafetyHarness;
  let admin: Account;
  let ids: Record<'a' | 'b' | 'c' | 'd' | 'e', string>;
  let dToken = '';

  const overview = async (query = RANGE) => {
    const res = await h.adminCall('GET', query, admin);
    expect(res.statusCode, res.body).toBe(200);
    return OverviewResponse.parse(res.json()).data;
  };
  /** The days that are not all zeros, as `start → figures that are not zero`. */
  const nonZero = (buckets: OverviewBucket[]) =>
    Object.fromEntries(
      buckets.flatMap((b) => {
        const figures = Object.fromEntries(
          Object.entries(b).filter(
            ([k, v]) =>
              !['start', 'end'].includes(k) &&
              (typeof v === 'number' ? v !== 0 : Object.values(v).some((x) => x !== 0)),
          ),
        );
        return Object.keys(figures).length > 0 ? [[b.start, figures]] : [];
      }),
    );
  beforeAll(async () => {
    ({ h, admin, ids, dToken } = await createOverviewWorld());
  });
  afterAll(() => h.close());

  it('counts every series per day, and the figures as they stand now', async () => {
    const data = await overview();
    expect(data.group).toBe('day');
    expect(data.buckets).toHaveLength(15);
    expect(data.buckets[0]).toMatchObject({ start: '2026-06-01', end: '2026-06-01' });
    expect(nonZero(data.buckets)).toEqual({
      '2026-06-01': { revenue: { ...none, USD: 25 } },
      '2026-06-02': { signups: 2 },
      '2026-06-03': { signups: 2, visits: 4 },
      '2026-06-04': { signups: 1, activeSubscriptions: 1 },
      '2026-06-05': { signups: 1, activeSubscriptions: 1 },
      '2026-06-06': { signups: 1, activeSubscriptions: 1 },
      '2026-06-07': { deletions: 1, activeSubscriptions: 1 },
      '2026-06-08': { deletions: 1, activeSubscriptions: 1 },
      '2026-06-09': {
        activeSubscriptions: 2,
        failedPayments: 1,
        revenue: { ...none, NGN: 10_000 },
      },
      '2026-06-10': { activeSubscriptions: 2, abandonedPayments: 2 },
      '2026-06-11': {
        activeSubscriptions: 2,
        likes: 2,
        likesAnswered: 1,
        likesExpired: 1,
        matches: 1,
      },
      '2026-06-12': { activeSubscriptions: 2, likes: 3, likesAnswered: 1 },
      '2026-06-13': { activeSubscriptions: 2, suspensions: 1 },
      '2026-06-14': { activeSubscriptions: 2, suspensions: 1 },
      '2026-06-15': { activeSubscriptions: 2 },
    });
    expect(data.totals).toEqual({
      signups: 7,
      visits: 4,
      likes: 5,
      likesAnswered: 2,
      likesExpired: 1,
      matches: 1,
      suspensions: 2,
      deletions: 2,
      failedPayments: 1,
      abandonedPayments: 2,
      revenue: { NGN: 10_000, USD: 25, GBP: 0 },
    });
    // Families a, b, c, d and e signed up in the range; a alone has paid (c's year was granted).
    expect(data.conversion).toEqual({ signedUp: 5, paid: 1 });
    // a (14 June) in the last 7 days; b (1 June) in the last 30; d signed in just now.
    expect(data.activeFamilies).toEqual({ last7Days: 2, last30Days: 3 });
    expect(data.reports).toEqual({ open: 2, oldestOpenAt: '2026-06-10T12:00:00.000Z' });
    expect(data.asOf).toBe('2026-06-15T12:00:00.000Z');
  });

  it('groups by week (Monday first) and by month, cut to the range', async () => {
    const weeks = await overview(`${RANGE}&group=week`);
    expect(weeks.buckets.map((b) => [b.start, b.end])).toEqual([
      ['2026-06-01', '2026-06-07'],
      ['2026-06-08', '2026-06-14'],
      ['2026-06-15', '2026-06-15'],
    ]);
    expect(weeks.buckets.map((b) => b.signups)).toEqual([7, 0, 0]);
    expect(weeks.buckets.map((b) => b.suspensions)).toEqual([0, 2, 0]);
    expect(weeks.buckets.map((b) => b.likes)).toEqual([0, 5, 0]);
    expect(weeks.buckets.map((b) => b.activeSubscriptions)).toEqual([1, 2, 2]);
    expect(weeks.buckets.map((b) => b.revenue.NGN)).toEqual([0, 10_000, 0]);

    const months = await overview('/overview?from=2026-05-15&to=2026-06-15&group=month');
    expect(months.buckets.map((b) => [b.start, b.end])).toEqual([
      ['2026-05-15', '2026-05-31'],
      ['2026-06-01', '2026-06-15'],
    ]);
    expect(months.buckets.map((b) => b.signups)).toEqual([1, 7]);
    expect(months.buckets.map((b) => b.deletions)).toEqual([0, 2]);
    expect(months.totals.revenue).toEqual({ NGN: 10_000, USD: 25, GBP: 0 });
  });

  it("the outbox backlog: waiting now, the oldest waiting, and the range's failures", async () => {
    await h.flushMail();
    const { db } = h.database;
    const mail = (status: 'pending' | 'sent' | 'failed', createdAt: string) => ({
      kind: 'overview.test',
      payload: {},
      status,
      runAt: at(createdAt),
      createdAt: at(createdAt),
    });
    await db
      .insert(outbox)
      .values([
        mail('pending', '2026-06-14T12:00:00Z'),
        mail('pending', '2026-06-15T06:00:00Z'),
        mail('failed', '2026-06-05T08:00:00Z'),
        mail('failed', '2026-05-01T08:00:00Z'),
        mail('sent', '2026-06-05T08:00:00Z'),
      ]);
    const data = await overview();
    expect(data.outbox).toEqual({
      pending: 2,
      oldestPendingAt: '2026-06-14T12:00:00.000Z',
      failed: 1,
    });
    await db.delete(outbox).where(eq(outbox.kind, 'overview.test'));
  });

  it('deleting an account leaves past sign-ups as they were and counts the deletion', async () => {
    const before = await overview();
    const self = await h.call('PUT', '/api/v1/account/delete', dToken);
    expect(self.statusCode, self.body).toBe(200);
    const staff = await h.adminCall('DELETE', `/accounts/${ids.e}`, admin, {
      reason: 'Asked by e-mail',
    });
    expect(staff.statusCode, staff.body).toBe(200);

    const kept = await h.database.db
      .select()
      .from(deletedAccounts)
      .where(eq(deletedAccounts.deletedAt, at('2026-06-15T12:00:00Z')));
    expect(kept.map((r) => [r.id, r.createdAt.toISOString(), r.deletedBy]).sort()).toEqual(
      [
        [ids.d, '2026-06-05T10:00:00.000Z', 'self'],
        [ids.e, '2026-06-06T10:00:00.000Z', 'staff'],
      ].sort(),
    );
    const after = await overview();
    expect(after.buckets.map((b) => b.signups)).toEqual(before.buckets.map((b) => b.signups));
    expect(after.totals.signups).toBe(7);
    expect(after.buckets.at(-1)?.deletions).toBe(2);
    expect(after.totals.deletions).toBe(4);
    // Gone accounts cannot be told from their payments: the conversion counts those still here.
    expect(after.conversion).toEqual({ signedUp: 3, paid: 1 });
    expect(after.activeFamilies).toEqual({ last7Days: 1, last30Days: 2 });
  });

  it('refuses a reversed or too long range and an unknown grouping, in sentences', async () => {
    const cases = [
      ['from=2026-06-05&to=2026-06-01', OVERVIEW_MESSAGES.rangeOrder],
      ['from=2025-01-01&to=2026-01-02', OVERVIEW_MESSAGES.rangeLength],
      ['from=2026-06-01&to=2026-06-05&group=year', OVERVIEW_MESSAGES.group],
      ['from=2026-06-01&to=2026-06-05&group=', OVERVIEW_MESSAGES.group],
    ] as const;
    for (const [query, message] of cases) {
      const res = await h.adminCall('GET', `/overview?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION', message });
    }
  });
});

describe('admin: when a family was last active', () => {
  let h: SafetyHarness;
  beforeAll(async () => {
    h = await createSafetyHarness();
  });
  afterAll(() => h.close());

  const lastActive = async (userId: string) => {
    const [row] = await h.database.db
      .select({ at: users.lastActiveAt })
      .from(users)
      .where(eq(users.id, userId));
    return row?.at?.toISOString() ?? null;
  };
  /** The authenticated request's mark is not awaited by the request: wait for it. */
  const eventually = async (userId: string, expected: string) => {
    for (let i = 0; i < 50 && (await lastActive(userId)) !== expected; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return lastActive(userId);
  };

  it('marks a login, then a request at most once an hour', async () => {
    const start = h.clock.now();
    const family = await h.account();
    expect(await lastActive(family.userId)).toBe(start.toISOString());

    h.clock.advance(30 * 60_000);
    expect((await h.call('GET', '/api/v1/account', family.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lastActive(family.userId)).toBe(start.toISOString());

    h.clock.advance(31 * 60_000);
    const later = h.clock.now().toISOString();
    expect((await h.call('GET', '/api/v1/account', family.token)).statusCode).toBe(200);
    expect(await eventually(family.userId, later)).toBe(later);
  });
});
