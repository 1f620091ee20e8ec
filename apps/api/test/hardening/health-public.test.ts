import { HealthResponse, PublicHealthResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../src/test/app';
import { fromAddress, listenOnLoopback } from './socket-client';

/**
 * Decision 072: /api/v1/health told anyone the commit deployed, the jobs'
 * timings and the outbox's counts. Publicly it says the status alone (its status code says
 * whether the database answers); the detail needs `Authorization: Bearer <METRICS_TOKEN>`, the
 * token /metrics asks for, and a wrong token is 401.
 */
const METRICS_TOKEN = 'health-detail-token-0123456789';
const VERSION = '9.9.9+abc1234';

describe('the public health check says the status alone (decision 072)', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { METRICS_TOKEN, APP_VERSION: VERSION } });
    base = await listenOnLoopback(ctx.app);
  });
  afterAll(() => ctx?.app.close());

  const health = (headers: Record<string, string> = {}) =>
    fromAddress(base, '127.0.0.7', { method: 'GET', path: '/api/v1/health', headers });

  it('without a token: the status only, no version, timings or counts', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ message: 'OK', data: { status: 'ok' } });
    expect(PublicHealthResponse.parse(JSON.parse(res.body)).data.status).toBe('ok');
    for (const secret of [VERSION, 'abc1234', 'outbox', 'workers', 'lastRunAt', 'uptime']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('with the metrics token: everything the instance can tell', async () => {
    const res = await health({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    const { data } = HealthResponse.parse(JSON.parse(res.body));
    expect(data).toMatchObject({ status: 'ok', database: 'up', version: VERSION });
    expect(data.outbox).toMatchObject({ backlog: 0 });
  });

  it('a wrong or malformed token is 401 and tells nothing', async () => {
    for (const authorization of [
      'Bearer nope',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
      METRICS_TOKEN,
      'Bearer ',
    ]) {
      const res = await health({ authorization });
      expect(res.status, authorization).toBe(401);
      expect(JSON.parse(res.body).code).toBe('UNAUTHENTICATED');
      expect(res.body).not.toContain(VERSION);
    }
  });

  it('with no METRICS_TOKEN set, the detail is not to be had at all', async () => {
    const bare = await createTestApp({ config: { APP_VERSION: VERSION } });
    try {
      const open = await bare.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(open.json()).toEqual({ message: 'OK', data: { status: 'ok' } });
      const guessed = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { authorization: 'Bearer undefined' },
      });
      expect(guessed.statusCode).toBe(401);
      expect(guessed.body).not.toContain(VERSION);
    } finally {
      await bare.app.close();
    }
  });
});
