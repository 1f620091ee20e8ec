import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  preferredLanguage,
} from './language-choice';

describe('a public page’s language in its address', () => {
  it('reads the language a path names; English has no prefix', () => {
    expect(languageOfPath('/ar/terms')).toBe('ar');
    expect(languageOfPath('/ha')).toBe('ha');
    expect(languageOfPath('/about')).toBe('en');
    expect(languageOfPath('/en/about')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('moves a path between languages', () => {
    expect(localizedPath('yo', '/about')).toBe('/yo/about');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/ha/terms')).toBe('/terms');
    expect(localizedPath('ha', '/ar')).toBe('/ha');
    expect(pathWithoutLanguage('/yo')).toBe('/');
  });

  it('prefers the language chosen in this browser over the browser’s own', () => {
    expect(preferredLanguage()).toBe('en'); // jsdom speaks en-US
    localStorage.setItem('language', 'yo');
    expect(preferredLanguage()).toBe('yo');
    localStorage.setItem('language', 'xx');
    expect(preferredLanguage()).toBe('en');
  });
});
