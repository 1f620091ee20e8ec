import {
  BlocksResponse,
  ExploreResponse,
  LikeActionResponse,
  LikesResponse,
  MatchResponse,
  PauseResponse,
  type ReceivedLike,
  RecommendationsResponse,
  SAFETY_MESSAGES,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema';
import type { Family } from '../../test/likes-fixtures';
import { privateOf } from '../../test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

describe('blocking and pausing (decision 012)', () => {
  let h: SafetyHarness;

  const recommended = async (who: Family, childId = who.single.id) => {
    const res = await h.get(`/api/v1/parent/child/${childId}/recommendations?limit=100`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return RecommendationsResponse.parse(res.json()).data.recommendations.map((c) => c.id);
  };
  const explored = async (who: Family) => {
    const res = await h.get(`/api/v1/parent?childId=${who.single.id}&limit=100`, who.token);
    return ExploreResponse.parse(res.json()).data.children.map((c) => c.id);
  };
  const exploredByAll = async (who: Family) => {
    const res = await h.get('/api/v1/parent?limit=100', who.token);
    return ExploreResponse.parse(res.json()).data.children.map((c) => c.id);
  };
  const profileStatus = async (who: Family, id: string, withChild = true) =>
    (
      await h.get(
        `/api/v1/recommendation/${id}${withChild ? `?childId=${who.single.id}` : ''}`,
        who.token,
      )
    ).statusCode;
  const likesOf = async (who: Family, type: 'given' | 'received') => {
    const res = await h.call(
      'GET',
      `/api/v1/match/like/child/${who.single.id}?type=${type}`,
      who.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return LikesResponse.parse(res.json());
  };
  const block = (who: Family, profile: string) =>
    h.call('POST', '/api/v1/block', who.token, { profile });
  const unblock = (who: Family, profile: string) =>
    h.call('DELETE', `/api/v1/block/${profile}`, who.token);

  beforeAll(async () => {
    h = await createSafetyHarness();
  });
  afterAll(() => h.close());

  it('removes both families from each other everywhere at once, and withdraws a pending like', async () => {
    const man = await h.family('MALE');
    const brother = await h.single(man.userId, { gender: 'MALE' });
    const woman = await h.family('FEMALE');
    // Lists built before the block: the block must drop them.
    expect(await recommended(woman)).toEqual(expect.arrayContaining([man.single.id, brother.id]));
    expect(await recommended(man)).toContain(woman.single.id);
    expect(await explored(woman)).toContain(brother.id);
    expect(await profileStatus(woman, man.single.id)).toBe(200);
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
    expect((await likesOf(woman, 'received')).meta.totalCount).toBe(1);

    const res = await block(woman, man.single.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SAFETY_MESSAGES.blocked);

    // Every single of the blocked account, both ways.
    for (const id of [man.single.id, brother.id]) {
      expect(await recommended(woman)).not.toContain(id);
      expect(await explored(woman)).not.toContain(id);
      expect(await exploredByAll(woman)).not.toContain(id);
      expect(await profileStatus(woman, id)).toBe(404);
      expect(await profileStatus(woman, id, false)).toBe(404);
    }
    expect(await recommended(man)).not.toContain(woman.single.id);
    expect(await recommended(man, brother.id)).not.toContain(woman.single.id);
    expect(await explored(man)).not.toContain(woman.single.id);
    expect(await profileStatus(man, woman.single.id)).toBe(404);

    // The like is withdrawn, the lists empty, and no new like either way.
    expect((await likesOf(woman, 'received')).meta.totalCount).toBe(0);
    expect((await likesOf(man, 'given')).meta.totalCount).toBe(0);
    const [row] = await h.database.db
      .select({ status: likes.status })
      .from(likes)
      .where(eq(likes.initiatorId, man.single.id));
    expect(row?.status).toBe('withdrawn');
    expect((await h.like(man, woman.single)).statusCode).toBe(404);
    expect((await h.like(woman, man.single)).statusCode).toBe(404);

    // A repeat is a no-op; the list shows display ids only.
    expect((await block(woman, man.single.id)).statusCode).toBe(200);
    const list = await h.get('/api/v1/blocks', woman.token);
    const blocks = BlocksResponse.parse(list.json()).data;
    expect(blocks.totalCount).toBe(1);
    expect(blocks.blocks[0]).toMatchObject({ id: man.single.id, displayId: man.single.displayId });
    for (const secret of privateOf(man)) expect(list.body).not.toContain(secret);

    // Unblocking brings everything back.
    const undo = await unblock(woman, man.single.id);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await recommended(woman)).toEqual(expect.arrayContaining([man.single.id, brother.id]));
    expect(await recommended(man)).toContain(woman.single.id);
    expect(await explored(man)).toContain(woman.single.id);
    expect(await profileStatus(woman, man.single.id)).toBe(200);
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
    expect(BlocksResponse.parse((await h.get('/api/v1/blocks', woman.token)).json()).data).toEqual({
      blocks: [],
      totalCount: 0,
    });
  });

  it('cancels a match between the two families, telling the other side it was cancelled', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const liked = LikeActionResponse.parse((await h.like(man, woman.single)).json());
    const accepted = await h.respond(woman, liked.data.like._id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const before = await h.call('GET', `/api/v1/match/child/${man.single.id}`, man.token);
    expect(MatchResponse.parse(before.json()).data?.match.id).toBe(woman.single.id);

    expect((await block(man, woman.single.id)).statusCode).toBe(200);
    for (const who of [man, woman]) {
      const res = await h.call('GET', `/api/v1/match/child/${who.single.id}`, who.token);
      expect(MatchResponse.parse(res.json()).data).toBeNull();
      expect((await likesOf(who, 'given')).meta.totalCount).toBe(0);
      expect((await likesOf(who, 'received')).meta.totalCount).toBe(0);
    }
    const mail = (await h.mailTo(woman.email)).at(-1);
    expect(mail?.subject).toContain('has ended');
    expect(mail?.text).toContain('cancelled the match');
  });

  it('answers 404 for an unknown profile, an own single or an unblocked one, 400 without a profile', async () => {
    const family = await h.family('MALE', { plan: false });
    expect((await block(family, family.single.id)).statusCode).toBe(404);
    expect((await block(family, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await block(family, 'nope')).statusCode).toBe(404);
    const missing = await h.call('POST', '/api/v1/block', family.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SAFETY_MESSAGES.profile);
    // Each with its id (decision 078): the web says it in the family's language.
    expect(missing.json().errorIds).toEqual({ profile: { messageId: 'server.safetyProfile' } });
    const notBlocked = await unblock(family, family.single.id);
    expect(notBlocked.statusCode).toBe(404);
    expect(notBlocked.json()).toMatchObject({
      message: SAFETY_MESSAGES.notBlocked,
      messageId: 'server.safetyNotBlocked',
    });
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/blocks' })).statusCode).toBe(401);
  });

  it('pauses a single: hidden from discovery with its likes kept, back on resume', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
    // Her list holds him from before the pause; it keeps his place (lists built while he is
    // paused take him in at their next read after he resumes, decision 071).
    expect(await recommended(woman)).toContain(man.single.id);
    const pause = (paused: unknown, who = man, id = man.single.id) =>
      h.put(`/api/v1/parent/child/${id}/pause`, who.token, { paused });

    const res = await pause(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(PauseResponse.parse(res.json()).data).toEqual({ id: man.single.id, isPaused: true });
    expect(
      (await h.get(`/api/v1/parent/child/${man.single.id}`, man.token)).json().data.isPaused,
    ).toBe(true);
    expect(await recommended(woman)).not.toContain(man.single.id);
    expect(await explored(woman)).not.toContain(man.single.id);
    expect(await profileStatus(woman, man.single.id)).toBe(404);
    const [like] = await h.database.db
      .select({ status: likes.status })
      .from(likes)
      .where(eq(likes.initiatorId, man.single.id));
    expect(like?.status).toBe('pending');

    expect((await pause(false)).json().data.isPaused).toBe(false);
    expect(await recommended(woman)).toContain(man.single.id);
    const received = await likesOf(woman, 'received');
    expect(received.meta.type).toBe('received');
    expect((received.data as ReceivedLike[]).map((l) => l.initiator.id)).toEqual([man.single.id]);

    // Someone else's single, or a bad body.
    expect((await pause(true, woman, man.single.id)).statusCode).toBe(404);
    const bad = await pause('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SAFETY_MESSAGES.pausedFlag);
  });
});
