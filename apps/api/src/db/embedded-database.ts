import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteDatabase } from './client';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * The embedded database in DATA_DIR (DATA_DIR/pglite), opened only under the DATA_DIR lock
 * (decision 066): this is the one way to open it, so a new command cannot forget the lock.
 * `command` names the opener in the refusal another process gets ('server', 'admin:grant').
 * Throws DataDirLockedError, before PGlite is touched, when another process holds DATA_DIR.
 * close() closes the database, then releases the lock.
 */
export async function openEmbeddedDatabase(dataDir: string, command: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir, command);
  let database: Database;
  try {
    database = await pgliteDatabase(new PGlite(path.join(path.resolve(dataDir), 'pglite')));
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * The database a process of the app works on: PostgreSQL at DATABASE_URL (which handles
 * concurrency itself: no lock), else the embedded one in DATA_DIR, locked.
 */
export function openAppDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  command: string;
  maxConnections?: number;
  /** PostgreSQL only (db/timeouts.ts); unset = the defaults. */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}): Promise<Database> {
  const { databaseUrl, maxConnections, connectTimeoutMs, queryTimeoutMs } = options;
  return databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: databaseUrl,
        ...(maxConnections ? { maxConnections } : {}),
        ...(connectTimeoutMs !== undefined ? { connectTimeoutMs } : {}),
        ...(queryTimeoutMs !== undefined ? { queryTimeoutMs } : {}),
      })
    : openEmbeddedDatabase(options.dataDir, options.command);
}
