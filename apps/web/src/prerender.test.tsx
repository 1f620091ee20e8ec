// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// As scripts/prerender.mjs does: React on Node, with a browser that has no session.
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
const GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'location'] as const;

describe('pages drawn ahead by the build', () => {
  let prerender: typeof import('./prerender');
  beforeAll(async () => {
    for (const name of GLOBALS) {
      Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true });
    }
    prerender = await import('./prerender');
  });
  afterAll(() => {
    for (const name of GLOBALS) Reflect.deleteProperty(globalThis, name);
    dom.window.close();
  });

  it.each([
    ['/about', 'About Waliyy'],
    ['/login', 'Welcome back'],
    ['/sign-up', 'Create your account'],
    ['/terms', 'Terms and Conditions'],
  ])('draws %s whole, as an inert picture the live page replaces', async (path, text) => {
    const html = await prerender.renderPage(path);
    const page = JSDOM.fragment(html).firstElementChild;
    expect(page?.hasAttribute('data-prerendered')).toBe(true);
    expect(page?.hasAttribute('inert')).toBe(true);
    expect(page?.getAttribute('aria-hidden')).toBe('true');
    expect(page?.textContent).toContain(text);
    // No Suspense fallback left behind, and nothing the page's CSP would refuse.
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<!--\$[?!]/);
  });

  it('draws a public page in the language its address names, then English again', async () => {
    const html = await prerender.renderPage('/ar/about');
    const page = JSDOM.fragment(html).firstElementChild;
    const header = page?.querySelector('header');
    // The header (the `public` catalog) and the footer (the `site` catalog, loaded by the page).
    expect(header?.textContent).toContain('من نحن');
    expect(header?.textContent).toContain('تسجيل الدخول');
    expect(header?.textContent).not.toContain('Log in');
    expect(page?.querySelector('footer')?.textContent).toContain('الشروط والأحكام');
    // Its links stay in Arabic: the about link of the header is /ar/about.
    expect(header?.querySelector('a[href="/ar/about"]')).not.toBeNull();
    const english = await prerender.renderPage('/about');
    expect(english).toContain('Log in');
    expect(english).not.toContain('من نحن');
  });

  it('lists the public pages and the first sign-in pages in every language', () => {
    const pages = prerender.PRERENDERED_PAGES;
    for (const prefix of ['', '/ha', '/yo', '/ar']) {
      for (const page of ['/about', '/resources', '/blog', '/terms']) {
        expect(pages).toContain(`${prefix}${page}`);
      }
      for (const page of ['/login', '/sign-up', '/forgot-password']) {
        expect(pages).toContain(`${prefix}${page}`);
      }
    }
    expect(pages.filter((page) => /login|sign-up|forgot/.test(page))).toHaveLength(12);
    expect(pages).not.toContain('/ar');
    expect(pages).not.toContain('/ar/reset-password');
  });

  it('draws a sign-in page in the language its address names, its links in it', async () => {
    const html = await prerender.renderPage('/ar/login');
    const page = JSDOM.fragment(html).firstElementChild;
    expect(page?.querySelector('h1')?.textContent).toBe('مرحبًا بعودتكم');
    expect(page?.textContent).toContain('رحلة مودّة وإيمان وتواصل');
    expect(page?.textContent).not.toContain('Welcome back');
    expect(page?.querySelector('a[href="/ar/sign-up"]')?.textContent).toBe('أنشئوا حسابًا');
    expect(page?.querySelector('a[href="/ar/forgot-password"]')).not.toBeNull();
    const hausa = JSDOM.fragment(await prerender.renderPage('/ha/sign-up')).firstElementChild;
    expect(hausa?.querySelector('h1')?.textContent).toBe('Buɗe asusunku');
    // English again afterwards, at its own address.
    const english = await prerender.renderPage('/login');
    expect(english).toContain('Welcome back');
    expect(english).not.toContain('مرحبًا بعودتك');
  });

  // Nineteen pages, each language's catalogs compiled on first use: slow on a busy machine.
  it('draws every page on its list', { timeout: 30_000 }, async () => {
    for (const path of prerender.PRERENDERED_PAGES) {
      await expect(prerender.renderPage(path)).resolves.toContain('data-prerendered');
    }
  });

  it('refuses a page a visitor with no session cannot see', async () => {
    await expect(prerender.renderPage('/dashboard')).rejects.toThrow(/no page was drawn/);
  });

  it('gives every other page the loading screen', () => {
    const screen = JSDOM.fragment(prerender.renderLoadingScreen()).firstElementChild;
    expect(screen?.getAttribute('role')).toBe('status');
    expect(screen?.textContent).toBe('Loading…');
    expect(screen?.querySelector('.star-mark')).not.toBeNull();
  });
});
