// The language of a page of the SPA as its address names it (decision 070): the public pages and
// the sign-in pages are under `/` in English and under `/ha`, `/yo`, `/ar` in the others. The web app reads the same
// addresses (apps/web/src/i18n/language-choice.ts); the server needs it to send `<html lang dir>`
// and the page drawn in that language before the JavaScript runs, and to tell search engines
// where each page's other languages are.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_DIRECTIONS,
  LANGUAGES,
  type Language,
} from '@waliyy/contract/languages';
import { LINKED_GUEST_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '@waliyy/contract/web-pages';

/** `/ar/about` → ar and `/about`; `/ha` → ha and `/`; `/about` and `/en/about` → en, unchanged. */
export function splitLanguage(pathname: string): { language: Language; bare: string } {
  const first = pathname.split('/')[1] ?? '';
  if (first === DEFAULT_LANGUAGE || !isLanguage(first)) {
    return { language: DEFAULT_LANGUAGE, bare: pathname };
  }
  return { language: first, bare: pathname.slice(1 + first.length) || '/' };
}

/** A public page's address in `language`: (ar, `/about`) → `/ar/about`, (ha, `/`) → `/ha`. */
function localizedPath(language: Language, bare: string): string {
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

export function isPublicPage(bare: string): boolean {
  return PUBLIC_PAGE_PATHS.includes(bare);
}

/** A page with an address in every language: a public page or a sign-in page (`/login`). */
export function hasLanguageAddresses(bare: string): boolean {
  return isPublicPage(bare) || LINKED_GUEST_PAGE_PATHS.includes(bare);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `<link rel="alternate" hreflang>` to a page (public or sign-in) in every language, and `x-default` to the
 * English one (the page for a reader of none of them), so a search engine shows each reader the
 * page in their language. The page links to itself too, as Google asks. Absolute when the app's
 * public address is known (hreflang wants absolute URLs), else from the site's root.
 */
export function alternateLinks(bare: string, appUrl = ''): string {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(
      `${appUrl}${localizedPath(language, bare)}`,
    )}" />`;
  return [
    ...LANGUAGES.map((language) => link(language, language)),
    link('x-default', DEFAULT_LANGUAGE),
  ].join('');
}

/**
 * `<link rel="canonical">` to the page's own address in its language (`/ar/about`, `/about`), so
 * `/about/` or `/about?ref=x` count as the one page. Only with the app's public address: a
 * canonical link must be absolute.
 */
export function canonicalLink(language: Language, bare: string, appUrl = ''): string {
  if (!appUrl) return '';
  return `<link rel="canonical" href="${escapeAttribute(`${appUrl}${localizedPath(language, bare)}`)}" />`;
}

/**
 * index.html's `<html>` tag for `language`: its `lang`, and `dir` (Arabic is right to left).
 * English keeps the tag as the build wrote it (`<html lang="en">`).
 */
export function htmlTagFor(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const rest = tag
      .slice('<html'.length, -1)
      .replace(/\s(?:lang|dir)=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    return `<html lang="${language}" dir="${LANGUAGE_DIRECTIONS[language]}"${rest}>`;
  });
}
