import { describe, expect, it } from 'vitest';
import { activateFirstLanguage, activeLanguage, languageToShow, loadArea, translate } from './i18n';

// The first page in another language (i18n.ts, activateFirstLanguage; catalog-loader.ts,
// loadArea): main.tsx asks for the language before the router starts, and a route's area asked
// for meanwhile is fetched in that language (a cold Yoruba page no longer fetches the English
// app words too: seen in Lighthouse's network log, decision 090). The web files share their
// modules (vitest.config.ts, `isolate: false`), so English is loaded here already and no module
// is mocked: what is checked is what the page shows. setup.ts puts English back afterwards.

describe('the first page in another language', () => {
  it('names the language to show while its words download, and shows it with the route’s words', async () => {
    const ready = activateFirstLanguage('yo');
    expect(languageToShow()).toBe('yo');
    expect(activeLanguage()).toBe('en');
    const route = loadArea('app');
    await Promise.all([ready, route]);
    expect(activeLanguage()).toBe('yo');
    expect(languageToShow()).toBe('yo');
    expect(translate('account.choose.title')).toBe('Yan ẹni tí kò tíì ṣègbéyàwó');
  });
});
