// Plans in the staff console: created, edited, retired and brought back, each audited.
import {
  ADMIN_MESSAGES,
  AdminPlanResponse,
  AdminPlansResponse,
  AuditResponse,
  PlansResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { seedPlans } from '../plans/plan-catalogue';

describe('admin: plans', () => {
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
