/**
 * How long a request may wait on PostgreSQL (decision 018). Kept apart from client.ts so
 * that config.ts can name the defaults without loading the drivers.
 *
 * A database that stops answering (a stalled network, a proxy that forwards nothing) must give a
 * 503 within 10 s. A request waits at most the connect timeout for a connection (a new one, or a
 * pooled one to come free: pg-pool times both with connectionTimeoutMillis), then at most the
 * query timeout plus QUERY_ANSWER_GRACE_MS for one statement's answer; the first failure ends the
 * request, and a client that timed out is cut (client.ts), so nothing waits a second time.
 */

/** Waiting for a connection: opening one, or a pooled one coming free. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
/** One statement: the server cancels it after this long (statement_timeout). */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;
/**
 * The client waits this much longer than statement_timeout, so that a statement that merely ran
 * too long is cancelled by the server (it stops working on it, and a transaction's connection
 * stays good for its ROLLBACK), and only a server that sends nothing at all is given up on by
 * the client (whose connection is then cut).
 */
export const QUERY_ANSWER_GRACE_MS = 500;
/**
 * A transaction left idle this long is ended by the server. Ours never idle for more than the
 * JavaScript between two statements; this ends those of a client that gave up during a network
 * stall and whose goodbye never arrived, which would otherwise hold their row locks for hours.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * The longest a request waits on a database that has gone silent, with these settings.
 * @internal The fault tests' bound to assert against (decision 081).
 */
export function silentDatabaseBoundMs(connectTimeoutMs: number, queryTimeoutMs: number): number {
  return connectTimeoutMs + queryTimeoutMs + QUERY_ANSWER_GRACE_MS;
}
