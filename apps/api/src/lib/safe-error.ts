// What an error may put into the log (decision 018). pino's own err serializer copies every
// enumerable field: Drizzle's DrizzleQueryError carries the query's `params` (and prints them
// in its message — e-mail, names, phone, the argon2 hash), PGlite's errors carry `params` too,
// and PostgreSQL's `detail` repeats a row's values ("Key (email)=(…) already exists"). So
// fields are taken from a list, never copied, and messages that can hold a value are cut.

/** An error as the log shows it. */
export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  /** SQLSTATE, or a Node/driver code such as ECONNREFUSED. */
  code?: string;
  statusCode?: number;
  // PostgreSQL's names for what failed (no values): the constraint, table, column…
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  severity?: string;
  routine?: string;
  /** The failing query's SQL text: parameters are bound ($1…), so it holds no user data. */
  query?: string;
  // A socket error says where it could not connect.
  errno?: number;
  syscall?: string;
  address?: string;
  port?: number;
  cause?: SafeError | string;
  errors?: (SafeError | string)[];
};

const STRING_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'severity',
  'routine',
  'syscall',
  'address',
] as const;
const NUMBER_FIELDS = ['statusCode', 'errno', 'port'] as const;

const QUERY_MAX = 2000;
const DEPTH_MAX = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A message with the values it may hold taken out: Drizzle's "params: …" line, and in the
 * data-exception class (22xxx: "invalid input syntax for type uuid: \"…\"") every quoted part.
 */
function safeMessage(message: string, code: unknown): string {
  const cut = message.replace(/\nparams: [\s\S]*$/, '');
  const isDataException = typeof code === 'string' && SQLSTATE.test(code) && code.startsWith('22');
  return isDataException ? cut.replace(/"[^"]*"/g, '"…"') : cut;
}

/** The stack's frames under the safe message (the first line repeats the raw message). */
function safeStack(stack: unknown, head: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...frames].join('\n');
}

function serialize(value: unknown, depth: number): SafeError | string {
  if (typeof value === 'string') return safeMessage(value, undefined);
  if (typeof value !== 'object' || value === null) return String(value);
  const error = value as Record<string, unknown>;
  const type = (value as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const raw = typeof error.message === 'string' ? error.message : '';
  const hasQuery = typeof error.query === 'string';
  // DrizzleQueryError: its message is the SQL and the parameters; say the SQL only.
  const message =
    hasQuery && raw.startsWith('Failed query:') ? 'Failed query' : safeMessage(raw, error.code);
  const out: SafeError = { type, message };
  const stack = safeStack(error.stack, `${type}: ${message}`);
  if (stack) out.stack = stack;
  for (const key of STRING_FIELDS) {
    if (typeof error[key] === 'string') out[key] = error[key] as string;
  }
  for (const key of NUMBER_FIELDS) {
    if (typeof error[key] === 'number') out[key] = error[key] as number;
  }
  if (hasQuery) out.query = (error.query as string).slice(0, QUERY_MAX);
  if (depth < DEPTH_MAX) {
    if (error.cause !== undefined) out.cause = serialize(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      out.errors = error.errors.slice(0, DEPTH_MAX).map((e) => serialize(e, depth + 1));
    }
  }
  return out;
}

/**
 * The logger's `err` serializer (app.ts): any error, its `cause` chain and an AggregateError's
 * errors as plain objects of listed fields — the SQL state, constraint, table, the SQL text —
 * and never a query's parameters or a row's values.
 */
export function serializeError(value: unknown): SafeError & { stack: string } {
  const safe = serialize(value, 0);
  if (typeof safe === 'string') return { type: typeof value, message: safe, stack: safe };
  return { ...safe, stack: safe.stack ?? `${safe.type}: ${safe.message}` };
}

/** An error's message, safe to store or log on its own (e.g. the outbox's last_error). */
export function safeErrorMessage(value: unknown): string {
  const safe = serializeError(value);
  const cause = typeof safe.cause === 'object' ? `: ${safe.cause.message}` : '';
  return `${safe.message}${cause}`;
}
