import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The first page's language (main.tsx): a route's area asked for while its words download comes
// in that language alone, and a failed download still leaves English with every area in use.

type I18nModule = typeof import('./i18n');
type LoaderModule = typeof import('./catalog-loader');
let i18n: I18nModule;
let loader: LoaderModule;
const APP_KEY = 'dashboard.heading';

beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n');
  loader = await import('./catalog-loader');
});
afterEach(() => {
  vi.doUnmock('./app-words/ar');
  vi.doUnmock('./catalogs/ar/public.json');
});

describe('the first page’s language', () => {
  it('brings a route’s words in that language only, not in English as well', async () => {
    const first = loader.activateLanguage('ar', true);
    const area = loader.loadArea('app');
    await Promise.all([first, area]);
    expect(i18n.activeLanguage()).toBe('ar');
    expect(i18n.catalogs.ar?.[APP_KEY]).toBeDefined();
    expect(i18n.catalogs.en?.[APP_KEY]).toBeUndefined();
    expect(i18n.translate('dashboard.kicker')).toBe(i18n.catalogs.ar?.['dashboard.kicker']);
    // The places the cards show come with the words: the cards are not drawn a second time.
    const places = await import('../lib/place-names');
    expect(places.placeName('countries', 'Albania', 'ar')).toBe('ألبانيا');
  });

  it('keeps a switch on a drawn page in the language shown until the new one has come', async () => {
    const area = loader.loadArea('app');
    const switched = loader.activateLanguage('ar');
    await area;
    expect(i18n.catalogs.en?.[APP_KEY]).toBeDefined();
    await switched;
    expect(i18n.catalogs.ar?.[APP_KEY]).toBeDefined();
  });

  it('falls back to English, with the route’s words, when the first language’s cannot come', async () => {
    vi.doMock('./app-words/ar', () => {
      throw new Error('Failed to fetch');
    });
    vi.resetModules();
    i18n = await import('./i18n');
    loader = await import('./catalog-loader');
    const first = loader.activateLanguage('ar', true);
    const area = loader.loadArea('app');
    await expect(first).rejects.toThrow();
    await area;
    expect(i18n.activeLanguage()).toBe('en');
    expect(i18n.catalogs.en?.[APP_KEY]).toBeDefined();
  });

  it('gives English every area in use when the first language’s own words fail', async () => {
    vi.doMock('./catalogs/ar/public.json', () => {
      throw new Error('Failed to fetch');
    });
    vi.resetModules();
    i18n = await import('./i18n');
    loader = await import('./catalog-loader');
    const area = loader.loadArea('app');
    const first = loader.activateLanguage('ar', true);
    await expect(first).rejects.toThrow();
    await area;
    expect(i18n.activeLanguage()).toBe('en');
    expect(i18n.catalogs.en?.[APP_KEY]).toBeDefined();
  });
});
