import { describe, expect, it } from 'vitest';
import {
  CancelMatchBody,
  GivenLike,
  interestLine,
  LIKES_MESSAGES,
  LikeReactionBody,
  LikesQuery,
  Match,
  ReceivedLike,
} from './likes';

const PRIVATE = [
  'firstName',
  'lastName',
  'fullName',
  'yearOfBirth',
  'monthOfBirth',
  'email',
  'phone',
];

describe('likes contract', () => {
  it('keeps the spec’s exact no-plan warnings (§4)', () => {
    expect(LIKES_MESSAGES.planRequired).toBe('No current plan. Upgrade to like suitors');
    expect(LIKES_MESSAGES.planRequiredUnlike).toBe('No current plan. Upgrade to unlike suitors');
  });

  it('shows the other single only through the public card (DECISIONS 1)', () => {
    for (const card of [
      GivenLike.shape.receiver,
      ReceivedLike.shape.initiator,
      Match.shape.match,
    ]) {
      for (const field of PRIVATE) expect(Object.keys(card.shape)).not.toContain(field);
    }
    // Only the match's contact carries an e-mail and phone (DECISIONS 2).
    expect(Object.keys(Match.shape).sort()).toEqual(
      ['contact', 'guidance', 'match', 'match_id', 'matchedAt'].sort(),
    );
  });

  it('validates the bodies and the list query', () => {
    expect(LikeReactionBody.safeParse({ like: 'x', reaction: 'maybe' }).success).toBe(false);
    expect(CancelMatchBody.safeParse({ match: 'x', action: 'cancel' }).success).toBe(false);
    expect(CancelMatchBody.safeParse({ match: 'x', action: 'confirm' }).success).toBe(true);
    expect(LikesQuery.parse({ type: 'given' })).toEqual({ type: 'given', page: 1, limit: 9 });
    expect(LikesQuery.safeParse({ type: 'both' }).success).toBe(false);
    expect(LikesQuery.safeParse({ type: 'given', limit: '101' }).success).toBe(false);
  });

  it("says how many families are interested ('3 families are interested')", () => {
    expect(interestLine(0)).toBeNull();
    expect(interestLine(1)).toBe('1 family is interested');
    expect(interestLine(3)).toBe('3 families are interested');
  });
});
