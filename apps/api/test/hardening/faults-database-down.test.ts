// A PostgreSQL server cut off mid-load behind a fault proxy: 503s, whole writes, recovery.
import { GENERIC_MESSAGES, PublicHealthResponse } from '@waliyy/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import type { TestContext } from '../../src/test/app';
import { isPostgres } from '../../src/test/database';
import type { FaultProxy } from '../../src/test/fault-proxy';
import {
  checkedOut as clientsCheckedOut,
  OUTAGE_MS,
  openProxiedApp,
  RESPONSE_BOUND_MS,
  summary,
} from './faults-setup';
import { runOutageScenario } from './outage-scenario';
import { injectClient } from './outage-world';

// PostgreSQL pass only: PGlite runs in the process, with no connection to lose.
describe.runIf(isPostgres())(
  'PostgreSQL stopped mid-load, behind a fault proxy (PostgreSQL pass only, decisions 052, 055)',
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
        // Without the metrics token the body is the status alone (decision 072); 503 says why.
        expect(PublicHealthResponse.parse(health.json()).data).toEqual({ status: 'degraded' });
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
        messageId: 'error.UNAVAILABLE',
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
  },
);
