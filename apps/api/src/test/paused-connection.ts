import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

export type PausedConnection = {
  /** Drizzle over this one connection: what the code under test is given. */
  db: Db;
  /** Resolves once a statement matching the pattern has run (its locks are held). */
  reached: Promise<void>;
  /** Lets the statements after it run. */
  release(): void;
  close(): Promise<void>;
};

/**
 * One PostgreSQL connection of its own that stops right after the first statement matching
 * `pattern` (SQL text) until released: to hold a transaction open at a chosen point, with the
 * locks it has taken, while another transaction runs — races in a set order instead of by luck.
 * The statements are the code's own; only the moment the next one starts is chosen.
 */
export async function openPausedConnection(
  url: string,
  pattern: RegExp,
): Promise<PausedConnection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let onReached = () => {};
  const reached = new Promise<void>((resolve) => {
    onReached = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let paused = false;
  const query = client.query.bind(client) as (
    config: unknown,
    values?: unknown,
  ) => Promise<unknown>;
  const pausing = async (config: unknown, values?: unknown) => {
    const result = await query(config, values);
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (!paused && pattern.test(text)) {
      paused = true;
      onReached();
      await released;
    }
    return result;
  };
  client.query = pausing as unknown as typeof client.query;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    reached,
    release: () => release(),
    close: async () => {
      release();
      await client.end();
    },
  };
}

/** Waits until `count` sessions of the current database wait for a lock. */
export async function untilWaitingForLocks(db: Db, count = 1, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const waiting = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`no session waited for a lock in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
