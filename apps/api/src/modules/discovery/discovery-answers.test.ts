// Discovery's answers: the public profile, 404s, paging and its limits, a token required.
import { DISCOVERY_MESSAGES, PublicProfile } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, DiscoveryHarness } from '../../test/discovery-fixtures';
import {
  createRulesWorld,
  expectNoPrivateField,
  exploreUrl,
  profileUrl,
  recsUrl,
} from '../../test/discovery-rules-world';
import type { ChildRow } from '../children/children.repository';

describe('discovery: profiles, paging and errors', () => {
  let h: DiscoveryHarness;
  let me: Account;
  let man: ChildRow;
  let sister: ChildRow;
  /** Women of `family`, by what they test. */
  let women: Record<string, ChildRow>;
  let otherMan: ChildRow;

  beforeAll(async () => {
    ({ h, me, man, sister, women, otherMan } = await createRulesWorld());
  });
  afterAll(() => h.close());

  it('answers a profile through the public projection, with compatibility only for a single', async () => {
    await h.preference(women.inRange!.id, { maxAge: 35, isSmoker: false, sect: ['SHIA'] });
    const plain = await h.get(profileUrl(women.inRange!.id), me.token);
    expect(plain.statusCode).toBe(200);
    const data = plain.json().data;
    expect(Object.keys(data).sort()).toEqual(Object.keys(PublicProfile.shape).sort());
    expect(data).toMatchObject({ id: women.inRange!.id, age: 27, compatibility: null });

    const withSingle = await h.get(profileUrl(women.inRange!.id, man.id), me.token);
    // He states the age range (met); she states age (met), smoking (met) and sect (not met).
    expect(withSingle.json().data.compatibility).toEqual({
      genotype: 'compatible',
      theyMeet: 1,
      yourPreferences: 1,
      youMeet: 2,
      theirPreferences: 3,
    });
    // Same gender as the single, or one of the caller's own singles: not visible.
    expect((await h.get(profileUrl(otherMan.id, man.id), me.token)).statusCode).toBe(404);
    expect((await h.get(profileUrl(sister.id), me.token)).statusCode).toBe(404);
    expect((await h.get(profileUrl(sister.id, man.id), me.token)).statusCode).toBe(404);
  });

  it("answers 404 for another account's single and for ids that are not UUIDs", async () => {
    const theirs = women.inRange!.id;
    for (const res of [
      await h.get(recsUrl(theirs), me.token),
      await h.get(exploreUrl(`childId=${theirs}`), me.token),
      await h.get(profileUrl(otherMan.id, theirs), me.token),
      await h.get(recsUrl('not-a-uuid'), me.token),
      await h.get(profileUrl('not-a-uuid'), me.token),
      await h.get(profileUrl(crypto.randomUUID()), me.token),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // An unknown profile says so, with its id (decision 078).
    expect((await h.get(profileUrl(crypto.randomUUID()), me.token)).json()).toMatchObject({
      message: DISCOVERY_MESSAGES.profileNotFound,
      messageId: 'discovery.profileNotFound',
    });
  });

  it('refuses page 0 and limit 0, answers a limit over 100 as 100, and refuses explore pages beyond the depth cap', async () => {
    for (const url of [
      recsUrl(man.id, 'page=0'),
      recsUrl(man.id, 'limit=0'),
      recsUrl(man.id, 'limit=abc'),
      exploreUrl('page=0'),
      exploreUrl('limit=-5'),
      exploreUrl('childId=not-a-uuid'),
    ]) {
      const res = await h.get(url, me.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      // Each field's check with its id: `discovery.page`, `discovery.limit`, the shared childId's.
      const ids = Object.values(res.json().errorIds ?? {}) as { messageId: string }[];
      expect(ids.length, url).toBeGreaterThan(0);
      for (const { messageId } of ids) {
        expect(['discovery.page', 'discovery.limit', 'server.safetyChildId'], url).toContain(
          messageId,
        );
      }
    }
    // The original client asks for 1000 (decisions 048, 062).
    for (const url of [recsUrl(man.id, 'page=1&limit=1000'), exploreUrl('page=1&limit=101')]) {
      const res = await h.get(url, me.token);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().meta).toMatchObject({ page: 1, limit: 100 });
      expect(res.json().meta.requestedLimit).toBe(url.endsWith('1000') ? 1000 : 101);
    }
    const recs = (await h.get(recsUrl(man.id, 'page=1&limit=2'), me.token)).json();
    expect(recs.meta).toEqual({ page: 1, limit: 2, totalCount: recs.data.totalCount });
    expect((await h.get(exploreUrl('page=1111&limit=9'), me.token)).statusCode).toBe(200);
    expect((await h.get(exploreUrl('page=100&limit=100'), me.token)).statusCode).toBe(200);
    for (const query of [
      'page=1112&limit=9',
      'page=101&limit=100',
      `page=2000&childId=${man.id}`,
    ]) {
      const deep = await h.get(exploreUrl(query), me.token);
      expect(deep.statusCode, query).toBe(400);
      expect(deep.json()).toMatchObject({
        code: 'VALIDATION',
        message: DISCOVERY_MESSAGES.pageTooDeep,
        messageId: 'discovery.pageTooDeep',
      });
    }
    // A recommendations page past the list is simply empty.
    const past = await h.get(recsUrl(man.id, 'page=90&limit=100'), me.token);
    expect(past.json().data.recommendations).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: exploreUrl('page=1') });
    expect(res.statusCode).toBe(401);
  });

  it('never sends a private field in these answers either', async () => {
    await expectNoPrivateField(h, me, 7);
  });
});
