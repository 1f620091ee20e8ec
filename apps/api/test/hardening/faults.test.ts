import {
  AUTH_RESULT_MESSAGES,
  BILLING_MESSAGES,
  GENERIC_MESSAGES,
  HealthResponse,
  MakePaymentResponse,
  OrderResponse,
} from '@waliyy/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { orders, outbox, users } from '../../src/db/schema';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_QUERY_TIMEOUT_MS,
  silentDatabaseBoundMs,
} from '../../src/db/timeouts';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { backoffSeconds, createSmtpTransport } from '../../src/lib/mail/worker';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { createTestApp, type TestContext } from '../../src/test/app';
import { LOOSE_LIMITS } from '../../src/test/auth-harness';
import { type BillingHarness, createBillingHarness } from '../../src/test/billing-harness';
import { createTestDatabase, isPostgres } from '../../src/test/database';
import type { FaultProxy } from '../../src/test/fault-proxy';
import { startSmtpServer, type TestSmtpServer } from '../../src/test/smtp';
import { type OutageResult, runOutageScenario } from './outage-scenario';
import { injectClient, openBehindProxy } from './outage-world';

/** The CI-sized outage; `npm run bench:hardening` runs the same scenario for 30 s under load. */
const OUTAGE_MS = Number(process.env.HARDENING_OUTAGE_MS ?? 3_000);
/** How long a request may wait for a database connection in these tests (production: 3 s). */
const CONNECT_TIMEOUT_MS = 2_000;
/** How long a statement may run in these tests (production: 5 s; the client waits 0.5 s more). */
const QUERY_TIMEOUT_MS = 1_000;
/** No answer may take longer, even on a loaded 2-core machine. */
const RESPONSE_BOUND_MS = CONNECT_TIMEOUT_MS + 4_000;
/**
 * No answer may take longer while the database is silent: a connection's wait, one statement's
 * answer, and room for a loaded machine. The pause outlasts it, so a request that waited for the
 * database to come back breaks it.
 */
const SILENT_BOUND_MS = silentDatabaseBoundMs(CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS) + 1_500;
/** How long the database stays silent in the paused-proxy case. */
const PAUSE_MS = SILENT_BOUND_MS + 1_000;
/** What issue 20 asks of a silent database: a 503 within this, whatever the settings. */
const SILENT_ANSWER_LIMIT_MS = 10_000;
const looseAuth = { ...DEFAULT_AUTH_SETTINGS, limits: LOOSE_LIMITS };

const summary = (result: OutageResult) =>
  JSON.stringify({
    phases: result.phases,
    recoveredAfterMs: result.recoveredAfterMs,
    writes: { ...result.writes, problems: result.writes.problems.length },
    problems: result.problems.slice(0, 10),
  });

describe.skipIf(isPostgres())(
  'PostgreSQL stopped mid-load: skipped on PGlite (in-process, no connection to lose); set TEST_DATABASE_URL to run it',
  () => {
    it.skip('runs in the PostgreSQL pass (DECISIONS 26, 29)', () => {});
  },
);

describe.runIf(isPostgres())(
  'PostgreSQL stopped mid-load, behind a fault proxy (DECISIONS 29)',
  () => {
    let direct: Database;
    let proxy: FaultProxy;
    let ctx: TestContext;

    beforeAll(async () => {
      // A fresh database on the server, migrated through a direct connection; the app reaches it
      // only through the proxy, and the checks read it directly.
      direct = await createTestDatabase();
      const behind = await openBehindProxy(direct, {
        maxConnections: 5,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        queryTimeoutMs: QUERY_TIMEOUT_MS,
      });
      proxy = behind.proxy;
      ctx = await createTestApp({
        database: behind.database,
        overrides: { authSettings: looseAuth },
      });
    });
    /** Clients taken from the app's pool and not given back. */
    const checkedOut = () => {
      const { driver } = ctx.database;
      return driver.kind === 'postgres' ? driver.pool.totalCount - driver.pool.idleCount : 0;
    };

    afterAll(async () => {
      await ctx?.app.close();
      await proxy?.close();
      await direct?.close();
    });

    it(`answers 503 UNAVAILABLE through a ${OUTAGE_MS} ms outage, writes all-or-nothing, and recovers without a restart`, async () => {
      const { app } = ctx;
      // The background jobs run as in the server, and must live through the outage.
      app.mailWorker.start();
      app.reconcileWorker.start();
      app.likesWorker.start();
      const duringOutage = async () => {
        for (const job of [app.mailWorker, app.reconcileWorker, app.likesWorker]) {
          const error = await job.runOnce().then(
            () => new Error('the job ran with the database down'),
            (e: unknown) => e,
          );
          expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        }
        const health = await app.inject('/api/v1/health');
        expect(health.statusCode).toBe(503);
        expect(HealthResponse.parse(health.json()).data).toMatchObject({ database: 'down' });
      };

      const result = await runOutageScenario({
        client: injectClient(app),
        proxy,
        db: direct.db,
        outageMs: OUTAGE_MS,
        concurrency: 4,
        pauseMs: 5,
        warmupMs: 1_000,
        recoveryMs: 1_000,
        responseBoundMs: RESPONSE_BOUND_MS,
        duringOutage,
      });
      console.info(`outage scenario (${OUTAGE_MS} ms): ${summary(result)}`);

      expect(result.problems, summary(result)).toEqual([]);
      // The outage really met traffic of every kind, and every answer then was a 503.
      const down = result.records.filter((r) => r.phase === 'down');
      for (const kind of ['signUp', 'edit', 'plans', 'singles', 'health'] as const) {
        expect(down.filter((r) => r.kind === kind).length, kind).toBeGreaterThan(0);
      }
      expect(down.some((r) => r.kind === 'like' || r.kind === 'unlike')).toBe(true);
      expect(down.every((r) => r.status === 503)).toBe(true);
      const unavailable = down.find((r) => r.kind === 'signUp');
      expect(JSON.parse(unavailable?.body ?? '{}')).toEqual({
        message: GENERIC_MESSAGES.UNAVAILABLE,
        code: 'UNAVAILABLE',
      });
      expect(unavailable?.retryAfter).toBe('5');
      expect(result.phases.down.maxMs).toBeLessThan(RESPONSE_BOUND_MS);
      // The same app answers again once the database is back.
      const after = result.records.filter((r) => r.phase === 'after');
      for (const kind of ['signUp', 'edit', 'plans', 'singles', 'health'] as const) {
        expect(after.filter((r) => r.kind === kind && r.status < 300).length, kind).toBeGreaterThan(
          0,
        );
      }
      expect(result.recoveredAfterMs).toBeLessThan(5_000);
      expect(result.writes.committed).toBeGreaterThan(0);
      expect(result.writes.refused).toBeGreaterThan(0);
      // A commit whose answer was lost with the connection is possible only for the requests in
      // flight when it was cut: at most one per loop.
      expect(result.writes.inDoubt).toBeLessThanOrEqual(4);

      // The jobs resume: each runs cleanly, and no e-mail that is due is left behind.
      await expect(app.mailWorker.runOnce()).resolves.toBeGreaterThanOrEqual(0);
      await expect(app.reconcileWorker.runOnce()).resolves.toBeGreaterThanOrEqual(0);
      await expect(app.likesWorker.runOnce()).resolves.toMatchObject({
        expired: expect.any(Number),
        reminded: expect.any(Number),
      });
      const [due] = await direct.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), sql`${outbox.runAt} <= now()`));
      expect(due?.n).toBe(0);
      const health = await app.inject('/api/v1/health');
      expect(health.statusCode).toBe(200);
      // Every connection the requests and jobs took went back: none leaked by the outage.
      await expect.poll(checkedOut).toBe(0);
    }, 120_000);

    it('a transaction that loses its connection fails as unavailable, crashes nothing and gives its client back', async () => {
      const { db } = ctx.database;
      await db.execute(sql`select 1`);
      // Cut while idle in the transaction: node-postgres emits 'error' on the checked-out client.
      const midway = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.stop();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      });
      await expect(midway).rejects.toSatisfy(isDatabaseUnavailable);
      proxy.start();
      await db.execute(sql`select 1`);
      // Cut just before BEGIN: the pool hands out an idle client whose connection is already
      // gone, and Drizzle sends BEGIN outside its try/finally.
      proxy.stop();
      const atBegin = db.transaction(async (tx) => tx.execute(sql`select 1`));
      await expect(atBegin).rejects.toSatisfy(isDatabaseUnavailable);
      proxy.start();
      await expect.poll(checkedOut).toBe(0);
      await expect(db.execute(sql`select 1`)).resolves.toBeDefined();
    });

    it(`answers 503 within the timeouts while the database is silent for ${PAUSE_MS} ms behind a paused proxy (connections open, nothing forwarded), writes all-or-nothing, and recovers without a restart`, async () => {
      const { app } = ctx;
      const bound = silentDatabaseBoundMs(CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS);
      const jobTimes: number[] = [];
      let healthMs = 0;
      // The jobs and the health check meet the silence too: each gives up, none hangs.
      const duringOutage = async () => {
        const timedJob = async (runOnce: () => Promise<unknown>) => {
          const started = performance.now();
          const error = await runOnce().then(
            () => new Error('the job ran with the database silent'),
            (e: unknown) => e,
          );
          jobTimes.push(Math.round(performance.now() - started));
          expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        };
        const health = async () => {
          const started = performance.now();
          const res = await app.inject('/api/v1/health');
          healthMs = Math.round(performance.now() - started);
          expect(res.statusCode).toBe(503);
          expect(HealthResponse.parse(res.json()).data).toMatchObject({ database: 'down' });
        };
        await Promise.all([
          timedJob(() => app.mailWorker.runOnce()),
          timedJob(() => app.reconcileWorker.runOnce()),
          timedJob(() => app.likesWorker.runOnce()),
          health(),
        ]);
      };
      const result = await runOutageScenario({
        client: injectClient(app),
        proxy: { stop: () => proxy.pause(), start: () => proxy.resume() },
        db: direct.db,
        outageMs: PAUSE_MS,
        // More loops than the pool's 5 connections: some requests also wait for one to come free.
        concurrency: 6,
        pauseMs: 5,
        warmupMs: 1_000,
        recoveryMs: 1_500,
        likedPerLoop: 2,
        responseBoundMs: SILENT_BOUND_MS,
        duringOutage,
      });
      const silent = result.records.filter((r) => r.phase === 'down' || r.phase === 'cut');
      const answerMs = silent.map((r) => Math.round(r.endedAt - r.startedAt));
      console.info(
        `paused-proxy scenario (${PAUSE_MS} ms): ${summary(result)} answers while silent (ms): ${JSON.stringify(answerMs)} jobs (ms): ${JSON.stringify(jobTimes)} health (ms): ${healthMs}`,
      );
      // No 500, no hang, every 503 the contract's, no success while silent, no failure after,
      // and every write all-or-nothing (outage-checks.ts).
      expect(result.problems, summary(result)).toEqual([]);
      const down = result.records.filter((r) => r.phase === 'down');
      expect(down.length).toBeGreaterThan(0);
      expect(down.every((r) => r.status === 503)).toBe(true);
      expect(down.some((r) => ['signUp', 'like', 'unlike', 'edit'].includes(r.kind))).toBe(true);
      // Each answer came within the wait for a connection plus one statement's: none stacked.
      expect(Math.max(...answerMs)).toBeLessThan(SILENT_BOUND_MS);
      expect(SILENT_BOUND_MS).toBeLessThanOrEqual(SILENT_ANSWER_LIMIT_MS);
      expect(Math.max(...jobTimes)).toBeLessThan(bound + 1_000);
      expect(healthMs).toBeLessThan(3_000);
      // The same app answers again as soon as the database does.
      const after = result.records.filter((r) => r.phase === 'after');
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((r) => r.status < 300)).toBe(true);
      expect(result.recoveredAfterMs).toBeLessThan(2_000);
      expect(result.writes.committed).toBeGreaterThan(0);
      // Only a write whose COMMIT was on its way when the silence began can be in doubt.
      expect(result.writes.inDoubt).toBeLessThanOrEqual(6);
      const health = await app.inject('/api/v1/health');
      expect(health.statusCode).toBe(200);
      // Every client whose statement went unanswered was discarded; none is held or leaked.
      await expect.poll(checkedOut).toBe(0);
    }, 120_000);

    it('answers 503 within 10 s under the production defaults when the database goes silent', async () => {
      expect(
        silentDatabaseBoundMs(DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS),
      ).toBeLessThanOrEqual(SILENT_ANSWER_LIMIT_MS);
      // The app on a pool of its own with the defaults (no timeout given), behind its own proxy.
      const behind = await openBehindProxy(direct);
      const defaults = await createTestApp({
        database: behind.database,
        overrides: { authSettings: looseAuth },
      });
      try {
        const plans = () => defaults.app.inject('/api/v1/plans/');
        expect((await plans()).statusCode).toBe(200);
        behind.proxy.pause();
        // One request takes the idle connection and waits for its statement's answer; the other
        // opens a new connection and waits for that.
        const answers = await Promise.all(
          [plans, plans].map(async (send) => {
            const started = performance.now();
            const res = await send();
            return { res, ms: Math.round(performance.now() - started) };
          }),
        );
        console.info(
          `silent database under the production defaults: answers in ${answers.map((a) => a.ms).join(' and ')} ms`,
        );
        for (const { res, ms } of answers) {
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({
            message: GENERIC_MESSAGES.UNAVAILABLE,
            code: 'UNAVAILABLE',
          });
          expect(ms).toBeLessThanOrEqual(SILENT_ANSWER_LIMIT_MS);
        }
        behind.proxy.resume();
        const started = performance.now();
        await expect.poll(async () => (await plans()).statusCode).toBe(200);
        console.info(`…and answers again ${Math.round(performance.now() - started)} ms after`);
      } finally {
        await defaults.app.close();
        await behind.proxy.close();
      }
    }, 60_000);

    it('answers 503 within the connect timeout when the database host goes silent (connections accepted, never answered)', async () => {
      const result = await runOutageScenario({
        client: injectClient(ctx.app),
        proxy,
        db: direct.db,
        mode: 'blackhole',
        outageMs: Math.max(3_000, CONNECT_TIMEOUT_MS + 1_000),
        concurrency: 2,
        pauseMs: 5,
        warmupMs: 500,
        recoveryMs: 1_000,
        likedPerLoop: 2,
        responseBoundMs: RESPONSE_BOUND_MS,
      });
      console.info(`blackhole scenario: ${summary(result)}`);
      expect(result.problems, summary(result)).toEqual([]);
      const down = result.records.filter((r) => r.phase === 'down');
      expect(down.length).toBeGreaterThan(0);
      expect(down.every((r) => r.status === 503)).toBe(true);
      // Held by the silent host until the pool gives up on the connection, not forever.
      expect(Math.max(...down.map((r) => r.endedAt - r.startedAt))).toBeLessThan(RESPONSE_BOUND_MS);
      expect(result.recoveredAfterMs).toBeLessThan(5_000);
    }, 120_000);
  },
);

describe('SMTP down', () => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let port: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    port = Number(new URL(smtp.url).port);
    ctx = await createTestApp({
      overrides: {
        authSettings: looseAuth,
        mailTransport: createSmtpTransport(smtp.url, 'Waliyy <no-reply@waliyy.test>'),
      },
      config: { SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await ctx?.app.close();
    await smtp?.close();
  });

  it('lets sign-ups succeed, keeps their e-mails queued with backoff, and delivers each once when SMTP returns', async () => {
    const { app, database } = ctx;
    await smtp.close();
    const addresses = Array.from(
      { length: 5 },
      (_, i) => `smtp-down-${Date.now().toString(36)}-${i}@example.com`,
    );
    for (const email of addresses) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          firstName: 'Zainab',
          lastName: 'Musa',
          email,
          phoneNumber: '+2348031234567',
          password: 'Bismillah-123',
          confirmPassword: 'Bismillah-123',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.signedUp, data: null });
    }
    const queued = () =>
      database.db
        .select({
          to: sql<string>`${outbox.payload}->>'to'`,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          waitSeconds: sql<number>`extract(epoch from ${outbox.runAt} - now())::float8`,
        })
        .from(outbox)
        .where(inArray(sql`${outbox.payload}->>'to'`, addresses));
    expect((await queued()).map((r) => r.status)).toEqual(Array(5).fill('pending'));

    // The worker tries each, fails, and schedules the next try after the backoff.
    expect(await app.mailWorker.runOnce()).toBe(5);
    for (const row of await queued()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.waitSeconds).toBeGreaterThan(backoffSeconds(1) - 5);
      expect(row.waitSeconds).toBeLessThanOrEqual(backoffSeconds(1));
    }
    expect(await app.mailWorker.runOnce()).toBe(0);

    // The worker schedules with the database's clock (now()), so passing the backoff means
    // moving the rows' run_at back by it rather than sleeping or moving the app's clock.
    const passBackoff = (attempts: number) =>
      database.db.execute(sql`
        update outbox set run_at = run_at - make_interval(secs => ${backoffSeconds(attempts)})
        where payload->>'to' in (${sql.join(
          addresses.map((a) => sql`${a}`),
          sql`, `,
        )})`);
    await passBackoff(1);
    expect(await app.mailWorker.runOnce()).toBe(5);
    for (const row of await queued()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.waitSeconds).toBeGreaterThan(backoffSeconds(2) - 5);
    }
    expect(smtp.received).toHaveLength(0);

    // SMTP comes back on the same address: everything queued goes out, once.
    smtp = await startSmtpServer(port);
    await passBackoff(2);
    expect(await app.mailWorker.runOnce()).toBe(5);
    expect(await app.mailWorker.runOnce()).toBe(0);
    expect((await queued()).map((r) => r.status)).toEqual(Array(5).fill('sent'));
    expect(smtp.received.map((m) => m.to).sort()).toEqual([...addresses].sort());
    for (const mail of smtp.received) expect(mail.subject).toMatch(/verification code/);
  });
});

describe('the payment provider timing out', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await createBillingHarness();
  });
  afterAll(() => h.close());

  /** Paystack's webhook for this body, signed as Paystack signs it. */
  const paystackWebhook = (body: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': h.fake.paystack.sign(body),
      },
      payload: body,
    });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const value = await work();
    return { value, ms: Date.now() - started };
  };
  const orderStatus = async (token: string, id: string) => {
    const res = await h.call('GET', `/api/v1/payment/order/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return OrderResponse.parse(res.json()).data.status;
  };
  const startCheckout = async (currency: 'NGN' | 'GBP') => {
    const { token } = await h.register();
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds[currency]}`, {
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = MakePaymentResponse.parse(res.json());
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, data.id));
    return { token, id: data.id, reference: data.data.reference, row };
  };

  it('answers a checkout that cannot start with a quick 503 that says no money was taken', async () => {
    const { input, token } = await h.register();
    h.fake.hold(/^\/transaction\/initialize$/);
    const { value: res, ms } = await timed(() =>
      h.call('POST', `/api/v1/payment/make-payment/${h.planIds.NGN}`, { token }),
    );
    h.fake.release();
    expect(ms).toBeLessThan(5_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: BILLING_MESSAGES.providerUnreachable,
      code: 'UNAVAILABLE',
    });
    // The buyer never got a payment page, so the order cannot be paid: it is closed, not left
    // pending, and nothing was granted.
    const [user] = await h.database.db.select().from(users).where(eq(users.email, input.email));
    const mine = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, user?.id ?? ''));
    expect(mine.map((o) => o.status)).toEqual(['failed']);
    expect(await h.tally(mine[0]?.id ?? '')).toEqual({ payments: 0, subscriptions: 0 });
  });

  it('keeps a paid Paystack order pending while verify hangs, then the reconcile job settles it exactly once', async () => {
    const { token, id, reference } = await startCheckout('NGN');
    h.fake.paystack.pay(reference);
    h.fake.hold(/^\/transaction\/verify\//);

    // The order page, the webhook and the reconcile job all meet a provider that never answers.
    const page = await timed(() => orderStatus(token, id));
    expect(page.value).toBe('pending');
    expect(page.ms).toBeLessThan(5_000);
    const body = h.fake.paystack.eventBody(reference);
    const hook = await paystackWebhook(body);
    expect(hook.statusCode).toBe(200);
    await h.app.billing.drain();
    h.clock.advance(11 * 60_000);
    expect(await h.app.reconcileWorker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });
    expect(h.fake.heldCount()).toBeGreaterThanOrEqual(3);

    // The late answers reach clients that gave up: they change nothing.
    h.fake.release();
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });

    h.clock.advance(11 * 60_000);
    expect(await h.app.reconcileWorker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect(await orderStatus(token, id)).toBe('succeeded');
    // Later runs and a replayed webhook find it settled.
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    await paystackWebhook(body);
    await h.app.billing.drain();
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
  });

  it('keeps an approved PayPal order pending while capture hangs; the late capture is found and granted once', async () => {
    const { token, id, row } = await startCheckout('GBP');
    const paypalId = row?.providerOrderId ?? '';
    const capturesBefore = h.fake.paypal.captures();
    h.fake.paypal.approve(paypalId);
    h.fake.hold(/\/capture$/);

    const back = await timed(() =>
      h.call('GET', `/api/v1/payment/paypal-capture/${paypalId}`, { token }),
    );
    expect(back.ms).toBeLessThan(5_000);
    expect(back.value.statusCode).toBe(200);
    expect(OrderResponse.parse(back.value.json()).data.status).toBe('pending');
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    expect(await h.tally(id)).toEqual({ payments: 0, subscriptions: 0 });

    // PayPal does the held captures late; the request id makes the second answer the first.
    h.fake.release();
    await expect.poll(() => h.fake.paypal.order(paypalId)?.status).toBe('COMPLETED');
    h.clock.advance(11 * 60_000);
    await h.app.reconcileWorker.runOnce();
    expect(await h.tally(id)).toEqual({ payments: 1, subscriptions: 1 });
    expect(h.fake.paypal.captures() - capturesBefore).toBe(1);
    expect(await orderStatus(token, id)).toBe('succeeded');
  });
});
