// Likes: the plan gate, bad input and tokens, and the lists' pages.
import {
  LIKES_MESSAGES,
  LikeActionResponse,
  LikesResponse,
  type ReceivedLike,
} from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';

const NO_PLAN = 'No current plan. Upgrade to like suitors';
const NO_PLAN_UNLIKE = 'No current plan. Upgrade to unlike suitors';
/** The id the refusal carries beside its English (decision 078). */
const ID_OF = {
  [NO_PLAN]: 'server.likesPlanRequired',
  [NO_PLAN_UNLIKE]: 'server.likesPlanRequiredUnlike',
};
describe('likes: the plan gate, input and paging', () => {
  let h: LikesHarness;
  let man: Family;

  const likeId = (res: { json(): unknown }) => LikeActionResponse.parse(res.json()).data.like._id;
  const list = (who: Family, type: 'given' | 'received', query = '') =>
    h.call('GET', `/api/v1/match/like/child/${who.single.id}/?type=${type}${query}`, who.token);

  beforeAll(async () => {
    h = await createLikesHarness();
    man = await h.family('MALE');
  });
  afterAll(() => h.close());

  it('answers 403 PLAN_REQUIRED with the exact messages on every plan route; a free account still receives likes', async () => {
    const free = await h.family('FEMALE', { plan: false });
    const id = free.single.id;
    const liked = await h.like(man, free.single);
    expect(liked.statusCode).toBe(200);
    const expectations: [
      Promise<{ statusCode: number; json(): unknown }>,
      typeof NO_PLAN | typeof NO_PLAN_UNLIKE,
    ][] = [
      [h.like(free, man.single), NO_PLAN],
      [h.respond(free, likeId(liked), 'accept'), NO_PLAN],
      [h.respond(free, likeId(liked), 'reject'), NO_PLAN],
      [
        h.call('PUT', `/api/v1/match/unlike/child/${id}`, free.token, { profile: man.single.id }),
        NO_PLAN_UNLIKE,
      ],
      [h.call('GET', `/api/v1/match/like/child/${id}/?type=received`, free.token), NO_PLAN],
      [h.call('GET', `/api/v1/match/like/child/${id}/?type=given`, free.token), NO_PLAN],
      [h.call('GET', `/api/v1/match/child/${id}`, free.token), NO_PLAN],
      [
        h.call('PUT', `/api/v1/match/cancel/child/${id}`, free.token, {
          match: '00000000-0000-4000-8000-000000000000',
          action: 'confirm',
        }),
        NO_PLAN,
      ],
    ];
    for (const [call, message] of expectations) {
      const res = await call;
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'PLAN_REQUIRED', message, messageId: ID_OF[message] });
    }
    // The like is still there, waiting; the count on the upgrade page needs no plan.
    const interest = await h.call('GET', '/api/v1/match/interest', free.token);
    expect(interest.statusCode).toBe(200);
    expect(interest.json().data).toEqual({ received: 1 });
    // Once the plan is bought, the same like can be answered.
    await h.grantPlan(free);
    expect((await h.respond(free, likeId(liked), 'reject')).statusCode).toBe(200);
  });

  it('validates input (400) and needs a token (401)', async () => {
    const id = man.single.id;
    const bad = [
      h.call('POST', `/api/v1/match/like/child/${id}`, man.token, {}),
      h.call('PUT', `/api/v1/match/like/child/${id}`, man.token, { like: 'x', reaction: 'maybe' }),
      h.call('PUT', `/api/v1/match/cancel/child/${id}`, man.token, { match: 'x', action: 'no' }),
      h.call('GET', `/api/v1/match/like/child/${id}/?type=all`, man.token),
      h.call('GET', `/api/v1/match/like/child/${id}/?type=given&limit=0`, man.token),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const reaction = await h.call('PUT', `/api/v1/match/like/child/${id}`, man.token, {
      like: 'x',
      reaction: 'maybe',
    });
    expect(reaction.json().message).toBe(LIKES_MESSAGES.reaction);
    for (const url of [`/api/v1/match/like/child/${id}/?type=given`, '/api/v1/match/interest']) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('pages the lists newest first (page and limit), counting the whole list', async () => {
    const hub = await h.family('FEMALE');
    const suitors: Family[] = [];
    for (let i = 0; i < 5; i += 1) {
      const suitor = await h.family('MALE');
      h.clock.advance(60_000);
      expect((await h.like(suitor, hub.single)).statusCode).toBe(200);
      suitors.push(suitor);
    }
    const page1 = LikesResponse.parse((await list(hub, 'received', '&page=1&limit=2')).json());
    const page3 = LikesResponse.parse((await list(hub, 'received', '&page=3&limit=2')).json());
    const past = LikesResponse.parse((await list(hub, 'received', '&page=9&limit=2')).json());
    const ids = (page: typeof page1) =>
      page.meta.type === 'received' ? (page.data as ReceivedLike[]).map((l) => l.initiator.id) : [];
    expect(ids(page1)).toEqual([suitors[4]?.single.id, suitors[3]?.single.id]);
    expect(ids(page3)).toEqual([suitors[0]?.single.id]);
    expect([page1.meta.totalCount, page3.meta.totalCount, past.meta.totalCount]).toEqual([5, 5, 5]);
    expect(page3.meta).toEqual({ type: 'received', page: 3, limit: 2, totalCount: 5 });
    expect(past.data).toEqual([]);
    // A limit above 100 is answered as 100 (decision 062); no limit at all: the most, 100.
    const big = LikesResponse.parse((await list(hub, 'received', '&limit=1000')).json());
    expect(big.meta).toEqual({
      type: 'received',
      page: 1,
      limit: 100,
      requestedLimit: 1000,
      totalCount: 5,
    });
    expect(big.data).toHaveLength(5);
    // Two suitors from one family count as one family on the upgrade page.
    const family = suitors[0]!;
    const brother = await h.single(family.userId, { gender: 'MALE' });
    await h.call('POST', `/api/v1/match/like/child/${brother.id}`, family.token, {
      profile: hub.single.id,
    });
    const interest = await h.call('GET', '/api/v1/match/interest', hub.token);
    expect(interest.json().data).toEqual({ received: 5 });
  });
});
