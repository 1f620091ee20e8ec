import type { Logger } from 'drizzle-orm';
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
