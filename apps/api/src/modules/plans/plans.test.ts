import { PlansResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { PREMIUM_FEATURES } from './plan-catalogue';

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

  it('says the catalogue’s feature lines in the language asked for; a line staff wrote stays', async () => {
    const english = PlansResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' })).json(),
    ).data;
    // Without a language every client gets the English it always had (migration 0001's lines).
    expect(english[0]?.planDescription).toBe(PREMIUM_FEATURES);
    expect(PREMIUM_FEATURES.split('\n')).toContain(
      "Match: the man's family receives the woman's guardian's contact",
    );

    const staffLine = 'Priority support from our team';
    await ctx.database.db
      .update(plans)
      .set({ planDescription: `${PREMIUM_FEATURES}\n${staffLine}` })
      .where(eq(plans.currency, 'GBP'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/?language=ha' });
    expect(res.statusCode).toBe(200);
    const hausa = PlansResponse.parse(res.json()).data;
    const lines = (currency: string) =>
      hausa.find((plan) => plan.currency === currency)?.planDescription.split('\n');
    expect(lines('NGN')).toEqual([
      'Kula da bayanan masu neman aure har 4',
      'Aika sha’awa ga bayanan da suka dace',
      'Karɓa ko ƙi sha’awar da kuka samu',
      'Ga wanda ya nuna sha’awa ga ɗanku ko ’yarku',
      'Daidaitawa: iyalin namiji za su karɓi bayanan tuntuɓar mai kula da mace',
      'Duk abin da ke cikin tsarin Kyauta',
    ]);
    expect(lines('GBP')).toEqual([...(lines('NGN') ?? []), staffLine]);
    // The name is the plan's own (Premium in every language), and nothing else changes.
    expect(hausa.map(({ planDescription: _, ...rest }) => rest)).toEqual(
      english.map(({ planDescription: _, ...rest }) => rest),
    );
    const arabic = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans?language=ar' });
    expect(arabic.json().data[0].planDescription).toContain('كل ما في الباقة المجانية');
  });

  it('refuses a language it does not speak with a 400 that names the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/?language=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { 'query.language': expect.any(String) },
    });
  });

  it('hides plans that are no longer on sale', async () => {
    await ctx.database.db.update(plans).set({ isActive: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/plans/' });
    expect(res.json().data).toEqual([]);
  });
});
