import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { fakeBuild, INDEX } from '../../test/web-build';
import { wantsSpa } from './web.routes';

describe('serving the SPA', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ webDist: fakeBuild() });
  });
  afterAll(() => ctx.app.close());

  it('serves index.html at / with a CSP the SPA passes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/dashboard', '/about', '/explore/123?tab=deen', '/admin/accounts/x', '/login/'])(
    'answers the deep link %s with the app',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    },
  );

  it('answers a browser asking for an unknown page with the app, which shows its own 404', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const url of ['/some/deep/link', '/no-such-page']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: browser } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers a probe of an unknown path with 404, never the app with 200 (decision 026)', async () => {
    for (const url of ['/healthz', '/metrics', '/status', '/ready', '/some/deep/link']) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html;q=0']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: accept ? { accept } : {},
        });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json()).toEqual({
          message: 'Not found.',
          code: 'NOT_FOUND',
          messageId: 'error.NOT_FOUND',
        });
      }
    }
  });

  it('never falls back to HTML under /api', async () => {
    for (const url of ['/api/v1/nothing', '/api/nothing', '/api']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Not found.',
        code: 'NOT_FOUND',
        messageId: 'error.NOT_FOUND',
      });
    }
  });

  it('keeps a missing asset a 404 so a stale page sees a failed chunk', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/old-chunk-zzz.js' });
    expect(res.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and sends them precompressed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a POST to an unknown path with JSON, not the app', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/dashboard' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('wantsSpa', () => {
  it('is true only for page GETs outside /api and /dev', () => {
    expect(wantsSpa('GET', '/')).toBe(true);
    expect(wantsSpa('GET', '/dashboard')).toBe(true);
    expect(wantsSpa('HEAD', '/terms?x=1')).toBe(true);
    expect(wantsSpa('GET', '/healthz')).toBe(false);
    expect(wantsSpa('GET', '/healthz', '*/*')).toBe(false);
    expect(wantsSpa('GET', '/healthz', 'text/html')).toBe(true);
    expect(wantsSpa('GET', '/healthz', 'TEXT/HTML; q=0.5')).toBe(true);
    expect(wantsSpa('GET', '/healthz', 'text/html;q=0')).toBe(false);
    expect(wantsSpa('GET', '/api/v1/x', 'text/html')).toBe(false);
    expect(wantsSpa('GET', '/api/v1/x')).toBe(false);
    expect(wantsSpa('GET', '/dev/mailbox')).toBe(false);
    expect(wantsSpa('GET', '/favicon.ico')).toBe(false);
    expect(wantsSpa('DELETE', '/dashboard')).toBe(false);
  });
});

describe('without a built web app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ webDist: path.join(tmpdir(), 'waliyy-no-such-build') });
  });
  afterAll(() => ctx.app.close());

  it('still serves the API and answers pages with 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(404);
  });
});
