import { type Logger, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * The same database, with every statement the app sends through it recorded (its SQL text,
 * without parameters): to show that two requests did the same work, whatever their answers.
 */
export function withStatementLog(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const db =
    database.driver.kind === 'postgres'
      ? drizzleNodePg(database.driver.pool, { schema, logger })
      : drizzlePglite(database.driver.client, { schema, logger });
  return { database: { ...database, db: db as unknown as Db }, statements };
}

/**
 * Waits until every transaction open when it is called has ended, on any database of the server.
 * A recommendations list's watermark is the server-wide xmin (decision 071): a list built while
 * another test file's transaction is open counts this file's own singles as arrivals, and its
 * next read merges them (more statements). A list built after this has nothing to merge. PGlite
 * has no other transaction, so it returns at once.
 */
export async function settleTransactions(database: Database, timeoutMs = 15_000): Promise<void> {
  const value = async (query: SQL) => {
    const result = await database.db.execute(query);
    return BigInt((result as unknown as { rows: { v: string }[] }).rows[0]?.v ?? '0');
  };
  const mark = await value(sql`select pg_current_xact_id()::text as v`);
  const deadline = Date.now() + timeoutMs;
  while ((await value(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as v`)) <= mark) {
    if (Date.now() > deadline) throw new Error(`a transaction older than ${mark} stayed open`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
