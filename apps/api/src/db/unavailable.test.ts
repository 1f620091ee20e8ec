import { createServer, type Server } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from './unavailable';

/** An error as node-postgres builds one from a server message (fields copied on). */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  /** A local TCP server that treats each connection as `handle` says; answers its port. */
  async function listen(handle: (socket: import('node:net').Socket) => void): Promise<number> {
    const server = createServer(handle);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  }

  /** What node-postgres really throws when connecting to `port`. */
  async function connectError(port: number, options: pg.ClientConfig = {}): Promise<unknown> {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', ...options });
    client.on('error', () => {});
    return client.connect().then(
      () => new Error('connected'),
      (error: unknown) => error,
    );
  }

  it('recognises a refused connection (ECONNREFUSED), also under Drizzle’s wrapper', async () => {
    const port = await listen(() => {});
    const [server] = servers;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    servers.length = 0;
    const error = await connectError(port);
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(true);
  });

  it('recognises a connection closed by the server while connecting', async () => {
    const port = await listen((socket) => socket.destroy());
    const error = await connectError(port);
    expect(String(error)).toMatch(/Connection terminated|ECONNRESET/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server that never answers, by the client and by the pool', async () => {
    const port = await listen((socket) => socket.resume());
    const client = await connectError(port, { connectionTimeoutMillis: 200 });
    expect(String(client)).toMatch(/timeout/);
    expect(isDatabaseUnavailable(client)).toBe(true);

    // One connection allowed: the first query waits on the connect, the second on the pool.
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port,
      user: 'x',
      max: 1,
      connectionTimeoutMillis: 200,
    });
    pool.on('error', () => {});
    const errors = await Promise.all(
      [1, 2].map(() =>
        pool.query('select 1').then(
          () => new Error('answered'),
          (e: unknown) => e,
        ),
      ),
    );
    expect(errors.map(String)).toContain('Error: timeout exceeded when trying to connect');
    for (const error of errors) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    await pool.end();
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['57014', 'canceling statement due to statement timeout'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
  ])('recognises SQLSTATE %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(
      isDatabaseUnavailable({ message: 'Failed query', cause: serverError(code, message) }),
    ).toBe(true);
  });

  it('recognises a client already broken earlier in the transaction, and a failed multi-address connect', () => {
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    const aggregate = new AggregateError([serverError('ECONNREFUSED', 'connect ECONNREFUSED ::1')]);
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an AppError', new AppError('NOT_FOUND', 'Not found.')],
    ['null', null],
    ['a string', 'ECONNREFUSED'],
  ])('does not take %s for an outage', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(
      false,
    );
  });

  it('stops on a cause that points back at itself', () => {
    const error: { message: string; cause?: unknown } = { message: 'loop' };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
