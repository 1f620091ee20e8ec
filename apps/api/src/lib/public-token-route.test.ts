import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from './app-error';
import { registerErrorHandler } from './error-handler';
import { publicTokenRoute } from './public-token-route';

// A link's public route (her pages, decisions 083 and 084): the token from the body, the
// client's key for its limits, no-store on a view's answer only, every error an ErrorBody.
describe('publicTokenRoute', () => {
  const app = Fastify();
  const seen: { token: string; client: string }[] = [];
  const Answer = z.object({ message: z.string(), data: z.object({ shown: z.string() }) });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    publicTokenRoute(app, {
      method: 'POST',
      url: '/thing/view',
      tags: ['things'],
      description: 'What the link shows.',
      body: z.object({ token: z.string().min(8) }),
      response: Answer,
      errors: [404],
      noStore: true,
      handle: async ({ token }, client) => {
        seen.push({ token, client });
        if (token === 'unknown-token') throw notFound('This link has been used or has expired.');
        // `secret` is not in the answer's schema: it never leaves.
        return { message: 'Shown.', data: { shown: 'yes', secret: 'kept' } as { shown: string } };
      },
    });
    publicTokenRoute(app, {
      method: 'PUT',
      url: '/thing',
      tags: ['things'],
      description: 'Her answer.',
      body: z.object({ token: z.string().min(8), agree: z.boolean() }),
      response: Answer,
      errors: [409],
      handle: async ({ agree }) => ({ message: 'Recorded.', data: { shown: String(agree) } }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("gives the handler the body's token and the client's key (an IPv6 client by its /64)", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/thing/view',
      payload: { token: 'a-good-token' },
      remoteAddress: '2001:db8:1:2::77',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Shown.', data: { shown: 'yes' } });
    expect(seen.at(-1)).toEqual({ token: 'a-good-token', client: '2001:db8:1:2::/64' });
  });

  it("marks a view's answer no-store, and neither its error nor another route's answer", async () => {
    const view = await app.inject({
      method: 'POST',
      url: '/thing/view',
      payload: { token: 'a-good-token' },
    });
    expect(view.headers['cache-control']).toBe('no-store');
    const gone = await app.inject({
      method: 'POST',
      url: '/thing/view',
      payload: { token: 'unknown-token' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This link has been used or has expired.',
    });
    expect(gone.headers['cache-control']).toBeUndefined();
    const answer = await app.inject({
      method: 'PUT',
      url: '/thing',
      payload: { token: 'a-good-token', agree: true },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Recorded.', data: { shown: 'true' } });
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it('answers 400 with an ErrorBody when the body has no usable token', async () => {
    const count = seen.length;
    for (const payload of [{}, { token: 'short' }]) {
      const res = await app.inject({ method: 'POST', url: '/thing/view', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(seen).toHaveLength(count);
  });
});
