import { beforeEach, describe, expect, it, vi } from 'vitest';

// The first page's words (i18n.ts, activateFirstLanguage; catalog-loader.ts, loadArea): a cold
// page in another language fetches its routes' words in that language only; if that language
// cannot be had, in English.

const appWords = vi.hoisted(() => ({
  loadAppCatalogs: vi.fn(async (language: string) => [{ default: { 'test.word': language } }]),
}));
vi.mock('./app-catalogs', () => appWords);

async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => {
  appWords.loadAppCatalogs.mockClear();
});

describe('the first page in another language', () => {
  it("fetches a route's words in that language only, not in English first", async () => {
    const i18n = await freshI18n();
    // As main.tsx: the language asked for, then the router's first route loads its area.
    const ready = i18n.activateFirstLanguage('ha');
    await i18n.loadArea('app');
    await ready;
    expect(appWords.loadAppCatalogs.mock.calls.map(([language]) => language)).toEqual(['ha']);
    expect(i18n.activeLanguage()).toBe('ha');
    expect(i18n.translate('test.word')).toBe('ha');
  });

  it('a later switch still fetches a new route for the language shown until it is done', async () => {
    const i18n = await freshI18n();
    const switching = i18n.activateLanguage('yo');
    await i18n.loadArea('app');
    await switching;
    // English for the page drawn now, Yoruba for the switch.
    expect(appWords.loadAppCatalogs.mock.calls.map(([language]) => language).sort()).toEqual([
      'en',
      'yo',
    ]);
    expect(i18n.activeLanguage()).toBe('yo');
  });

  it('when the language cannot be had, the words come in English before the page is drawn', async () => {
    appWords.loadAppCatalogs.mockImplementation(async (language: string) => {
      if (language === 'ar') throw new TypeError('Failed to fetch');
      return [{ default: { 'test.word': language } }];
    });
    const i18n = await freshI18n();
    const ready = i18n.activateFirstLanguage('ar');
    await i18n.loadArea('app');
    await expect(ready).rejects.toThrow('Failed to fetch');
    expect(appWords.loadAppCatalogs.mock.calls.map(([language]) => language)).toContain('en');
    expect(i18n.activeLanguage()).toBe('en');
    expect(i18n.translate('test.word')).toBe('en');
  });
});
