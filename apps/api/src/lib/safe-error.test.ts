import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { safeErrorMessage, serializeError } from './safe-error';

// Decision 018: a database error's log line carried the query's parameters. These errors are real
// ones, from the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const SECRETS = {
  email: 'layla.secret@example.com',
  firstName: 'Laylasecret',
  lastName: 'Ogunsecret',
  phone: '+2348099988877',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVl',
};

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('serializeError', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values(SECRETS);
  });
  afterAll(() => database?.close());

  it('logs a unique violation by its SQL state, constraint and table, never its parameters', async () => {
    const error = await failure(() =>
      database.db.insert(users).values({ ...SECRETS, email: SECRETS.email.toUpperCase() }),
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // What pino's own serializer would have written: the parameters, in the message too.
    expect(`${(error as Error).message}`).toContain(SECRETS.passwordHash);

    const logged = JSON.stringify(serializeError(error));
    for (const secret of Object.values(SECRETS)) {
      expect(logged).not.toContain(secret);
      expect(logged.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const safe = serializeError(error);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: expect.stringContaining('insert into "users"'),
      cause: { code: '23505', constraint: 'users_email_lower_unique', table: 'users' },
    });
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    expect(logged).not.toMatch(/"(detail|params|where|queryOptions)"/);
    expect(safeErrorMessage(error)).toBe(
      'Failed query: duplicate key value violates unique constraint "users_email_lower_unique"',
    );
  });

  it('takes the value out of a data exception’s message', async () => {
    const error = await failure(() =>
      database.db.execute(sql`select ${`${SECRETS.email}`}::uuid as id`),
    );
    const safe = serializeError(error);
    expect(safe.cause).toMatchObject({ code: '22P02', message: expect.stringContaining('"…"') });
    expect(JSON.stringify(safe)).not.toContain(SECRETS.email);
  });

  it('keeps what an outage needs: the code, the address, every attempt of an AggregateError', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), {
        code: 'ECONNREFUSED',
        errno: -111,
        syscall: 'connect',
        address,
        port: 5432,
      });
    const outage = new DrizzleQueryError(
      'select "id" from "users" where "email" = $1',
      [SECRETS.email],
      new AggregateError([refused('::1'), refused('127.0.0.1')]),
    );
    const safe = serializeError(outage);
    expect(JSON.stringify(safe)).not.toContain(SECRETS.email);
    expect(safe.query).toBe('select "id" from "users" where "email" = $1');
    expect(safe.cause).toMatchObject({
      type: 'AggregateError',
      errors: [
        { code: 'ECONNREFUSED', address: '::1', port: 5432, syscall: 'connect' },
        { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 },
      ],
    });
  });

  it('copies no field it does not know, and survives a string or a cycle', () => {
    const error = Object.assign(new Error('payment provider said no'), {
      statusCode: 502,
      config: { headers: { authorization: 'Bearer sk_live_secret' } },
      response: { body: SECRETS.email },
    });
    const cyclic = new Error('outer') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'payment provider said no',
      statusCode: 502,
      stack: expect.stringMatching(/^Error: payment provider said no\n\s+at /),
    });
    expect(serializeError(`Failed query: x\nparams: ${SECRETS.email}`).message).toBe(
      'Failed query: x',
    );
    expect(JSON.stringify(serializeError(cyclic)).length).toBeLessThan(20_000);
  });
});
