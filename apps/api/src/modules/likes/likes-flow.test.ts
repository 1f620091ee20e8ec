// Likes: the state machine, the targets refused, and other accounts' singles and likes.
import {
  DISCOVERY_MESSAGES,
  LIKES_MESSAGES,
  LikeActionResponse,
  LikesResponse,
  PublicProfileResponse,
} from '@waliyy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';

describe('likes: the state machine, refusals, the plan gate and ownership', () => {
  let h: LikesHarness;
  let man: Family;
  let woman: Family;

  const likeId = (res: { json(): unknown }) => LikeActionResponse.parse(res.json()).data.like._id;
  const list = (who: Family, type: 'given' | 'received', query = '') =>
    h.call('GET', `/api/v1/match/like/child/${who.single.id}/?type=${type}${query}`, who.token);
  const listed = async (who: Family, type: 'given' | 'received') => {
    const res = await list(who, type);
    expect(res.statusCode, res.body).toBe(200);
    return LikesResponse.parse(res.json());
  };
  const rows = (initiatorId: string, receiverId: string) =>
    h.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.initiatorId, initiatorId), eq(likes.receiverId, receiverId)));

  beforeAll(async () => {
    h = await createLikesHarness();
    man = await h.family('MALE');
    woman = await h.family('FEMALE');
  });
  afterAll(() => h.close());

  it('likes: pending, listed on both sides with the public card, a replay answers the same like', async () => {
    const first = await h.like(man, woman.single);
    expect(first.statusCode, first.body).toBe(200);
    const body = LikeActionResponse.parse(first.json());
    expect(body.message).toBe(LIKES_MESSAGES.liked);
    expect(body.data).toMatchObject({ message: LIKES_MESSAGES.liked, like: { status: 'pending' } });

    const again = await h.like(man, woman.single);
    expect(again.statusCode).toBe(200);
    expect(likeId(again)).toBe(body.data.like._id);
    expect(await rows(man.single.id, woman.single.id)).toHaveLength(1);

    const given = await listed(man, 'given');
    expect(given.meta).toEqual({ type: 'given', page: 1, limit: 100, totalCount: 1 });
    expect(given.data).toHaveLength(1);
    expect(given.data[0]).toMatchObject({
      _id: body.data.like._id,
      status: 'pending',
      receiver: { _id: woman.single.id, id: woman.single.id, displayId: woman.single.displayId },
    });
    const received = await listed(woman, 'received');
    expect(received.data[0]).toMatchObject({
      _id: body.data.like._id,
      initiator: { id: man.single.id, displayId: man.single.displayId, gender: 'MALE' },
    });
    expect((await listed(woman, 'given')).data).toEqual([]);
  });

  it("shows the relation on the profile view (given, received, matched) with the viewer's childId", async () => {
    const view = async (viewer: Family, other: Family) => {
      const res = await h.call(
        'GET',
        `/api/v1/recommendation/${other.single.id}?childId=${viewer.single.id}`,
        viewer.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return PublicProfileResponse.parse(res.json()).data.relation;
    };
    expect(await view(man, woman)).toMatchObject({
      given: { status: 'pending' },
      received: null,
      matched: false,
    });
    expect(await view(woman, man)).toMatchObject({
      given: null,
      received: { status: 'pending' },
      matched: false,
    });
    const plain = await h.call('GET', `/api/v1/recommendation/${woman.single.id}`, man.token);
    expect(plain.json().data.relation).toBeNull();
  });

  it('unlike withdraws the pending like (a replay answers the same); the pair may like again', async () => {
    const res = await h.call('PUT', `/api/v1/match/unlike/child/${man.single.id}`, man.token, {
      profile: woman.single.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(LikeActionResponse.parse(res.json()).data).toMatchObject({
      message: LIKES_MESSAGES.unliked,
      like: { status: 'withdrawn' },
    });
    const replay = await h.call('PUT', `/api/v1/match/unlike/child/${man.single.id}`, man.token, {
      profile: woman.single.id,
    });
    expect(replay.statusCode).toBe(200);
    expect((await listed(man, 'given')).data).toEqual([]);
    expect((await listed(woman, 'received')).meta.totalCount).toBe(0);

    const again = await h.like(man, woman.single);
    expect(again.statusCode).toBe(200);
    expect((await rows(man.single.id, woman.single.id)).map((r) => r.status).sort()).toEqual([
      'pending',
      'withdrawn',
    ]);
  });

  it('reject is final for the pair: a replay answers the same, liking again is 409', async () => {
    const [pending] = (await listed(woman, 'received')).data;
    const res = await h.respond(woman, pending?._id ?? '', 'reject');
    expect(res.statusCode, res.body).toBe(200);
    expect(LikeActionResponse.parse(res.json()).data).toMatchObject({
      message: LIKES_MESSAGES.rejected,
      like: { status: 'rejected' },
      match_id: null,
    });
    expect((await h.respond(woman, pending?._id ?? '', 'reject')).statusCode).toBe(200);
    const accept = await h.respond(woman, pending?._id ?? '', 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({
      code: 'CONFLICT',
      message: LIKES_MESSAGES.likeAlreadyRejected,
    });
    expect((await listed(woman, 'received')).data).toEqual([]);

    const again = await h.like(man, woman.single);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: LIKES_MESSAGES.declinedBefore,
      messageId: 'server.likesDeclinedBefore',
    });
    // She may still like him: a rejection closes one direction.
    expect((await h.like(woman, man.single)).statusCode).toBe(200);
  });

  it('accepting a withdrawn like is 409; unlike of nothing is 404', async () => {
    const a = await h.family('MALE');
    const b = await h.family('FEMALE');
    const id = likeId(await h.like(a, b.single));
    await h.call('PUT', `/api/v1/match/unlike/child/${a.single.id}`, a.token, {
      profile: b.single.id,
    });
    const res = await h.respond(b, id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: LIKES_MESSAGES.likeClosed,
      messageId: 'server.likesLikeClosed',
    });
    const none = await h.call('PUT', `/api/v1/match/unlike/child/${b.single.id}`, b.token, {
      profile: a.single.id,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(LIKES_MESSAGES.noLiveLike);
  });

  it('refuses targets discovery would hide: same gender, at-risk genotype, own account, unknown (404)', async () => {
    const otherMan = await h.family('MALE');
    const ss = await h.family('FEMALE', { single: { genotype: 'SS' } });
    const asMan = await h.family('MALE', { single: { genotype: 'AS' } });
    const sister = await h.single(man.userId, { gender: 'FEMALE' });
    for (const [from, to] of [
      [man, otherMan.single.id],
      [asMan, ss.single.id],
      [man, sister.id],
      [man, '00000000-0000-4000-8000-000000000000'],
      [man, 'not-an-id'],
    ] as const) {
      const res = await h.like(from, to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: DISCOVERY_MESSAGES.profileNotFound,
      });
    }
    // AS with AA is fine (the same man likes a safe woman).
    const aa = await h.family('FEMALE', { single: { genotype: 'AA' } });
    expect((await h.like(asMan, aa.single)).statusCode).toBe(200);
    // A suspended family's single is not visible either.
    const suspended = await h.family('FEMALE');
    const { setAccountSuspended } = await import('../discovery/visibility.repository');
    await setAccountSuspended(h.database.db, suspended.userId, true, h.clock.now());
    expect((await h.like(man, suspended.single)).statusCode).toBe(404);
  });

  it("another account's single or like is 404 on every route", async () => {
    const stranger = await h.family('MALE');
    const [theirLike] = (await listed(man, 'received')).data;
    const id = man.single.id;
    const calls = [
      h.call('POST', `/api/v1/match/like/child/${id}`, stranger.token, {
        profile: woman.single.id,
      }),
      h.call('PUT', `/api/v1/match/like/child/${id}`, stranger.token, {
        like: theirLike?._id,
        reaction: 'accept',
      }),
      h.call('PUT', `/api/v1/match/unlike/child/${id}`, stranger.token, {
        profile: woman.single.id,
      }),
      h.call('GET', `/api/v1/match/like/child/${id}/?type=given`, stranger.token),
      h.call('GET', `/api/v1/match/child/${id}`, stranger.token),
      h.call('PUT', `/api/v1/match/cancel/child/${id}`, stranger.token, {
        match: '00000000-0000-4000-8000-000000000000',
        action: 'confirm',
      }),
      // A like received by someone else, answered as one's own single's.
      h.respond(stranger, theirLike?._id ?? '', 'accept'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
