import { describe, expect, it } from 'vitest';
import { PublicProfile } from './discovery';
import {
  CancelMatchBody,
  GivenLike,
  interestLine,
  LIKES_MESSAGES,
  LikeReactionBody,
  LikesQuery,
  LikesResponse,
  Match,
  OtherSingle,
  ReceivedLike,
} from './likes';
import { makeChildProfile, shownFieldsOf } from './testing';
import { NO_VERIFICATION } from './verification';

const PRIVATE = [
  'firstName',
  'lastName',
  'fullName',
  'yearOfBirth',
  'monthOfBirth',
  'email',
  'phone',
  'waliName',
  'waliEmail',
  'waliPhoneNumber',
  'isPaused',
];

describe('likes contract', () => {
  it('keeps the spec’s exact no-plan warnings (product.md §4)', () => {
    expect(LIKES_MESSAGES.planRequired).toBe('No current plan. Upgrade to like suitors');
    expect(LIKES_MESSAGES.planRequiredUnlike).toBe('No current plan. Upgrade to unlike suitors');
  });

  it('shows the other single only through the public card (decision 027)', () => {
    for (const card of [
      GivenLike.shape.receiver,
      ReceivedLike.shape.initiator,
      Match.shape.match,
    ]) {
      for (const field of PRIVATE) expect(Object.keys(card.shape)).not.toContain(field);
    }
    // The whole public profile beside the card (DECISIONS.md 44), less the viewer's parts.
    for (const card of [GivenLike.shape.receiver, ReceivedLike.shape.initiator]) {
      expect(Object.keys(card.shape).sort()).toEqual(
        [...Object.keys(OtherSingle.shape), '_id'].sort(),
      );
    }
    expect(Object.keys(OtherSingle.shape).sort()).toEqual(
      Object.keys(PublicProfile.shape)
        .filter((key) => key !== 'compatibility' && key !== 'relation')
        .sort(),
    );
    // Only the match's contact carries an e-mail and phone (decision 028).
    expect(Object.keys(Match.shape).sort()).toEqual(
      ['contact', 'guidance', 'match', 'match_id', 'matchedAt'].sort(),
    );
  });

  it('validates the bodies and the list query', () => {
    expect(LikeReactionBody.safeParse({ like: 'x', reaction: 'maybe' }).success).toBe(false);
    expect(CancelMatchBody.safeParse({ match: 'x', action: 'cancel' }).success).toBe(false);
    expect(CancelMatchBody.safeParse({ match: 'x', action: 'confirm' }).success).toBe(true);
    // No limit (the original client sends none): the most a page holds.
    expect(LikesQuery.parse({ type: 'given' })).toEqual({ type: 'given', page: 1, limit: 100 });
    expect(LikesQuery.parse({ type: 'given', limit: '9' })).toEqual({
      type: 'given',
      page: 1,
      limit: 9,
    });
    expect(LikesQuery.safeParse({ type: 'both' }).success).toBe(false);
    expect(LikesQuery.safeParse({ type: 'given', limit: '0' }).success).toBe(false);
    // Above 100: answered as 100, what was asked kept for meta (decision 062).
    expect(LikesQuery.parse({ type: 'given', limit: '1000' })).toEqual({
      type: 'given',
      page: 1,
      limit: 100,
      requestedLimit: 1000,
    });
  });

  it('answers data as the array of likes, paging in meta (decision 020)', () => {
    const shown = shownFieldsOf(makeChildProfile());
    const like = {
      _id: 'l1',
      status: 'pending',
      createdAt: '2026-06-15T12:00:00.000Z',
      awaitingHer: false,
      receiver: { ...shown, _id: 'c1', about: 'Kind.', verification: NO_VERIFICATION },
    };
    const meta = { type: 'given', page: 1, limit: 100, totalCount: 1 };
    const parsed = LikesResponse.parse({ message: 'Likes.', data: [like], meta });
    expect(parsed.data).toEqual([like]);
    expect(parsed.meta).toEqual(meta);
    // A private field a mapper let through is dropped by the response schema (decision 027).
    const leaky = {
      ...like,
      receiver: { ...like.receiver, firstName: 'Aisha', waliEmail: 'w@x.y' },
    };
    expect(LikesResponse.parse({ message: 'Likes.', data: [leaky], meta }).data).toEqual([like]);
    expect(LikesResponse.safeParse({ message: 'Likes.', data: [like] }).success).toBe(false);
    expect(
      LikesResponse.safeParse({ message: 'Likes.', data: { likes: [like] }, meta }).success,
    ).toBe(false);
  });

  it("says how many families are interested ('3 families are interested')", () => {
    expect(interestLine(0)).toBeNull();
    expect(interestLine(1)).toBe('1 family is interested');
    expect(interestLine(3)).toBe('3 families are interested');
  });
});
