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

  it('lists the Premium plan at ₦10,000 per annum in major units, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    expect(res.statusCode).toBe(200);
    const { data } = PlansResponse.parse(res.json());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      planName: 'Premium',
      amount: 10_000,
      currency: 'NGN',
      interval: 'annual',
    });
    expect(data[0]?.planDescription.split('\n').length).toBeGreaterThan(2);
  });

  it('answers the same without the trailing slash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
  });

  it('sends only the contract fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    const plan = res.json().data[0];
    expect(Object.keys(plan).sort()).toEqual(
      ['_id', 'amount', 'currency', 'interval', 'planDescription', 'planName'].sort(),
    );
  });

  it('hides plans that are no longer on sale', async () => {
    await ctx.database.db.update(plans).set({ isActive: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    expect(res.json().data).toEqual([]);
  });
});
