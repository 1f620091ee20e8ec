import { HealthResponse, LivenessResponse, ReadinessResponse } from '@waliyy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { redisAnswers, reportMissingService, TEST_REDIS_URL } from '../../test/redis';
import { workerHealth } from './health.service';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
/** /health's detail is read with the metrics token (decision 072); without it, the status only. */
const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };
const detail = (ctx: TestContext) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: withToken });

describe('GET /api/v1/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { METRICS_TOKEN } });
  });
  afterAll(() => ctx.app.close());

  it('reports the database, Redis, outbox, workers and version, with the metrics token', async () => {
    const res = await detail(ctx);
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body.data).toMatchObject({
      status: 'ok',
      database: 'up',
      redis: 'not_configured',
      outbox: { backlog: 0, oldestPendingSeconds: null, overdue: 0, failedLastHour: 0 },
      workers: { mail: { state: 'idle' }, reconcile: { state: 'idle' }, likes: { state: 'idle' } },
      draining: false,
      version: 'dev',
      problems: [],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not respond', async () => {
    const database = await createTestDatabase();
    const down = await createTestApp({
      database: { ...database, ping: async () => false },
      config: { METRICS_TOKEN },
    });
    try {
      const res = await detail(down);
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ status: 'degraded', database: 'down', outbox: null });
      const ready = await down.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ReadinessResponse.parse(ready.json()).data.status).toBe('unavailable');
      // Liveness asks nothing: the process itself answers.
      const live = await down.app.inject({ method: 'GET', url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await down.app.close();
    }
  });
});

describe('health that tells the truth', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      // Nothing listens there: the limiter falls back to memory, and health says so.
      config: { REDIS_URL: 'redis://127.0.0.1:1', APP_VERSION: '1.2.3+test', METRICS_TOKEN },
    });
  });
  afterAll(() => ctx.app.close());

  it('is degraded while e-mail has failed for an hour and the backlog is stale', async () => {
    // An e-mail queued 2 h ago that has failed every try (its next try in 10 min), and one due
    // for 20 min that no worker picked up.
    await ctx.database.db.execute(sql`
      insert into outbox (kind, payload, status, attempts, run_at, last_error, created_at) values
        ('email', '{}'::jsonb, 'pending', 6, now() + interval '10 minutes',
         'connect ECONNREFUSED', now() - interval '2 hours'),
        ('email', '{}'::jsonb, 'pending', 0, now() - interval '20 minutes', null,
         now() - interval '20 minutes')`);
    try {
      const res = await detail(ctx);
      // Still 200: the instance can serve; what is wrong is said, not hidden.
      expect(res.statusCode).toBe(200);
      const { data } = HealthResponse.parse(res.json());
      expect(data.status).toBe('degraded');
      expect(data.redis).toBe('down');
      expect(data.version).toBe('1.2.3+test');
      expect(data.outbox).toMatchObject({ backlog: 2, overdue: 1, failedLastHour: 1 });
      expect(data.outbox?.oldestPendingSeconds).toBeGreaterThanOrEqual(7199);
      expect(data.outbox?.failingForSeconds).toBeGreaterThanOrEqual(7199);
      expect(data.problems.join('\n')).toMatch(/E-mail has been failing for 120 min/);
      expect(data.problems.join('\n')).toMatch(/1 outbox row\(s\) have been due/);
      expect(data.problems.join('\n')).toMatch(/Redis does not answer/);
    } finally {
      await ctx.database.db.execute(sql`delete from outbox`);
    }
  });

  it('tells liveness from readiness, and readiness goes 503 once draining', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    // The commit deployed is the token holder's to read, not anyone's (decision 072).
    expect(live.json().data).toEqual({ status: 'ok' });
    expect(LivenessResponse.parse(live.json()).data).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ReadinessResponse.parse(ready.json()).data.status).toBe('ready');

    ctx.app.drain.start();
    const draining = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(ReadinessResponse.parse(draining.json()).data).toEqual({
      status: 'draining',
      database: 'up',
      draining: true,
    });
    // Every answer asks the client to close its keep-alive socket.
    expect(draining.headers.connection).toBe('close');
    const health = await detail(ctx);
    expect(health.json().data.draining).toBe(true);
    expect(ctx.app.drain.drained()).toBe(2);
  });
});

describe('health with a Redis that answers', async () => {
  const answers = await redisAnswers();
  reportMissingService('health with Redis', answers ? undefined : `no Redis at ${TEST_REDIS_URL}`);

  it.runIf(answers)('reports Redis up', async () => {
    const ctx = await createTestApp({ config: { REDIS_URL: TEST_REDIS_URL, METRICS_TOKEN } });
    try {
      // The limiter connects at start; give it the moment it takes.
      let redis = '';
      for (let i = 0; i < 20 && redis !== 'up'; i += 1) {
        redis = (await detail(ctx)).json().data.redis;
        if (redis !== 'up') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(redis).toBe('up');
    } finally {
      await ctx.app.close();
    }
  });
});

describe('the workers as health reads them', () => {
  const base = { pollMs: 60_000, lastDurationMs: 12 };
  const now = Date.parse('2026-01-01T12:00:00Z');
  const at = (msAgo: number) => new Date(now - msAgo);

  it('is idle unless started, failing after a failed run, stale after 3 polls and a minute', () => {
    const idle = { ...base, started: false, startedAt: null, lastRunAt: null, lastOutcome: null };
    expect(workerHealth(idle, now).state).toBe('idle');
    const running = { ...base, started: true, startedAt: at(600_000) };
    expect(workerHealth({ ...running, lastRunAt: at(30_000), lastOutcome: 'ok' }, now)).toEqual({
      state: 'ok',
      lastRunAt: '2026-01-01T11:59:30.000Z',
      lastDurationMs: 12,
    });
    expect(
      workerHealth({ ...running, lastRunAt: at(30_000), lastOutcome: 'error' }, now).state,
    ).toBe('failing');
    expect(workerHealth({ ...running, lastRunAt: at(241_000), lastOutcome: 'ok' }, now).state).toBe(
      'stale',
    );
    expect(workerHealth({ ...running, lastRunAt: null, lastOutcome: null }, now).state).toBe(
      'stale',
    );
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const ctx = await createTestApp();
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Not found.',
        code: 'NOT_FOUND',
        messageId: 'error.NOT_FOUND',
      });
    } finally {
      await ctx.app.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ config: { METRICS_TOKEN } });
    });
    afterAll(() => ctx.app.close());

    it('refuses a missing or wrong token with 401', async () => {
      for (const authorization of [
        undefined,
        'Bearer nope',
        `Bearer ${METRICS_TOKEN}x`,
        METRICS_TOKEN,
      ]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json().code).toBe('UNAUTHENTICATED');
        expect(res.body).not.toContain('waliyy_');
      }
    });

    it('counts requests by route pattern and status, with latency, jobs and the outbox', async () => {
      const id = crypto.randomUUID();
      await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
      await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/accounts/${id}` });
      await ctx.app.inject({ method: 'GET', url: '/healthz' });
      await ctx.app.mailWorker.runOnce();
      await ctx.app.reconcileWorker.runOnce();
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = res.body;
      expect(text).toContain('# TYPE waliyy_http_requests_total counter');
      expect(text).toContain(
        'waliyy_http_requests_total{method="GET",route="/api/v1/health",status="200"} 1',
      );
      // The route's pattern, never the id asked for.
      expect(text).toContain(
        'waliyy_http_requests_total{method="GET",route="/api/v1/admin/accounts/:id",status="401"} 1',
      );
      expect(text).not.toContain(id);
      expect(text).toContain(
        'waliyy_http_requests_total{method="GET",route="not_found",status="404"} 1',
      );
      expect(text).toContain('# TYPE waliyy_http_request_duration_seconds histogram');
      expect(text).toMatch(
        /waliyy_http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/health",le="\+Inf"\} 1/,
      );
      expect(text).toContain('waliyy_job_runs_total{job="mail",outcome="ok"} 1');
      expect(text).toContain('waliyy_job_runs_total{job="reconcile",outcome="ok"} 1');
      expect(text).toContain('waliyy_outbox_backlog 0');
      expect(text).toContain('waliyy_outbox_failed_last_hour 0');
      expect(text).toContain('waliyy_info{version="dev"} 1');
      expect(text).toContain('waliyy_draining 0');
      if (ctx.database.driver.kind === 'postgres') {
        expect(text).toMatch(/waliyy_db_pool_connections\{state="total"\} \d+/);
      }
      // Every sample line is `name{labels} value`.
      for (const line of text.trim().split('\n')) {
        if (!line.startsWith('#')) expect(line).toMatch(/^waliyy_\w+(\{[^}]*\})? [-+\d.e]+|NaN$/);
      }
    });
  });
});
