import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * The tables whose rows a refused request must leave alone. Left out, with the reason:
 * recommendation_lists / recommendations (a lazy cache a read may build, decision 059),
 * sessions (a login writes one; no request here logs in), outbox (mail bookkeeping),
 * site_visits (anonymous counts, which the public POST /metrics/log-visit adds to on purpose).
 * Of users, last_active_at is left out: any signed-in request may move it (at most hourly).
 */
export const SNAPSHOT_TABLES = [
  'users',
  'children',
  'preferences',
  'likes',
  'matches',
  'like_non_responses',
  'orders',
  'payments',
  'subscriptions',
  'plans',
  'reports',
  'blocks',
  'audit_log',
  'auth_codes',
  'user_devices',
] as const;

/** Every row of the tables above as JSON text, in a stable order. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of SNAPSHOT_TABLES) {
    const row = table === 'users' ? `to_jsonb(t) - 'last_active_at'` : 't';
    const result = await db.execute(
      sql.raw(
        `select coalesce(json_agg(${row} order by t::text), '[]'::json)::text as rows from ${table} t`,
      ),
    );
    const rows = (result as unknown as { rows: { rows: string }[] }).rows;
    out[table] = rows[0]?.rows ?? '[]';
  }
  return out;
}
