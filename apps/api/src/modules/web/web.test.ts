import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { wantsSpa } from './web.routes';

const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return root;
}

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

  it.each(['/dashboard', '/about', '/explore/123?tab=deen', '/some/deep/link'])(
    'answers the deep link %s with the app',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    },
  );

  it('never falls back to HTML under /api', async () => {
    for (const url of ['/api/v1/nothing', '/api/nothing', '/api']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
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
    expect(wantsSpa('GET', '/dashboard')).toBe(true);
    expect(wantsSpa('HEAD', '/terms?x=1')).toBe(true);
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
