import { describe, expect, it } from 'vitest';
import { PublicProfile, PublicProfileResponse } from './discovery';
import { AnswerShapeError } from './discovery-cards';
import { FREE_TEXT_FIELDS, FREE_TEXT_NAMES } from './free-text-fields';
import { PUBLIC_PROFILE_KEYS, readPublicProfileAnswer } from './public-profile-reader';
import { makeChildProfile, shownFieldsOf } from './testing';

const shown = shownFieldsOf(makeChildProfile({ isPolygamous: true }));

const profile = {
  ...shown,
  verification: { phone: true, single: false, genotype: true },
  compatibility: {
    genotype: 'caution',
    theyMeet: 3,
    yourPreferences: 5,
    youMeet: 2,
    theirPreferences: 4,
  },
  relation: {
    given: { _id: 'like-1', status: 'accepted', awaitingHer: true },
    received: null,
    matched: false,
  },
};
const answer = (data: unknown) => ({ message: 'Profile.', data });

/** What zod makes of it: the data, or 'refused'. */
function zodRead(value: unknown) {
  const result = PublicProfileResponse.safeParse(value);
  return result.success ? result.data.data : 'refused';
}
function read(value: unknown) {
  try {
    return readPublicProfileAnswer(value);
  } catch (error) {
    if (error instanceof AnswerShapeError) return 'refused';
    throw error;
  }
}

describe('the public profile read without zod', () => {
  it('keeps exactly the keys PublicProfile lists', () => {
    expect([...PUBLIC_PROFILE_KEYS].sort()).toEqual(Object.keys(PublicProfile.shape).sort());
  });

  it('reads what zod reads, and drops what the contract does not list', () => {
    const leaky = { ...profile, firstName: 'Aisha', waliPhoneNumber: '+2348031234567' };
    const read = readPublicProfileAnswer(answer(leaky));
    expect(read).toEqual(zodRead(answer(leaky)));
    expect(read).not.toHaveProperty('firstName');
    expect(read).not.toHaveProperty('waliPhoneNumber');
  });

  const cases: [string, unknown][] = [
    ['no relation (an older server)', { ...profile, relation: undefined }],
    ['no compatibility, no relation', { ...profile, compatibility: null, relation: null }],
    ['a woman, not said', { ...profile, gender: 'FEMALE', isPolygamous: null }],
    [
      'a like without awaitingHer',
      { ...profile, relation: { ...profile.relation, given: { _id: 'l', status: 'pending' } } },
    ],
    ['an optional text left empty', { ...profile, islamicOrganizationName: null }],
    ['no gender', { ...profile, gender: 'OTHER' }],
    ['an age in words', { ...profile, age: '27' }],
    ['an age not whole', { ...profile, age: 27.5 }],
    ['a height not finite', { ...profile, height: Number.POSITIVE_INFINITY }],
    ['a yes-or-no as text', { ...profile, isSmoker: 'false' }],
    ['isPolygamous missing', { ...profile, isPolygamous: undefined }],
    ['a required text null', { ...profile, about: null }],
    ['a check missing', { ...profile, verification: { phone: true, single: false } }],
    [
      'a pairing at risk',
      { ...profile, compatibility: { ...profile.compatibility, genotype: 'at-risk' } },
    ],
    [
      'a like of no known status',
      { ...profile, relation: { ...profile.relation, received: { _id: 'x', status: 'lost' } } },
    ],
    ['matched missing', { ...profile, relation: { given: null, received: null } }],
    ['an array for the data', [profile]],
  ];
  it.each(cases)('agrees with zod: %s', (_name, data) => {
    expect(read(answer(data))).toEqual(zodRead(answer(data)));
  });

  it('agrees with zod on every free-text field, null and a number', () => {
    for (const field of FREE_TEXT_NAMES) {
      for (const value of [null, 7, FREE_TEXT_FIELDS[field].kind === 'list' ? ['a', 'b'] : 'a']) {
        const data = answer({ ...profile, [field]: value });
        expect(read(data), `${field}: ${String(value)}`).toEqual(zodRead(data));
      }
    }
  });

  it('refuses an answer without its message', () => {
    expect(read({ data: profile })).toBe('refused');
    expect(zodRead({ data: profile })).toBe('refused');
  });
});
