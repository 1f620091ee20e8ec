import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';

/** Any fixed number; every instance of the app takes the same lock before migrating. */
const MIGRATION_LOCK_ID = 7_261_001;

/**
 * The SQL migrations folder: beside this file in the source tree (src/db/migrations), and
 * copied next to the bundle (dist/migrations) by the build.
 */
export function migrationsFolder(): string {
  for (const candidate of ['./migrations', './db/migrations']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error('SQL migrations folder not found');
}

/**
 * Applies every pending migration. On PostgreSQL several instances may start at once, so the
 * work runs on one connection holding an advisory lock; the others wait, then find nothing to do.
 * That connection is the pool's settings without the per-statement limits (DB_QUERY_TIMEOUT_MS):
 * a migration may rightly run long (an index on a big table), and waiting for another instance's
 * lock is the point.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.driver.kind === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
    return;
  }
  const connection = new pg.Client({
    ...database.driver.pool.options,
    statement_timeout: undefined,
    idle_in_transaction_session_timeout: undefined,
    query_timeout: undefined,
  });
  // A connection lost mid-migration fails the query in flight; unhandled, 'error' would crash.
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzle(connection), config);
  } finally {
    await connection
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .finally(() => connection.end());
  }
}
