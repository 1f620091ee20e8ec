import { GUEST_PAGE_PATHS, PUBLIC_PAGE_PATHS, WEB_PAGE_SEGMENTS } from '@waliyy/contract/web-pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appLayout } from './app-routes';
import { PUBLIC_PATHS, routes } from './routes';

/** The first path segment of every route with a path, through pathless layout routes. */
function firstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    if (route.path === undefined) return firstSegments(route.children ?? []);
    const segment = route.path.replace(/^\//, '').split('/')[0] ?? '';
    return segment === '' ? firstSegments(route.children ?? []) : [segment];
  });
}

describe('the pages the API server answers with the app', () => {
  it('are exactly the pages the router knows (packages/contract/src/web-pages.ts)', () => {
    const known = new Set([...firstSegments(routes), ...firstSegments([appLayout])]);
    known.delete('*');
    expect([...known].sort()).toEqual([...WEB_PAGE_SEGMENTS].sort());
  });

  it('list the public pages the API links across languages (hreflang)', () => {
    expect(PUBLIC_PATHS).toEqual([...PUBLIC_PAGE_PATHS]);
  });

  it('list the sign-in pages, each also under /ha, /yo and /ar (hreflang)', () => {
    const guestOnly = appLayout.children?.find((route) => route.id === 'guest-only');
    const english = (guestOnly?.children ?? []).filter(
      (route) => !['ha', 'yo', 'ar'].includes(route.path ?? ''),
    );
    expect(english.map((route) => `/${route.path}`)).toEqual([...GUEST_PAGE_PATHS]);
    for (const language of ['ha', 'yo', 'ar']) {
      const branch = guestOnly?.children?.find((route) => route.path === language);
      expect(branch?.children?.map((route) => `/${route.path}`)).toEqual([...GUEST_PAGE_PATHS]);
    }
  });
});
