import { describe, expect, it } from 'vitest';
import { ChildProfile } from './children';
import { ExploreQuery, PageQuery, PublicProfile } from './discovery';

describe('PublicProfile', () => {
  it('is the own profile without the private fields, plus the compatibility reasons and the relation', () => {
    const own = Object.keys(ChildProfile.shape);
    const shown = Object.keys(PublicProfile.shape);
    const hidden = [
      'firstName',
      'lastName',
      'fullName',
      'yearOfBirth',
      'monthOfBirth',
      // A woman's wali (decision 061): only a match releases it, to the man's account.
      'waliName',
      'waliEmail',
      'waliPhoneNumber',
    ];
    // The family's own state of its single (decision 012: paused), never shown to others.
    const ownOnly = ['isPaused'];
    for (const field of [...hidden, ...ownOnly]) expect(shown).not.toContain(field);
    expect(shown.sort()).toEqual(
      [
        ...own.filter((field) => !hidden.includes(field) && !ownOnly.includes(field)),
        'compatibility',
        'relation',
        // What other families see of its checks (decision 083): three booleans, never when.
        'verification',
      ].sort(),
    );
  });
});

describe('PageQuery', () => {
  it('takes any limit of 1 or more and answers one above 100 as 100, keeping what was asked', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, limit: 9 });
    expect(PageQuery.parse({ page: '2', limit: '100' })).toEqual({ page: 2, limit: 100 });
    expect(PageQuery.parse({ limit: '1000' })).toEqual({
      page: 1,
      limit: 100,
      requestedLimit: 1000,
    });
    for (const limit of ['0', '-1', '2.5', 'abc']) {
      expect(PageQuery.safeParse({ limit }).success, limit).toBe(false);
    }
    // Extensions keep the clamp.
    expect(ExploreQuery.parse({ limit: '101' })).toEqual({
      page: 1,
      limit: 100,
      requestedLimit: 101,
    });
  });
});
