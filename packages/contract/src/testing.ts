import type { ChildProfile } from './children';
import { type FREE_TEXT_FIELDS, FREE_TEXT_NAMES, perField } from './free-text-fields';

/** Each free-text field's example from FREE_TEXT_FIELDS (decision 079). */
const TEXT_EXAMPLES = perField(FREE_TEXT_NAMES, (spec) =>
  Array.isArray(spec.example) ? [...spec.example] : spec.example,
) as Pick<ChildProfile, keyof typeof FREE_TEXT_FIELDS>;

/**
 * Test data shared by every test that needs a single: one valid profile, as the API returns it
 * to its own family, and the sign-up body made from the same values. Tests override what they
 * are about. Imported as `@waliyy/contract/testing`; nothing in the apps' runtime uses it.
 */
export function makeChildProfile(overrides: Partial<ChildProfile> = {}): ChildProfile {
  const yearOfBirth = new Date().getUTCFullYear() - 26;
  return {
    id: 'c1',
    displayId: 'WL-4821',
    age: 26,
    fullName: 'Aisha Bello',
    firstName: 'Aisha',
    lastName: 'Bello',
    yearOfBirth,
    monthOfBirth: 3,
    gender: 'FEMALE',
    genotype: 'AA',
    height: 1.65,
    weight: 60,
    maritalStatus: 'SINGLE',
    hasChildren: false,
    isSmoker: false,
    isDrinker: false,
    hasAddictions: false,
    citizenship: 'Nigerian',
    countryofResidence: 'Nigeria',
    isMixedEthnicity: false,
    educationLevel: 'BACHELORS',
    employmentStatus: 'EMPLOYED',
    isWillingToRelocate: true,
    isARevert: false,
    sect: 'SUNNI',
    belongsToIslamicOrganization: true,
    salatPattern: 'I pray 5 times daily',
    isPolygamous: null,
    waliName: null,
    waliEmail: null,
    waliPhoneNumber: null,
    ...TEXT_EXAMPLES,
    ...overrides,
  };
}

/**
 * A test profile without what only its own family sees (names, birth year and month, the wali,
 * the pause): the fields another family may be shown of it (decision 027).
 * @internal For the contract's and the web's tests.
 */
export function shownFieldsOf(profile: ChildProfile) {
  const {
    firstName: _f,
    lastName: _l,
    fullName: _n,
    yearOfBirth: _y,
    monthOfBirth: _m,
    waliName: _wn,
    waliEmail: _we,
    waliPhoneNumber: _wp,
    isPaused: _p,
    ...shown
  } = profile;
  return shown;
}

/** What the server makes up for a profile; a sign-up body leaves these out. */
const SERVER_FIELDS = ['id', 'displayId', 'age', 'fullName', 'isPaused'] as const;

/**
 * A complete, valid POST /parent/child body from the same values; `overrides` may also carry
 * deliberately wrong values (a test of a 400), hence the loose type.
 * @internal For the API tests, the e2e seed and the Lighthouse bench's suitors.
 */
export function makeChildBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { ...makeChildProfile() };
  for (const field of SERVER_FIELDS) delete body[field];
  // Unnamed wali fields and an unanswered polygyny question are left out, as a form would.
  for (const field of ['waliName', 'waliEmail', 'waliPhoneNumber', 'isPolygamous']) {
    if (body[field] === null) delete body[field];
  }
  return { ...body, ...overrides };
}
