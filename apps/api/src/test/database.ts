import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of
 * its own on the PostgreSQL server named by TEST_DATABASE_URL (so files can run in parallel).
 * Closing it drops the server database. `maxConnections` (PostgreSQL only) sizes the pool: 5 by
 * default, more for the concurrency suite, whose requests must really run side by side.
 */
export async function createTestDatabase(
  options: { maxConnections?: number } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (template) {
      const dump = new Blob([readFileSync(template)]);
      const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
      // The template is already migrated; this only confirms there is nothing left to apply.
      await migrate(database);
      return database;
    }
    const database = await openDatabase({ kind: 'pglite' });
    await migrate(database);
    return database;
  }

  const server = await createServerDatabase(serverUrl, options);
  return { ...server.database, close: server.close };
}

/** The template database the suite's global setup made, when running under Vitest on PostgreSQL. */
function injectedTemplate(): string | null {
  try {
    return inject('postgresTemplate') ?? null;
  } catch {
    // Outside Vitest (a bench that borrows this helper): no template, migrate instead.
    return null;
  }
}

/**
 * A fresh, migrated database of its own on the PostgreSQL server at `serverUrl`, with its URL
 * (so that other processes can open it too): a copy of the suite's migrated template when there
 * is one, else an empty database migrated here. close() closes it and drops it (with force: a
 * killed process may leave connections behind).
 */
export async function createServerDatabase(
  serverUrl: string,
  options: { maxConnections?: number } = {},
) {
  const name = `waliyy_test_${randomBytes(6).toString('hex')}`;
  const template = injectedTemplate();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  const close = async () => {
    await database?.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  try {
    database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      maxConnections: options.maxConnections ?? 5,
    });
    // On a copy of the template this only confirms there is nothing left to apply.
    await migrate(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { name, url: url.toString(), database, close };
}

/** True when the suite runs against a PostgreSQL server (concurrency tests need one). */
export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
