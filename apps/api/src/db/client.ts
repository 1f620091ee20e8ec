import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { installArrayRowFields } from './pg-array-rows';
import * as schema from './schema';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_QUERY_TIMEOUT_MS,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  QUERY_ANSWER_GRACE_MS,
} from './timeouts';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Anything that can run a query: the database or an open transaction (one type for both). */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for the few things Drizzle does not do (advisory locks). */
  driver: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };
  /** Answers whether the database responds within the time given. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** How long a request waits for a connection (new or from the pool) before failing. */
      connectTimeoutMs?: number;
      /**
       * How long one statement may run (the server cancels it) and, a little longer, how long the
       * client waits for its answer (timeouts.ts). 0: no limit, for bulk loads.
       */
      queryTimeoutMs?: number;
    }
  /**
   * In memory (tests); `loadDataDir` starts from a dump. A data directory on disk is opened
   * only through openEmbeddedDatabase (embedded-database.ts), which locks it first.
   */
  | { kind: 'pglite'; loadDataDir?: Blob };

/** The pool's size when the caller names none: the API's own. */
export const DEFAULT_MAX_CONNECTIONS = 10;

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A checked-out client goes back to the pool (which discards it) as soon as its connection is
 * lost, and a second release() does nothing. Drizzle's transaction() sends BEGIN before its
 * try/finally, so when BEGIN meets a dead connection nobody releases the client: each such leak
 * would hold one of the pool's connections for good, and after a few outages every request
 * would wait for a connection that never comes, until a restart.
 */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let isReleased = false;
  const onLost = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.removeListener('error', onLost);
    release(error);
  };
  client.once('error', onLost);
  return client;
}

/** What a query is rejected with when no answer came in time (node-postgres's own words). */
const UNANSWERED = 'Query read timeout';

/**
 * A query that gets no answer within `answerMs` fails, and its client's connection is cut at
 * once. The connection still carries that query (and, in a transaction, the open transaction):
 * given back to the pool as it is, the next request would run inside that transaction, and
 * Drizzle's ROLLBACK would wait a second full timeout behind the unanswered query. Cut, the
 * ROLLBACK fails at once, the client is discarded (releasedWhenLost), and the server rolls back
 * when the close reaches it.
 *
 * The wait is timed here rather than by node-postgres's `query_timeout`: with it, a query's rows
 * were carried into the old space (a recommendations page's query 5–22 KB, against 0.15 KB
 * without), which at 300 requests a second brought a full collection, the server's longest
 * pause, every 10–20 s (decision 085, 2026-12-07).
 * Both forms are timed: the promise (Drizzle's) and the callback (pool.query's).
 */
function cutWhenUnanswered(client: pg.PoolClient, answerMs: number): void {
  if (answerMs <= 0) return;
  const query = client.query as (...args: unknown[]) => unknown;
  const cut = () => (client as pg.PoolClient & pg.Client).connection.stream.destroy();
  /** Calls `settle` with the answer, or with the timeout's error (and cuts) if none comes. */
  const timed = (settle: (error: unknown, value?: unknown) => void) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      settle(new Error(UNANSWERED));
      cut();
    }, answerMs);
    return (error: unknown, value?: unknown) => {
      clearTimeout(timer);
      if (!settled) settle(error, value);
      settled = true;
    };
  };
  const guarded = (...args: unknown[]) => {
    const last = args.at(-1);
    // The callback form (pool.query, the health check's ping): the callback is timed.
    if (typeof last === 'function') {
      const answer = timed(last as (error: unknown, value?: unknown) => void);
      return query.apply(client, [...args.slice(0, -1), answer]);
    }
    const result = query.apply(client, args);
    if (!(result instanceof Promise)) return result;
    return new Promise((resolve, reject) => {
      const answer = timed((error, value) => (error ? reject(error) : resolve(value)));
      result.then(
        (value) => answer(null, value),
        (error: unknown) => answer(error),
      );
    });
  };
  client.query = guarded as typeof client.query;
}

/** Only the promise form is wrapped: it is what Drizzle uses; pool.query handles its own. */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedWhenLost);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Drizzle's array rows without node-postgres's unused per-execution object (decision 086).
    installArrayRowFields();
    const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new SelfReleasingPool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
      // A database that does not answer fails the request (503) instead of holding it forever:
      // waiting for a connection (new or pooled), then for each statement (timeouts.ts).
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      ...(queryTimeoutMs > 0
        ? {
            // Sent at start-up (no extra round trip); the server cancels a runaway statement.
            statement_timeout: queryTimeoutMs,
            idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
          }
        : {}),
      // An idle pooled connection is probed, so a dead peer or a dropped NAT entry shows up.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A dropped idle connection must not crash the process; the pool discards it and opens a
    // new one when needed. The app logs these (app.ts); this listener only keeps them handled.
    pool.on('error', () => {});
    // A client checked out for a transaction has no pool listener: when its connection dies
    // node-postgres emits 'error' on it, which unhandled would crash the process. The
    // transaction's query fails instead, and the client is discarded (releasedWhenLost).
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // Once per connection ('connect' is its first checkout), not per checkout.
      // The client's own limit, for a server that sends nothing at all.
      cutWhenUnanswered(client, queryTimeoutMs > 0 ? queryTimeoutMs + QUERY_ANSWER_GRACE_MS : 0);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      ping: (ms = 2_000) =>
        withTimeout(pool.query('select 1'), ms).then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }

  const client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return pgliteDatabase(client);
}

/** The Database over a PGlite client, once it is ready; close() closes the client. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    ping: (ms = 2_000) =>
      withTimeout(db.execute(sql`select 1`), ms).then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}
