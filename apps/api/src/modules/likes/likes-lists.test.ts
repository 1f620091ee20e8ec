// The likes lists: pages newest first, the whole list counted, and the families interested.
import { LikesResponse, type ReceivedLike } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';

describe('likes: the lists', () => {
  let h: LikesHarness;
  const list = (who: Family, type: 'given' | 'received', query = '') =>
    h.call('GET', `/api/v1/match/like/child/${who.single.id}/?type=${type}${query}`, who.token);

  beforeAll(async () => {
    h = await createLikesHarness();
  });
  afterAll(() => h.close());

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
    // A limit above 100 is answered as 100 (DECISIONS 36); no limit at all: the most, 100.
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
