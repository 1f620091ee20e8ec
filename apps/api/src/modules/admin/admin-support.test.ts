import { randomUUID } from 'node:crypto';
import {
  AccountBillingResponse,
  AccountsResponse,
  AUDIT_ACTIONS,
  AuditResponse,
  PlansResponse,
  SUPPORT_MESSAGES,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, plans, subscriptions, users } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

// Issue 24, points 5-7: support finds a family by what the family quotes (a phone number in
// either form, a single's display id or name), reads its billing, and reads the audit log.

const HOUR = 3_600_000;

describe('admin console: search, billing and the audit log', () => {
  let h: SafetyHarness;
  let admin: Account;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  const search = async (q: string) => {
    const res = await h.adminCall('GET', `/accounts?q=${encodeURIComponent(q)}&limit=100`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return AccountsResponse.parse(res.json()).data;
  };

  it('finds an account by its phone number, international or local, with spaces or dashes', async () => {
    const family = await h.family('FEMALE', { plan: false });
    const national = family.phone.slice(4); // '+234' off: '80…'
    for (const q of [
      family.phone,
      `${family.phone.slice(0, 7)} ${family.phone.slice(7)}`,
      `0${national}`,
      `0${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
      `00234${national}`,
      `234${national}`,
    ]) {
      const page = await search(q);
      expect(
        page.accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
      expect(page.accounts[0]?.matchedSingle).toBeNull();
      expect(page.totalCount).toBe(1);
    }
    // A prefix finds it among others; a number nobody has finds nothing.
    expect((await search(family.phone.slice(0, 12))).accounts.map((a) => a.id)).toContain(
      family.userId,
    );
    expect((await search('+19995550000')).accounts).toEqual([]);
  });

  it('finds a number saved with its trunk 0 after the country code, however it is typed', async () => {
    const family = await h.family('MALE', { plan: false });
    const national = family.phone.slice(4); // '+234' off: '80…'
    await h.database.db
      .update(users)
      .set({ phone: `+2340${national}` })
      .where(eq(users.id, family.userId));
    for (const q of [`0${national}`, `+234${national}`, `+2340${national}`, `234 ${national}`]) {
      expect(
        (await search(q)).accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
    }
  });

  it("finds an account by a single's display id (any case, with or without WY-) and name, saying which single", async () => {
    const family = await h.family('MALE', { plan: false });
    const other = await h.single(family.userId, { gender: 'FEMALE' });
    const { displayId } = family.single;
    for (const q of [displayId, displayId.toLowerCase(), displayId.slice(3)]) {
      const page = await search(q);
      expect(
        page.accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
      expect(page.accounts[0]?.matchedSingle).toEqual({
        id: family.single.id,
        displayId,
        fullName: `${family.single.firstName} ${family.single.lastName}`,
      });
    }
    const singleName = `${other.firstName} ${other.lastName}`;
    for (const q of [other.firstName, singleName.toUpperCase()]) {
      const page = await search(q);
      expect(
        page.accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
      expect(page.accounts[0]?.matchedSingle?.id).toBe(other.id);
    }
    // Two singles and the account itself matching: one result per account.
    const both = await search(family.names[0]!.slice(0, 5));
    expect(both.accounts.filter((a) => a.id === family.userId)).toHaveLength(1);
    // E-mail and guardian name still work, and say no single matched.
    const byEmail = await search(family.email);
    expect(byEmail.accounts.map((a) => a.id)).toEqual([family.userId]);
    expect(byEmail.accounts[0]?.matchedSingle).toBeNull();
    // Paging past the end still counts the matches.
    const past = await h.adminCall(
      'GET',
      `/accounts?q=${encodeURIComponent(displayId)}&page=3&limit=1`,
      admin,
    );
    expect(AccountsResponse.parse(past.json()).data).toMatchObject({ accounts: [], totalCount: 1 });
  });

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

  it('filters the audit log by staff member, action, target and days, naming each target', async () => {
    const other = await h.admin();
    const family = await h.family('FEMALE', { plan: false });
    const second = await h.family('MALE', { plan: false });
    const limit = await h.adminCall('PUT', `/accounts/${family.userId}/singles-limit`, admin, {
      limit: 6,
      reason: 'Six daughters, checked',
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const suspend = await h.adminCall('PUT', `/accounts/${second.userId}/suspend`, other, {
      reason: 'Shared a phone number',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const [plan] = await h.database.db.select().from(plans).limit(1);
    const edit = await h.adminCall('PUT', `/plans/${plan!.id}`, other, {
      planDescription: 'A year of everything',
      reason: 'Clearer wording',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const audit = async (query: string) => {
      const res = await h.adminCall('GET', `/audit?limit=100&${query}`, admin);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return AuditResponse.parse(res.json()).data;
    };

    const byTarget = await audit(`target=${family.userId}`);
    expect(byTarget.entries.map((e) => e.action)).toEqual(['account.singles_limit']);
    expect(byTarget.entries[0]).toMatchObject({
      targetType: 'account',
      target: { label: family.email, accountId: family.userId },
      details: { limit: 6 },
      actor: { id: admin.userId, label: admin.email },
    });

    const byOther = await audit(`actor=${other.userId}`);
    expect(byOther.entries.map((e) => e.action).sort()).toEqual(['account.suspend', 'plan.update']);
    const byEmail = await audit(`actor=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.entries.map((e) => e.id).sort()).toEqual(
      byOther.entries.map((e) => e.id).sort(),
    );
    const planEntry = byOther.entries.find((e) => e.action === 'plan.update')!;
    expect(planEntry.target).toEqual({
      label: `${plan!.planName} (${plan!.currency})`,
      accountId: null,
    });
    expect(planEntry.details).toMatchObject({
      before: { planDescription: plan!.planDescription },
      after: { planDescription: 'A year of everything' },
    });

    const suspensions = await audit(`action=account.suspend&actor=${other.userId}`);
    expect(suspensions.entries.map((e) => e.targetId)).toEqual([second.userId]);
    expect(suspensions.totalCount).toBe(1);

    const today = h.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(h.clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
    expect((await audit(`from=${today}&to=${today}&target=${second.userId}`)).totalCount).toBe(1);
    expect((await audit(`from=${tomorrow}&target=${second.userId}`)).totalCount).toBe(0);
    expect((await audit(`to=2000-01-01`)).entries).toEqual([]);

    // A deleted account keeps the e-mail its deletion recorded as its name.
    const gone = await h.family('FEMALE', { plan: false });
    const del = await h.adminCall('DELETE', `/accounts/${gone.userId}`, admin, {
      reason: 'Asked by the family',
    });
    expect(del.statusCode, del.body).toBe(200);
    const deleted = await audit(`target=${gone.userId}`);
    expect(deleted.entries[0]?.target).toEqual({ label: gone.email, accountId: null });

    // Every action the log holds is one the contract lists (the console names each of them).
    const everything = await audit('');
    expect(everything.entries.length).toBeGreaterThan(0);
    for (const entry of everything.entries) expect(AUDIT_ACTIONS).toContain(entry.action);

    // Past the last page the total still answers.
    const past = await h.adminCall('GET', `/audit?page=9&limit=1&actor=${other.userId}`, admin);
    expect(AuditResponse.parse(past.json()).data).toMatchObject({ entries: [], totalCount: 2 });
  });

  it('refuses bad audit filters with 400 and says why', async () => {
    const cases: [string, string][] = [
      ['actor=someone', SUPPORT_MESSAGES.actor],
      ['action=DROP%20TABLE', SUPPORT_MESSAGES.action],
      // Only the actions the API writes: the web's old name for bringing a plan back is refused.
      ['action=plan.revive', SUPPORT_MESSAGES.action],
      [`target=${'x'.repeat(65)}`, SUPPORT_MESSAGES.target],
      ['target=a%25b', SUPPORT_MESSAGES.target],
      ['from=2026-13-01', SUPPORT_MESSAGES.from],
      ['to=yesterday', SUPPORT_MESSAGES.to],
      ['from=2026-06-10&to=2026-06-01', SUPPORT_MESSAGES.range],
    ];
    for (const [query, message] of cases) {
      const res = await h.adminCall('GET', `/audit?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
