/** Socket errors that mean the database cannot be reached (or the connection to it died). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery), 53300
 * too_many_connections; and of one that gave up on a statement: 57014 query_canceled (our
 * statement_timeout, DB_QUERY_TIMEOUT_MS, or an operator's cancel) — the database did not answer
 * in time, which a retry may not meet. Class 08 (connection exception) is checked by prefix.
 */
const SERVER_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * What node-postgres and pg-pool throw, without a code, when the connection is lost, cannot be
 * made in time, or was lost earlier in the same transaction.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // …unexpectedly | …due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no client free in time
  /^timeout expired$/, // pg's own connect timer
  /^Query read timeout$/, // pg's query_timeout: no answer at all (a silent server)
  /and is not queryable$/, // Client has encountered a connection error and is not queryable
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isUnavailableHere(error: ErrorLike): boolean {
  const { code, message } = error;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_UNAVAILABLE_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`, a failed
 * connect to several addresses is an AggregateError) says the database is unavailable, as
 * opposed to a query or a rule failing. Such a request answers 503 UNAVAILABLE, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as ErrorLike;
    if (isUnavailableHere(candidate)) return true;
    queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...candidate.errors);
  }
  return false;
}
