// What the fault scenarios share: the timeouts they run with, the bounds they hold answers to,
// and an app that reaches a fresh PostgreSQL database only through a fault proxy.
import type { Database } from '../../src/db/client';
import { silentDatabaseBoundMs } from '../../src/db/timeouts';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { createTestApp, type TestContext } from '../../src/test/app';
import { LOOSE_LIMITS } from '../../src/test/auth-harness';
import { createTestDatabase } from '../../src/test/database';
import type { FaultProxy } from '../../src/test/fault-proxy';
import type { OutageResult } from './outage-scenario';
import { openBehindProxy } from './outage-world';

/** The CI-sized outage; `npm run bench:hardening` runs the same scenario for 30 s under load. */
export const OUTAGE_MS = Number(process.env.HARDENING_OUTAGE_MS ?? 3_000);
/** How long a request may wait for a database connection in these tests (production: 3 s). */
export const CONNECT_TIMEOUT_MS = 2_000;
/** How long a statement may run in these tests (production: 5 s; the client waits 0.5 s more). */
export const QUERY_TIMEOUT_MS = 1_000;
/** No answer may take longer, even on a loaded 2-core machine. */
export const RESPONSE_BOUND_MS = CONNECT_TIMEOUT_MS + 4_000;
/**
 * No answer may take longer while the database is silent: a connection's wait, one statement's
 * answer, and room for a loaded machine. The pause outlasts it, so a request that waited for the
 * database to come back breaks it.
 */
export const SILENT_BOUND_MS = silentDatabaseBoundMs(CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS) + 1_500;
/** How long the database stays silent in the paused-proxy case. */
export const PAUSE_MS = SILENT_BOUND_MS + 1_000;
/** What decision 018 asks of a silent database: a 503 within this, whatever the settings. */
export const SILENT_ANSWER_LIMIT_MS = 10_000;
export const looseAuth = { ...DEFAULT_AUTH_SETTINGS, limits: LOOSE_LIMITS };

export const summary = (result: OutageResult) =>
  JSON.stringify({
    phases: result.phases,
    recoveredAfterMs: result.recoveredAfterMs,
    writes: { ...result.writes, problems: result.writes.problems.length },
    problems: result.problems.slice(0, 10),
  });

/**
 * A fresh database on the server, migrated through a direct connection; the app reaches it only
 * through the proxy, and the checks read it directly.
 */
export async function openProxiedApp(): Promise<{
  direct: Database;
  proxy: FaultProxy;
  ctx: TestContext;
}> {
  const direct = await createTestDatabase();
  const behind = await openBehindProxy(direct, {
    maxConnections: 5,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    queryTimeoutMs: QUERY_TIMEOUT_MS,
  });
  const ctx = await createTestApp({
    database: behind.database,
    overrides: { authSettings: looseAuth },
  });
  return { direct, proxy: behind.proxy, ctx };
}

/** Clients taken from the app's pool and not given back. */
export function checkedOut(ctx: TestContext): number {
  const { driver } = ctx.database;
  return driver.kind === 'postgres' ? driver.pool.totalCount - driver.pool.idleCount : 0;
}
