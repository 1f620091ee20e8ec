import { GENERIC_MESSAGES } from '@waliyy/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

describe('the error handler', () => {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => logged.push(JSON.parse(line)) },
    },
  }).withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post(
      '/things/:id',
      {
        schema: {
          params: z.object({ id: z.uuid({ message: 'Invalid id' }) }),
          body: z.object({
            email: z.email({ message: 'Invalid Email Address' }),
            name: z.string({ message: 'Enter Full Name' }).min(2, 'Must be 2 characters or more'),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/conflict', async () => {
      throw new AppError('ALREADY_MATCHED', 'This single already has a match.');
    });
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    app.get('/db-down', async () => {
      // What Drizzle throws when the pool cannot reach PostgreSQL.
      throw new DrizzleQueryError(
        'select "id" from "users" where "email" = $1',
        ['someone@example.com'],
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      );
    });
    app.get('/db-bug', async () => {
      throw new DrizzleQueryError(
        'selec 1',
        [],
        Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      );
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const validId = '6f1f7c1e-8a4b-4c1e-9a57-3d0f1b2c4d5e';

  it('answers 400 with a message per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/things/${validId}`,
      payload: { email: 'nope', name: 'a' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual({
      email: 'Invalid Email Address',
      name: 'Must be 2 characters or more',
    });
    expect(body.message).toBe('Invalid Email Address');
    // Each fixed message's id beside its English (decision 078), its number a value.
    expect(body.messageId).toBe('auth.emailInvalid');
    expect(body.messageValues).toBeUndefined();
    expect(body.errorIds).toEqual({
      email: { messageId: 'auth.emailInvalid' },
      name: { messageId: 'minChars', values: { count: 2 } },
    });
  });

  it('names a missing field with its required message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/things/${validId}`,
      payload: { email: 'a@b.co' },
    });
    expect(res.json().errors).toEqual({ name: 'Enter Full Name' });
    expect(res.json().errorIds).toEqual({ name: { messageId: 'auth.nameRequired' } });
  });

  it('prefixes path parameter errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/things/not-a-uuid',
      payload: { email: 'a@b.co', name: 'Amina' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'params.id': 'Invalid id' });
    // A message no contract table holds travels without an id.
    expect(res.json().errorIds).toBeUndefined();
    expect(res.json().messageId).toBeUndefined();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/things/${validId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('maps an AppError code to its status', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This single already has a match.',
      code: 'ALREADY_MATCHED',
    });
  });

  it('hides the detail of a 500 and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(res.body).not.toContain('postgres://');
    expect(JSON.stringify(logged)).toContain('secret connection string');
  });

  it('answers 503 UNAVAILABLE with Retry-After when the database is unreachable, and logs the cause', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: GENERIC_MESSAGES.UNAVAILABLE,
      code: 'UNAVAILABLE',
      messageId: 'error.UNAVAILABLE',
    });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).not.toContain('10.0.0.5');
    expect(res.body).not.toContain('someone@example.com');
    expect(JSON.stringify(logged)).toContain('ECONNREFUSED');
  });

  it('keeps a failing query that is not an outage a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
