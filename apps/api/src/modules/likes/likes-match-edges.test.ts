// Matches beside the one followed in likes-match.test.ts: a match elsewhere meanwhile. (The race
// the locks missed is in likes-race.test.ts, the wali in likes-wali.test.ts.)
import { LIKES_MESSAGES, LikeActionResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLikesHarness, type LikesHarness } from '../../test/likes-fixtures';

describe('matches: another match meanwhile', () => {
  let h: LikesHarness;
  const likeId = (res: { json(): unknown }) => LikeActionResponse.parse(res.json()).data.like._id;

  beforeAll(async () => {
    h = await createLikesHarness();
  });
  afterAll(() => h.close());

  it('409 otherMatched when the one who liked has matched elsewhere meanwhile', async () => {
    const a = await h.family('MALE');
    const b = await h.family('FEMALE');
    const c = await h.family('FEMALE');
    const toB = likeId(await h.like(a, b.single));
    const toC = likeId(await h.like(a, c.single));
    expect((await h.respond(b, toB, 'accept')).statusCode).toBe(200);
    const res = await h.respond(c, toC, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ALREADY_MATCHED',
      message: LIKES_MESSAGES.otherMatched,
      messageId: 'server.likesOtherMatched',
    });
  });
});
