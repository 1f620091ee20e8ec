import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { CORS_HEADERS, CORS_METHODS } from './cors';

const LISTED = 'https://client.example.com';
const UNLISTED = 'https://elsewhere.example.com';

const preflight = (ctx: TestContext, origin: string, url = '/api/v1/auth/login') =>
  ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const get = (ctx: TestContext, origin: string | undefined, url = '/api/v1/plans') =>
  ctx.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

/** Decision 020: CORS_ORIGINS opens the API to a web client hosted elsewhere. */
describe('CORS with CORS_ORIGINS set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { CORS_ORIGINS: [LISTED, 'http://localhost:5173'] } });
  });
  afterAll(() => ctx.app.close());

  it('answers a listed origin’s preflight 204 with the methods and headers it may use', async () => {
    const res = await preflight(ctx, LISTED);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(res.headers['access-control-allow-methods']).toBe(CORS_METHODS);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(res.headers['access-control-allow-headers']).toBe(CORS_HEADERS);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
    // Any API path, with an id in it too.
    const deep = await preflight(ctx, LISTED, '/api/v1/match/like/child/0b9e4c1e?type=given');
    expect(deep.statusCode).toBe(204);
  });

  it('echoes a listed origin on answers, errors included, and never on others', async () => {
    const ok = await get(ctx, LISTED);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(LISTED);
    expect(ok.headers.vary).toContain('Origin');
    // A 401 and a 404 carry it too, so the client can read their message.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { origin: LISTED, authorization: 'Bearer not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(LISTED);
    const missing = await get(ctx, LISTED, '/api/v1/no-such-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(LISTED);

    const other = await get(ctx, UNLISTED);
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toContain('Origin');
    // Same-origin requests (no Origin header) are as before.
    expect((await get(ctx, undefined)).headers['access-control-allow-origin']).toBeUndefined();
    // The origin must match exactly: no prefix, suffix or case trick.
    for (const near of [`${LISTED}.evil.com`, 'http://client.example.com', 'null']) {
      expect((await get(ctx, near)).headers['access-control-allow-origin'], near).toBeUndefined();
    }
  });

  it('does not answer an unlisted origin’s preflight as allowed', async () => {
    const res = await preflight(ctx, UNLISTED);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    // An OPTIONS that is no preflight is no route either.
    const bare = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/plans',
      headers: { origin: LISTED },
    });
    expect(bare.statusCode).toBe(404);
  });

  it('opens the API only, not the web app’s pages or the docs', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { origin: LISTED },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('opens nothing: no header, and a preflight is a 404 as before', async () => {
    const res = await preflight(ctx, LISTED);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await get(ctx, LISTED);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });
});
