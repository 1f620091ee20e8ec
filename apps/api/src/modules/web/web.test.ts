import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createSpaIndex, wantsSpa } from './web.routes';

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

  it('answers a probe of an unknown path with 404, never the app with 200 (issue 24, 13)', async () => {
    for (const url of ['/healthz', '/metrics', '/status', '/ready', '/some/deep/link']) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html;q=0']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: accept ? { accept } : {},
        });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      }
    }
  });

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

describe('index.html for a page other than /', () => {
  const manifest = {
    'index.html': { file: 'assets/index-e.js', isEntry: true },
    'src/app/app-routes.ts': { file: 'assets/app-routes-r.js', imports: ['index.html'] },
    'src/app/app-layout.tsx': { file: 'assets/app-layout-l.js', imports: ['_query-q.js'] },
    'src/app/guards.tsx': { file: 'assets/guards-g.js', imports: ['_session-s.js'] },
    'src/app/protected-shell.tsx': { file: 'assets/shell-p.js', imports: ['_session-s.js'] },
    'src/features/auth/pages/login-page.tsx': {
      file: 'assets/login-page-a.js',
      imports: ['index.html', '_form-f.js', '_session-s.js'],
    },
    'src/features/dashboard/dashboard-page.tsx': {
      file: 'assets/dashboard-page-d.js',
      imports: ['_cards-c.js'],
    },
    'src/features/public/pages/about-page.tsx': { file: 'assets/about-page-b.js' },
    '_query-q.js': { file: 'assets/query-q.js' },
    '_session-s.js': { file: 'assets/session-s.js', imports: ['_query-q.js'] },
    '_form-f.js': { file: 'assets/form-f.js' },
    '_cards-c.js': { file: 'assets/cards-c.js' },
  };
  const spaIndex = (() => {
    const root = mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, 'index.html'), '<html><head><title>W</title></head></html>');
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return createSpaIndex(root);
  })();
  const preloads = (url: string) =>
    [...spaIndex(url).html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)" \/>/g)]
      .map((m) => m[1])
      .sort();
  const app = ['app-layout-l.js', 'app-routes-r.js', 'guards-g.js', 'query-q.js', 'session-s.js'];

  it('asks at once for every chunk a sign-in page loads, without the signed-in shell', () => {
    expect(preloads('/login?next=/likes')).toEqual([...app, 'form-f.js', 'login-page-a.js'].sort());
    expect(spaIndex('/login').html).toContain('<title>W</title><link rel="modulepreload"');
  });

  it('adds the shell for a signed-in page', () => {
    expect(preloads('/dashboard')).toEqual(
      [...app, 'cards-c.js', 'dashboard-page-d.js', 'shell-p.js'].sort(),
    );
  });

  it('preloads the one app chunk of a build that gathers the app’s code', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, 'index.html'), '<html><head><title>W</title></head></html>');
    const grouped = {
      // A page's own chunk named like the group is not the group (listed first on purpose).
      'src/features/app/app-page.tsx': {
        file: 'assets/app-page-y.js',
        name: 'app',
        src: 'src/features/app/app-page.tsx',
      },
      'index.html': { file: 'assets/index-e.js', isEntry: true },
      '_app-x.js': { file: 'assets/app-x.js', name: 'app', imports: ['index.html'] },
      'src/features/auth/pages/login-page.tsx': {
        file: 'assets/login-page-a.js',
        imports: ['index.html', '_app-x.js', '_form-f.js'],
      },
      'src/features/dashboard/dashboard-page.tsx': {
        file: 'assets/dashboard-page-d.js',
        imports: ['_app-x.js', '_cards-c.js'],
      },
      'src/features/public/pages/about-page.tsx': { file: 'assets/about-page-b.js' },
      '_form-f.js': { file: 'assets/form-f.js' },
      '_cards-c.js': { file: 'assets/cards-c.js' },
    };
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(grouped));
    const index = createSpaIndex(root);
    const preloaded = (url: string) =>
      [...index(url).html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)" \/>/g)]
        .map((m) => m[1])
        .sort();
    expect(preloaded('/dashboard')).toEqual(['app-x.js', 'cards-c.js', 'dashboard-page-d.js']);
    expect(preloaded('/login')).toEqual(['app-x.js', 'form-f.js', 'login-page-a.js']);
    expect(preloaded('/some/deep/link')).toEqual(['app-x.js']);
    expect(preloaded('/about')).toEqual(['about-page-b.js']);
    expect(preloaded('/')).toEqual([]);
  });

  it('gives a public page only its own chunk, and an unknown path the app chunks', () => {
    expect(preloads('/')).toEqual([]);
    expect(preloads('/about')).toEqual(['about-page-b.js']);
    expect(preloads('/some/deep/link')).toEqual(app);
    expect(preloads('/<script>')).toEqual(app);
  });
});

describe('the stylesheet written into the page', () => {
  const CSS = 'body{color:#1f2a24}.grid{display:grid}';
  const buildWith = (head: string, files: Record<string, string>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), `<html><head>${head}</head><body></body></html>`);
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
    return createSpaIndex(root);
  };

  it('replaces the build’s stylesheet link with its text, on every page', () => {
    const index = buildWith('<link rel="stylesheet" crossorigin href="/assets/style-a1.css">', {
      'assets/style-a1.css': CSS,
    });
    for (const url of ['/', '/login', '/dashboard']) {
      const { html } = index(url);
      expect(html).toContain(`<head><style>${CSS}</style>`);
      expect(html).not.toContain('<link rel="stylesheet"');
    }
  });

  it('keeps the link when the file is missing or its text could end the style element', () => {
    const missing = '<link rel="stylesheet" crossorigin href="/assets/style-gone.css">';
    expect(buildWith(missing, {})('/').html).toContain(missing);
    const closing = '<link rel="stylesheet" crossorigin href="/assets/style-b2.css">';
    const index = buildWith(closing, {
      'assets/style-b2.css': '.a::after{content:"</STYLE><script>alert(1)</script>"}',
    });
    expect(index('/').html).toContain(closing);
    expect(index('/').html).not.toContain('<script>');
  });

  it('leaves any other stylesheet alone', () => {
    const other = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(buildWith(other, {})('/').html).toContain(other);
  });
});

describe('pages drawn ahead by the web build', () => {
  const LOGIN = '<div data-prerendered="">Welcome back</div>';
  const LOADING = '<div role="status">Loading…</div>';
  let ctx: TestContext;
  beforeAll(async () => {
    const root = fakeBuild();
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(path.join(root, 'prerendered', 'login.html'), LOGIN);
    writeFileSync(path.join(root, 'prerendered', '_loading.html'), LOADING);
    ctx = await createTestApp({ webDist: root });
  });
  afterAll(() => ctx.app.close());

  // As a browser asks for a page (an unknown path is answered with the app only then).
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const rootOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return /<div id="root">(.*)<\/div><\/body>/.exec(res.body)?.[1];
  };

  it('sends a prerendered page inside #root, whatever its query or trailing slash', async () => {
    expect(await rootOf('/login')).toBe(LOGIN);
    expect(await rootOf('/login?next=%2Flikes')).toBe(LOGIN);
    expect(await rootOf('/login/')).toBe(LOGIN);
  });

  it('sends nothing ahead of the home page, which the entry draws itself', async () => {
    expect(await rootOf('/')).toBe('');
  });

  it('sends the loading screen for every other page, never another page drawn', async () => {
    for (const url of ['/dashboard', '/login/extra', '/explore/123', '/<script>']) {
      expect(await rootOf(url)).toBe(LOADING);
    }
  });

  it('compresses the page as the browser accepts, and says it varies by that', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const url of ['/', '/login', '/dashboard']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['content-type']).toContain('text/html');
        const plain = await ctx.app.inject({ method: 'GET', url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });

  it('honours q=0 and exact coding names in Accept-Encoding', async () => {
    const encodingOf = async (acceptEncoding: string) =>
      (await get('/login', { 'accept-encoding': acceptEncoding })).headers['content-encoding'];
    expect(await encodingOf('gzip, br')).toBe('br');
    expect(await encodingOf('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(await encodingOf('br; q=0 , gzip;q=0')).toBeUndefined();
    expect(await encodingOf('x-br, x-gzip')).toBeUndefined();
    expect(await encodingOf('BR')).toBe('br');
  });

  it('answers a revalidation with 304 while the page is the same, and per page', async () => {
    const first = await get('/login');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/login?next=%2Flikes', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/login', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('/login', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const dashboard = await get('/dashboard', { 'if-none-match': etag });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers.etag).not.toBe(etag);
  });

  it('never serves a prerendered part at an address of its own', async () => {
    for (const url of ['/prerendered/login.html', '/prerendered/_loading.html']) {
      expect((await get(url)).statusCode).toBe(404);
    }
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
