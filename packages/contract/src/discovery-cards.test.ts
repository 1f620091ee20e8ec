import { describe, expect, it } from 'vitest';
import { ExploreResponse, ProfileCard, RecommendationsResponse } from './discovery';
import {
  AnswerShapeError,
  PROFILE_CARD_KEYS,
  readExploreAnswer,
  readRecommendationsAnswer,
} from './discovery-cards';
import { Gender } from './options';

const card = {
  id: '0b5c3f7e-7d7a-4f5e-9a51-3d1c6c1f0a11',
  displayId: 'WLY-1042',
  age: 27,
  lga: 'Ilorin West',
  countryofResidence: 'Nigeria',
  about: 'A pharmacist who loves the Qur’an and long walks.',
  profession: 'Pharmacist',
  gender: 'FEMALE',
  verification: { phone: true, single: false, genotype: true },
};

const fit = {
  section: 'close',
  meets: [{ key: 'age', value: 27 }],
  differs: [{ key: 'countryOfResidence', value: 'Ghana' }],
};
/** A recommended card: the card and its fit to the single's must-haves. */
const rec = { ...card, fit };
/** A case's value as a recommended card (a fit added to an object that has none). */
const withFit = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('fit' in value)
    ? { ...value, fit }
    : value;

const meta = (totalCount: number) => ({ page: 1, limit: 9, totalCount });
const recommendations = (cards: unknown[], extra: Record<string, unknown> = {}) => ({
  message: 'Recommendations.',
  data: { recommendations: cards, totalCount: cards.length, ...extra },
  meta: meta(cards.length),
});
const explore = (cards: unknown[]) => ({
  message: 'Profiles.',
  data: { totalCount: 120, children: cards },
  meta: meta(120),
});

/** What zod makes of it: the data, or 'refused'. */
function zodRead(schema: typeof RecommendationsResponse | typeof ExploreResponse, answer: unknown) {
  const result = schema.safeParse(answer);
  return result.success ? result.data.data : 'refused';
}

it('leave meta (the paging applied) unread: a page of cards needs only data', () => {
  const { meta: _unread, ...bare } = recommendations([card]);
  expect(RecommendationsResponse.safeParse(bare).success).toBe(false);
  expect(
    readRecommendationsAnswer({ ...bare, data: { ...bare.data, recommendations: [rec] } }),
  ).toEqual({
    recommendations: [rec],
    totalCount: 1,
  });
});

function ownRead(read: (answer: unknown) => unknown, answer: unknown) {
  try {
    return read(answer);
  } catch (error) {
    if (error instanceof AnswerShapeError) return 'refused';
    throw error;
  }
}

// Answers a server could send, right and wrong: the hand-written readers must agree with the
// schemas on every one (what they keep, and what they refuse).
const cases: [string, unknown][] = [
  ['a card', card],
  ['a card with private keys', { ...card, firstName: 'Aisha', lastName: 'Bello', email: 'a@b.c' }],
  ['a male card', { ...card, gender: 'MALE' }],
  ['another gender', { ...card, gender: 'OTHER' }],
  ['no gender', { ...card, gender: undefined }],
  ['a fractional age', { ...card, age: 27.5 }],
  ['an age as text', { ...card, age: '27' }],
  ['an unsafe age', { ...card, age: 2 ** 60 }],
  ['a null about', { ...card, about: null }],
  ['a missing lga', { ...card, lga: undefined }],
  ['a numeric id', { ...card, id: 7 }],
  ['null', null],
  ['an array', [card]],
  ['a string', 'card'],
  ['no verification', { ...card, verification: undefined }],
  ['a check as text', { ...card, verification: { ...card.verification, phone: 'true' } }],
  ['a check missing', { ...card, verification: { phone: true, single: true } }],
  [
    'when and by whom beside the checks',
    { ...card, verification: { ...card.verification, checkedAt: '2026-01-01', by: 'staff' } },
  ],
  ['verification not an object', { ...card, verification: [true, true, true] }],
];

// Recommended cards besides: their fit, right and wrong.
const fitCases: [string, unknown][] = [
  ['a preferred fit', { ...card, fit: { section: 'preferred', meets: [], differs: [] } }],
  [
    'a required check missed',
    { ...card, fit: { ...fit, differs: [{ key: 'verifiedGenotype', value: 'NOT_VERIFIED' }] } },
  ],
  ['a height in metres', { ...card, fit: { ...fit, meets: [{ key: 'height', value: 1.7 }] } }],
  ['no fit', { ...card, fit: undefined }],
  ['another section', { ...card, fit: { ...fit, section: 'maybe' } }],
  ['an unknown must-have', { ...card, fit: { ...fit, differs: [{ key: 'isSmoker', value: 1 }] } }],
  ['a value that is neither', { ...card, fit: { ...fit, meets: [{ key: 'age', value: null }] } }],
  ['meets not a list', { ...card, fit: { ...fit, meets: {} } }],
  ['extra keys in the fit', { ...card, fit: { ...fit, score: 1900 } }],
];

describe('the card readers', () => {
  it('list the keys ProfileCard lists, and the genders Gender lists', () => {
    expect([...PROFILE_CARD_KEYS]).toEqual(Object.keys(ProfileCard.shape));
    for (const gender of Gender.options) {
      expect(readRecommendationsAnswer(recommendations([{ ...rec, gender }]))).toBeTruthy();
    }
  });

  it.each([...cases, ...fitCases])('agree with RecommendationsResponse on %s', (_name, value) => {
    const answer = recommendations([rec, withFit(value)]);
    expect(ownRead(readRecommendationsAnswer, answer)).toEqual(
      zodRead(RecommendationsResponse, answer),
    );
  });

  it.each(cases)('agree with ExploreResponse on %s', (_name, value) => {
    const answer = explore([value, card]);
    expect(ownRead(readExploreAnswer, answer)).toEqual(zodRead(ExploreResponse, answer));
  });

  it('drop the keys the contract does not list', () => {
    const page = readRecommendationsAnswer(
      recommendations([{ ...rec, firstName: 'Aisha', phone: '+2348000000000' }], { debug: 1 }),
    );
    expect(page).toEqual({ recommendations: [rec], totalCount: 1 });
    expect(Object.keys(page.recommendations[0] ?? {})).toEqual([...PROFILE_CARD_KEYS, 'fit']);
  });

  it.each([
    ['no envelope', null],
    ['no message', { data: { recommendations: [], totalCount: 0 }, meta: meta(0) }],
    ['no data', { message: 'Recommendations.', meta: meta(0) }],
    [
      'a list that is not one',
      { message: 'x', data: { recommendations: {}, totalCount: 0 }, meta: meta(0) },
    ],
    ['no total', { message: 'x', data: { recommendations: [] }, meta: meta(0) }],
    [
      'a total as text',
      { message: 'x', data: { recommendations: [], totalCount: '9' }, meta: meta(0) },
    ],
    ['an empty page', recommendations([])],
    [
      'a clamped limit',
      { ...recommendations([rec]), meta: { ...meta(1), limit: 100, requestedLimit: 1000 } },
    ],
  ])('agree on the envelope: %s', (_name, answer) => {
    expect(ownRead(readRecommendationsAnswer, answer)).toEqual(
      zodRead(RecommendationsResponse, answer),
    );
  });

  it('name where an answer went wrong', () => {
    expect(() => readExploreAnswer(explore([card, { ...card, age: 'old' }]))).toThrow(
      'answer.data.children[1].age',
    );
  });
});
