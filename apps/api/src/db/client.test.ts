import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgres } from '../test/database';
import { type SilentPostgres, startSilentPostgres } from '../test/silent-postgres';
import { type Database, openDatabase } from './client';
import { migrate } from './migrate';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_QUERY_TIMEOUT_MS,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  QUERY_ANSWER_GRACE_MS,
  silentDatabaseBoundMs,
} from './timeouts';
import { isDatabaseUnavailable } from './unavailable';

const CONNECT_MS = 300;
const QUERY_MS = 300;
/** How long the client waits for a statement's answer with QUERY_MS. */
const ANSWER_MS = QUERY_MS + QUERY_ANSWER_GRACE_MS;
/** Timers late on a loaded 2-core machine. */
const SLACK_MS = 400;

/** The settled outcome of `work` and how long it took. */
async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  const error = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

describe('the pool against a database that stops answering (DB_QUERY_TIMEOUT_MS)', () => {
  let server: SilentPostgres | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    await server?.close();
    database = undefined;
    server = undefined;
  });

  const open = async (answers: number, options: { max?: number; queryTimeoutMs?: number } = {}) => {
    server = await startSilentPostgres({ answers });
    database = await openDatabase({
      kind: 'postgres',
      url: server.url,
      maxConnections: options.max ?? 2,
      connectTimeoutMs: CONNECT_MS,
      queryTimeoutMs: options.queryTimeoutMs ?? QUERY_MS,
    });
    if (database.driver.kind !== 'postgres') throw new Error('a pool was expected');
    return { silent: server, db: database.db, pool: database.driver.pool };
  };

  it('keeps the production defaults within 10 s for a silent database', () => {
    expect(silentDatabaseBoundMs(DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS)).toBe(8_500);
    expect(
      silentDatabaseBoundMs(DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS),
    ).toBeLessThanOrEqual(10_000);
  });

  it('asks the server for the statement and idle-transaction limits at start-up, and for none when the limit is 0', async () => {
    const { silent, pool } = await open(0);
    const first = await pool.connect();
    const query = first.query;
    first.release();
    // The same connection checked out again keeps the one guard it was given, not a second.
    const again = await pool.connect();
    expect(again).toBe(first);
    expect(again.query).toBe(query);
    again.release();
    expect(silent.startups[0]).toMatchObject({
      statement_timeout: String(QUERY_MS),
      idle_in_transaction_session_timeout: String(IDLE_IN_TRANSACTION_TIMEOUT_MS),
    });
    await database?.close();
    await server?.close();

    const unlimited = await open(0, { queryTimeoutMs: 0 });
    (await unlimited.pool.connect()).release();
    expect(unlimited.silent.startups[0]).not.toHaveProperty('statement_timeout');
    expect(unlimited.silent.startups[0]).not.toHaveProperty('idle_in_transaction_session_timeout');
  });

  it('fails a query that gets no answer as unavailable after the query timeout, and closes its connection', async () => {
    const { silent, db, pool } = await open(0);
    const { error, ms } = await timed(() => db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(ANSWER_MS - 50);
    expect(ms).toBeLessThan(ANSWER_MS + SLACK_MS);
    // Its late answer must reach no one: the client is gone from the pool and its socket closed.
    await expect.poll(() => pool.totalCount).toBe(0);
    await expect.poll(() => silent.connections().open).toBe(0);
  });

  it("times the pool's own queries too (the health check's ping): no answer fails it after the query timeout and the client is discarded", async () => {
    const { silent, pool } = await open(0);
    const { error, ms } = await timed(() => pool.query('select 1'));
    expect(String(error)).toMatch(/Query read timeout/);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(ANSWER_MS - 50);
    expect(ms).toBeLessThan(ANSWER_MS + SLACK_MS);
    await expect.poll(() => pool.totalCount).toBe(0);
    await expect.poll(() => silent.connections().open).toBe(0);
  });

  it('fails a transaction whose statement gets no answer after one timeout (the ROLLBACK does not wait again) and discards its client', async () => {
    // BEGIN is answered, then the server goes silent in the middle of the transaction.
    const { silent, db, pool } = await open(1);
    const { error, ms } = await timed(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(ANSWER_MS - 50);
    expect(ms).toBeLessThan(2 * ANSWER_MS);
    // Not back in the pool with its transaction open: discarded, and its connection closed.
    await expect.poll(() => pool.totalCount).toBe(0);
    await expect.poll(() => silent.connections().open).toBe(0);
    // The next transaction starts on a new connection, not inside the abandoned one.
    await timed(() => db.transaction(async (tx) => tx.execute(sql`select 1`)));
    expect(silent.connections().accepted).toBe(2);
  });

  it('counts the wait for a pooled client toward the connect timeout, so the two waits never stack past their sum', async () => {
    const { db } = await open(0, { max: 1 });
    const [holder, waiter] = await Promise.all([
      timed(() => db.execute(sql`select 1`)),
      timed(() => db.execute(sql`select 2`)),
    ]);
    // The first holds the only connection until its answer is given up on; the second waits
    // for it no longer than the connect timeout.
    expect(String((waiter.error as { cause?: unknown }).cause)).toMatch(
      /timeout exceeded when trying to connect/,
    );
    expect(waiter.ms).toBeLessThan(CONNECT_MS + SLACK_MS);
    for (const { error, ms } of [holder, waiter]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeLessThan(silentDatabaseBoundMs(CONNECT_MS, QUERY_MS) + SLACK_MS);
    }
  });
});

describe.runIf(isPostgres())('statement limits on a real PostgreSQL server', () => {
  it('cancels a runaway statement on the server (503, connection kept) but lets migrations run without the limit', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `waliyy_test_limits_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // So short that nearly every statement of the migrations would be cancelled under it.
    const database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      queryTimeoutMs: 1,
    });
    try {
      if (database.driver.kind !== 'postgres') throw new Error('a pool was expected');
      const { pool } = database.driver;
      const runaway = await timed(() =>
        database.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.2)`)),
      );
      expect((runaway.error as { cause?: { code?: string } }).cause?.code).toBe('57014');
      expect(isDatabaseUnavailable(runaway.error)).toBe(true);
      expect(runaway.ms).toBeLessThan(150);
      // Cancelled by the server, the connection stays good: rolled back and kept by the pool.
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);

      await expect(migrate(database)).resolves.toBeUndefined();
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(`select to_regclass('public.users') is not null as made`);
      await check.end();
      expect(rows).toEqual([{ made: true }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
