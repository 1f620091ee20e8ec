import { HealthResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestDatabase } from '../../test/database';

describe('GET /api/v1/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('reports the database as up, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body.data).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not respond', async () => {
    const database = await createTestDatabase();
    const down = await createTestApp({ database: { ...database, ping: async () => false } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await down.app.close();
    }
  });
});
