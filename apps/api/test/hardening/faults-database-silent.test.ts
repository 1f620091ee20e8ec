// A PostgreSQL server that goes silent (paused, or a host that never answers): 503s in time.
import { GENERIC_MESSAGES, PublicHealthResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_QUERY_TIMEOUT_MS,
  silentDatabaseBoundMs,
} from '../../src/db/timeouts';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { createTestApp, type TestContext } from '../../src/test/app';
import { isPostgres } from '../../src/test/database';
import type { FaultProxy } from '../../src/test/fault-proxy';
import {
  CONNECT_TIMEOUT_MS,
  checkedOut as clientsCheckedOut,
  looseAuth,
  openProxiedApp,
  PAUSE_MS,
  QUERY_TIMEOUT_MS,
  RESPONSE_BOUND_MS,
  SILENT_ANSWER_LIMIT_MS,
  SILENT_BOUND_MS,
  summary,
} from './faults-setup';
import { runOutageScenario } from './outage-scenario';
import { injectClient, openBehindProxy } from './outage-world';

// PostgreSQL pass only: PGlite runs in the process, with no connection to lose.
describe.runIf(isPostgres())(
  'PostgreSQL gone silent, behind a fault proxy (PostgreSQL pass only, decision 052)',
  () => {
    let direct: Database;
    let proxy: FaultProxy;
    let ctx: TestContext;

    beforeAll(async () => {
      ({ direct, proxy, ctx } = await openProxiedApp());
    });
    const checkedOut = () => clientsCheckedOut(ctx);

    afterAll(async () => {
      await ctx?.app.close();
      await proxy?.close();
      await direct?.close();
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
          // Without the metrics token the body is the status alone (decision 072); 503 says why.
          expect(PublicHealthResponse.parse(res.json()).data).toEqual({ status: 'degraded' });
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
            messageId: 'error.UNAVAILABLE',
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
        // Room for a whole request inside the outage: one caught by the cut may hold its
        // connection attempt for the connect timeout, and the next one needs as long again;
        // with one timeout of room, both could straddle an edge and leave `down` empty.
        outageMs: 2 * CONNECT_TIMEOUT_MS + 1_000,
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
