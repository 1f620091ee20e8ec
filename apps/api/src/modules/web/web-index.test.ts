// The index.html each page gets: the chunks it asks for, the stylesheet inlined, pages drawn ahead.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { fakeBuild } from '../../test/web-build';
import { createSpaIndex } from './spa-index';

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
