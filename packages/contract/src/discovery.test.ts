import { describe, expect, it } from 'vitest';
import { ChildProfile } from './children';
import { PublicProfile } from './discovery';

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
      // A woman's wali (DECISIONS 35): only a match releases it, to the man's account.
      'waliName',
      'waliEmail',
      'waliPhoneNumber',
    ];
    // The family's own state of its single (issue 8: paused), never shown to others.
    const ownOnly = ['isPaused'];
    for (const field of [...hidden, ...ownOnly]) expect(shown).not.toContain(field);
    expect(shown.sort()).toEqual(
      [
        ...own.filter((field) => !hidden.includes(field) && !ownOnly.includes(field)),
        'compatibility',
        'relation',
      ].sort(),
    );
  });
});
