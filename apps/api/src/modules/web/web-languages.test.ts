// The public and sign-in pages in another language (decision 070): `<html lang dir>`, the page
// drawn in that language, its chunks, and the hreflang links between a page's languages.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestContext } from '../../test/app';
import { fakeBuild } from '../../test/web-build';
import { createSpaIndex } from './spa-index';

const ABOUT = '<div data-prerendered=""><h1>About Waliyy</h1></div>';
const ABOUT_AR = '<div data-prerendered=""><a href="/ar/about">من نحن</a></div>';
const ABOUT_HA = '<div data-prerendered=""><a href="/ha/about">Game da mu</a></div>';
const LOGIN = '<div data-prerendered="">Welcome back</div>';
const LOGIN_AR = '<div data-prerendered=""><h1>مرحبًا بعودتك</h1></div>';
const LOADING = '<div role="status">Loading…</div>';

/** A web build with the files createSpaIndex reads: index.html, the manifest, pages drawn. */
function buildInto(root: string): string {
  mkdirSync(path.join(root, '.vite'), { recursive: true });
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e.js', isEntry: true },
      '_app-x.js': { file: 'assets/app-x.js', name: 'app', imports: ['index.html'] },
      'src/features/auth/pages/login-page.tsx': {
        file: 'assets/login-page-a.js',
        imports: ['_app-x.js'],
      },
      'src/features/public/pages/about-page.tsx': { file: 'assets/about-page-b.js' },
    }),
  );
  const drawn = path.join(root, 'prerendered');
  for (const folder of ['ar', 'ha', 'en', 'xx'])
    mkdirSync(path.join(drawn, folder), { recursive: true });
  const files = {
    'about.html': ABOUT,
    'login.html': LOGIN,
    '_loading.html': LOADING,
    'ar/about.html': ABOUT_AR,
    'ar/login.html': LOGIN_AR,
    'ha/about.html': ABOUT_HA,
    // Not read: English has no folder, nor does a language the product does not speak.
    'en/terms.html': 'English in a folder',
    'xx/terms.html': 'Not a language',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(drawn, file), text);
  return root;
}

const newRoot = () => mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>W</title></head><body><div id="root"></div></body></html>';

describe('index.html for a page in another language', () => {
  const root = buildInto(newRoot());
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  const spaIndex = createSpaIndex(root, { appUrl: 'https://waliyy.example' });
  const htmlTag = (url: string) => /<html[^>]*>/.exec(spaIndex(url).html)?.[0];
  const rootOf = (url: string) =>
    /<div id="root">(.*)<\/div><\/body>/.exec(spaIndex(url).html)?.[1];
  const preloads = (url: string) =>
    [...spaIndex(url).html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)" \/>/g)]
      .map((m) => m[1])
      .sort();
  const alternates = (url: string) =>
    [
      ...spaIndex(url).html.matchAll(
        /<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)" \/>/g,
      ),
    ].map((m) => `${m[1]} ${m[2]}`);

  it('draws /ar/about right to left, in Arabic, with the about page’s chunk', () => {
    expect(htmlTag('/ar/about')).toBe('<html lang="ar" dir="rtl">');
    expect(rootOf('/ar/about')).toBe(ABOUT_AR);
    expect(rootOf('/ar/about/?ref=x')).toBe(ABOUT_AR);
    expect(preloads('/ar/about')).toEqual(['about-page-b.js']);
    expect(htmlTag('/ha/about')).toBe('<html lang="ha" dir="ltr">');
    expect(rootOf('/ha/about')).toBe(ABOUT_HA);
  });

  it('sends nothing ahead of a language’s home page, like /', () => {
    expect(htmlTag('/ha')).toBe('<html lang="ha" dir="ltr">');
    expect(rootOf('/ha')).toBe('');
    expect(rootOf('/ar/')).toBe('');
    expect(preloads('/ha')).toEqual([]);
  });

  it('keeps English pages as the build wrote them', () => {
    for (const url of ['/', '/about', '/login', '/dashboard']) {
      expect(htmlTag(url)).toBe('<html lang="en">');
    }
    expect(rootOf('/about')).toBe(ABOUT);
  });

  it('gives a public page without a drawing in its language the loading screen', () => {
    expect(htmlTag('/yo/about')).toBe('<html lang="yo" dir="ltr">');
    expect(rootOf('/yo/about')).toBe(LOADING);
    expect(preloads('/yo/about')).toEqual(['about-page-b.js']);
    expect(rootOf('/ar/terms')).toBe(LOADING);
    // Only languages' folders are read: neither `en/` nor an unknown one.
    expect(rootOf('/en/terms')).toBe(LOADING);
    expect(rootOf('/xx/terms')).toBe(LOADING);
  });

  it('draws /ar/login right to left, in Arabic, with the app’s and the login page’s chunks', () => {
    expect(htmlTag('/ar/login')).toBe('<html lang="ar" dir="rtl">');
    expect(rootOf('/ar/login')).toBe(LOGIN_AR);
    expect(rootOf('/ar/login/?next=x')).toBe(LOGIN_AR);
    expect(preloads('/ar/login')).toEqual(['app-x.js', 'login-page-a.js']);
    // As in English: the same chunks, the page drawn ahead in its own language only.
    expect(preloads('/login')).toEqual(['app-x.js', 'login-page-a.js']);
    expect(rootOf('/login')).toBe(LOGIN);
    expect(htmlTag('/yo/login')).toBe('<html lang="yo" dir="ltr">');
    expect(rootOf('/yo/login')).toBe(LOADING);
  });

  it('treats a signed-in page under a language as the app’s not-found, in that language', () => {
    expect(htmlTag('/ar/dashboard')).toBe('<html lang="ar" dir="rtl">');
    expect(rootOf('/ar/dashboard')).toBe(LOADING);
    expect(preloads('/ar/dashboard')).toEqual(['app-x.js']);
  });

  it('links every public page to itself in every language, English as the default', () => {
    const about = [
      'en https://waliyy.example/about',
      'ha https://waliyy.example/ha/about',
      'yo https://waliyy.example/yo/about',
      'ar https://waliyy.example/ar/about',
      'x-default https://waliyy.example/about',
    ];
    for (const url of ['/about', '/ar/about', '/yo/about/', '/ha/about?x=1']) {
      expect(alternates(url)).toEqual(about);
    }
    const home = [
      'en https://waliyy.example/',
      'ha https://waliyy.example/ha',
      'yo https://waliyy.example/yo',
      'ar https://waliyy.example/ar',
      'x-default https://waliyy.example/',
    ];
    expect(alternates('/')).toEqual(home);
    expect(alternates('/ha')).toEqual(home);
    expect(alternates('/terms')).toContain('ar https://waliyy.example/ar/terms');
  });

  it('links the sign-in pages one lands on to themselves in every language too', () => {
    const login = [
      'en https://waliyy.example/login',
      'ha https://waliyy.example/ha/login',
      'yo https://waliyy.example/yo/login',
      'ar https://waliyy.example/ar/login',
      'x-default https://waliyy.example/login',
    ];
    for (const url of ['/login', '/ar/login', '/ha/login/']) {
      expect(alternates(url)).toEqual(login);
    }
    expect(alternates('/ar/sign-up')).toContain('x-default https://waliyy.example/sign-up');
    expect(alternates('/yo/forgot-password')).toContain(
      'ha https://waliyy.example/ha/forgot-password',
    );
    // The steps reached from an e-mail or a form (a code, a reset) are not pages to land on.
    for (const url of ['/verify-otp', '/ar/verify-email', '/ha/reset-password']) {
      expect(alternates(url)).toEqual([]);
    }
  });

  it('links no other page', () => {
    for (const url of ['/dashboard', '/ar/dashboard', '/about/extra', '/login/x', '/en/about']) {
      expect(alternates(url)).toEqual([]);
    }
  });

  it('links from the site’s root when the app’s address is not known', () => {
    const relative = createSpaIndex(root);
    expect(relative('/ar/blog').html).toContain(
      '<link rel="alternate" hreflang="ha" href="/ha/blog" />',
    );
    expect(relative('/ar/blog').html).toContain(
      '<link rel="alternate" hreflang="x-default" href="/blog" />',
    );
    // A canonical link must be absolute: none then.
    expect(relative('/ar/blog').html).not.toContain('rel="canonical"');
  });

  it('keeps one answer per page and language, whatever the address asked for', () => {
    expect(spaIndex('/ar/about?a=1')).toBe(spaIndex('/ar/about/'));
    expect(spaIndex('/ar/nowhere')).toBe(spaIndex('/ar/somewhere/else'));
    expect(spaIndex('/ar/nowhere')).not.toBe(spaIndex('/nowhere'));
    expect(spaIndex('/ar/about').etag).not.toBe(spaIndex('/about').etag);
  });

  it('sets lang and dir on an index.html without them, and replaces any dir', () => {
    const bare = buildInto(newRoot());
    writeFileSync(path.join(bare, 'index.html'), '<html dir="ltr" class="x"><head></head></html>');
    expect(createSpaIndex(bare)('/ar').html).toContain('<html lang="ar" dir="rtl" class="x">');
  });
});

describe('the server answering a page in another language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const root = buildInto(fakeBuild());
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({ webDist: root });
  });
  afterAll(() => ctx.app.close());

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('sends /ar/about in Arabic, right to left, with absolute hreflang links', async () => {
    const res = await get('/ar/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`<div id="root">${ABOUT_AR}</div>`);
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${TEST_APP_URL}/about" />`,
    );
    // Its own address is the canonical one, in its language, whatever was asked for.
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_APP_URL}/ar/about" />`);
    expect((await get('/about/?ref=x')).body).toContain(
      `<link rel="canonical" href="${TEST_APP_URL}/about" />`,
    );
    expect((await get('/dashboard')).body).not.toContain('rel="canonical"');
    const home = await get('/ha');
    expect(home.body).toContain('<html lang="ha" dir="ltr">');
    expect(home.body).toContain('<div id="root"></div>');
    expect((await get('/about')).body).toContain('<html lang="en">');
    expect((await get('/dashboard')).body).not.toContain('hreflang');
  });

  it('sends /ar/login drawn ahead in Arabic, right to left, with hreflang links', async () => {
    const res = await get('/ar/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`<div id="root">${LOGIN_AR}</div>`);
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/login-page-a.js" />');
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="ha" href="${TEST_APP_URL}/ha/login" />`,
    );
    // The English address answers as before: English, drawn ahead in English.
    const english = await get('/login');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<div id="root">${LOGIN}</div>`);
  });

  it('never serves a page drawn in a language at an address of its own', async () => {
    for (const url of ['/prerendered/ha/about.html', '/prerendered/ar/about.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Game da mu');
      expect(res.body).not.toContain('من نحن');
    }
  });
});
