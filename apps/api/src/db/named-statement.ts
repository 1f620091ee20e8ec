// A statement written in SQL, sent as a named (prepared) statement on the database or on a
// transaction (decision 086's discipline carried to the likes' writes, see 086's 2026-12-07
// section): Drizzle prepares only the selects its builder writes, and only on the handle they
// were built from, not on each transaction's connection.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** What Drizzle keeps on a database or transaction handle (not in its public types). */
type Internals = { session: PgSession };
/** The app's databases use Drizzle's default dialect (no casing option): the same SQL text. */
const dialect = new PgDialect();

/**
 * Renders `query` (with `sql.placeholder`s) once and answers a function that runs it as the
 * statement `name` on `on` (the database or an open transaction) with the placeholders' values:
 * PostgreSQL parses it once per connection (node-postgres keeps the statement by its name) and
 * then only binds and executes it. The rows come as the driver gives them: timestamps as text
 * (Drizzle's parsers), JSON decoded. Statements go through Drizzle's session, so its logger
 * (the tests' statement log) sees them.
 */
export function prepareNamed<Row>(name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return async (on: Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const { session } = on as unknown as Internals;
    const prepared = session.prepareQuery(
      { sql: text, params: fillPlaceholders(params, values) },
      undefined,
      name,
      false,
    );
    const result = (await prepared.execute()) as { rows: Row[] };
    return result.rows;
  };
}
