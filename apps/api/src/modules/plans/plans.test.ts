import { PlansResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

describe('GET /api/v1/plans/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('lists Premium per annum in NGN (₦10,000), USD and GBP in major units, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    expect(res.statusCode).toBe(200);
    const { data } = PlansResponse.parse(res.json());
    expect(data.map((p) => [p.currency, p.amount])).toEqual([
      ['NGN', 10_000],
      ['USD', 25],
      ['GBP', 20],
    ]);
    for (const plan of data) {
      expect(plan).toMatchObject({ planName: 'Premium', interval: 'annual' });
      expect(plan.planDescription.split('\n').length).toBeGreaterThan(2);
    }
  });

  it('takes the USD and GBP prices from configuration at start-up, idempotently', async () => {
    // A restart with new prices on the same database: rows are updated, never duplicated.
    const again = await createTestApp({
      database: { ...ctx.database, close: async () => {} },
      config: { PLAN_PRICE_USD: '30.5', PLAN_PRICE_GBP: '19.99' },
    });
    const { data } = PlansResponse.parse(
      (await again.app.inject({ method: 'GET', url: '/api/v1/plans/' })).json(),
    );
    await again.app.close();
    expect(data.map((p) => [p.currency, p.amount])).toEqual([
      ['NGN', 10_000],
      ['USD', 30.5],
      ['GBP', 19.99],
    ]);
    const rows = await ctx.database.db.select().from(plans);
    expect(rows.map((r) => [r.currency, r.amountMinor]).sort()).toEqual([
      ['GBP', 1999],
      ['NGN', 1_000_000],
      ['USD', 3050],
    ]);
  });

  it('answers the same without the trailing slash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
  });

  it('sends only the contract fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    const plan = res.json().data[0];
    expect(Object.keys(plan).sort()).toEqual(
      ['_id', 'amount', 'currency', 'interval', 'planDescription', 'planName', 'providers'].sort(),
    );
  });

  it('hides plans that are no longer on sale', async () => {
    await ctx.database.db.update(plans).set({ isActive: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    expect(res.json().data).toEqual([]);
  });
});
