import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
    }
  /**
   * In memory (tests); `loadDataDir` starts from a dump. A data directory on disk is opened
   * only through openEmbeddedDatabase (embedded-database.ts), which locks it first.
   */
  | { kind: 'pglite'; loadDataDir?: Blob };

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
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
    const pool = new SelfReleasingPool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
      // A database that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    // A dropped idle connection must not crash the process; the pool discards it and opens a
    // new one when needed. The app logs these (app.ts); this listener only keeps them handled.
    pool.on('error', () => {});
    // A client checked out for a transaction has no pool listener: when its connection dies
    // node-postgres emits 'error' on it, which unhandled would crash the process. The
    // transaction's query fails instead, and the client is discarded (releasedWhenLost).
    pool.on('connect', (client) => {
      client.on('error', () => {});
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
