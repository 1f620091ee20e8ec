import {
  AccountResponse,
  ExploreResponse,
  LikesResponse,
  MatchResponse,
  NO_VERIFICATION,
  PublicProfileResponse,
  RecommendationsResponse,
  type Verification,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';
import { withoutVerification } from '../../test/verification-text';

// Decision 083: every answer that carries another family's single carries its checks as three
// booleans — the recommendation and explore cards, the profile view, like and match items —
// read from children alone (the guardian's phone copied there by migration 0026's triggers),
// never when nor by whom.

const ALL: Verification = { phone: true, single: true, genotype: true };
const AT = new Date('2026-06-01T09:00:00Z');

describe('verification badges on every answer that carries a profile (decision 083)', () => {
  let h: LikesHarness;
  let man: Family;
  let woman: Family;

  /** Sets a single's checks directly, as the flows that set them would. */
  const check = async (family: Family, v: Verification) => {
    await h.database.db
      .update(users)
      .set({ phoneVerifiedAt: v.phone ? AT : null })
      .where(eq(users.id, family.userId));
    await h.database.db
      .update(children)
      .set({
        singleConfirmedAt: v.single ? AT : null,
        genotypeCheckedAt: v.genotype ? AT : null,
      })
      .where(eq(children.id, family.single.id));
  };
  const get = async (url: string, family: Family) => {
    const res = await h.call('GET', url, family.token);
    expect(res.statusCode, res.body).toBe(200);
    // Only the three booleans: no time, no staff, no file (decision 083).
    for (const word of ['ConfirmedAt', 'CheckedAt', 'VerifiedAt', 'phone_verified']) {
      expect(res.body, word).not.toContain(word);
    }
    return res;
  };

  beforeAll(async () => {
    h = await createLikesHarness();
    man = await h.family('MALE');
    woman = await h.family('FEMALE');
  });
  afterAll(() => h.close());

  it('the phone check follows the account: copied to its singles, old and new, and voided', async () => {
    const flag = async (id: string) =>
      (await h.database.db.select().from(children).where(eq(children.id, id)))[0]?.phoneVerified;
    expect(await flag(woman.single.id)).toBe(false);
    await check(woman, { phone: true, single: false, genotype: false });
    expect(await flag(woman.single.id)).toBe(true);
    const sister = await h.single(woman.userId, { gender: 'FEMALE' });
    expect(sister.phoneVerified).toBe(true);
    await check(woman, NO_VERIFICATION);
    expect(await flag(woman.single.id)).toBe(false);
    expect(await flag(sister.id)).toBe(false);
    await h.database.db.delete(children).where(eq(children.id, sister.id));
  });

  it('a changed number voids the phone badge on the singles too (the check cleared by trigger)', async () => {
    const flag = async (id: string) =>
      (await h.database.db.select().from(children).where(eq(children.id, id)))[0]?.phoneVerified;
    await check(woman, { phone: true, single: false, genotype: false });
    expect(await flag(woman.single.id)).toBe(true);
    await h.database.db
      .update(users)
      .set({ phone: '+2348099990000' })
      .where(eq(users.id, woman.userId));
    const [user] = await h.database.db.select().from(users).where(eq(users.id, woman.userId));
    expect(user?.phoneVerifiedAt).toBeNull();
    expect(await flag(woman.single.id)).toBe(false);
  });

  it('cards, the profile view, like and match items all say the same checks', async () => {
    const answers = async (): Promise<Verification[]> => {
      const recs = await get(
        `/api/v1/parent/child/${man.single.id}/recommendations?include=close`,
        man,
      );
      const card = RecommendationsResponse.parse(recs.json()).data.recommendations.find(
        (c) => c.id === woman.single.id,
      );
      const explore = await get(`/api/v1/parent/?childId=${man.single.id}&limit=100`, man);
      const explored = ExploreResponse.parse(explore.json()).data.children.find(
        (c) => c.id === woman.single.id,
      );
      const profile = await get(
        `/api/v1/recommendation/${woman.single.id}?childId=${man.single.id}`,
        man,
      );
      const given = await get(`/api/v1/match/like/child/${man.single.id}/?type=given`, man);
      const [like] = LikesResponse.parse(given.json()).data;
      const receiver = like && 'receiver' in like ? like.receiver : undefined;
      return [
        card!.verification,
        explored!.verification,
        PublicProfileResponse.parse(profile.json()).data.verification,
        receiver!.verification,
      ];
    };
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
    expect(await answers()).toEqual(Array(4).fill(NO_VERIFICATION));

    await check(woman, { phone: false, single: true, genotype: false });
    expect(await answers()).toEqual(Array(4).fill({ phone: false, single: true, genotype: false }));

    await check(woman, ALL);
    expect(await answers()).toEqual(Array(4).fill(ALL));

    // Her side sees his (none) on the received like; both sides see the other on the match.
    await check(man, { phone: true, single: false, genotype: true });
    const received = await get(`/api/v1/match/like/child/${woman.single.id}/?type=received`, woman);
    const [like] = LikesResponse.parse(received.json()).data;
    expect(like && 'initiator' in like ? like.initiator.verification : null).toEqual({
      phone: true,
      single: false,
      genotype: true,
    });
    expect((await h.respond(woman, like!._id, 'accept')).statusCode).toBe(200);
    const hisMatch = await get(`/api/v1/match/child/${man.single.id}`, man);
    expect(MatchResponse.parse(hisMatch.json()).data?.match.verification).toEqual(ALL);
    const herMatch = await get(`/api/v1/match/child/${woman.single.id}`, woman);
    expect(MatchResponse.parse(herMatch.json()).data?.match.verification).toEqual({
      phone: true,
      single: false,
      genotype: true,
    });
    // "phone" as a key only inside the checks: never the guardian's number.
    for (const body of h.bodies.filter((b) => b.includes('"verification"'))) {
      expect(withoutVerification(body).replace(/"contact":\{[^}]*\}/g, '')).not.toContain(
        '"phone"',
      );
    }
  });

  it('GET /account says phoneVerified beside the e-mail flags, and each own single’s checks', async () => {
    const res = await get('/api/v1/account', woman);
    const data = AccountResponse.parse(res.json()).data;
    expect(data.phoneVerified).toBe(true);
    expect(data.children).toEqual([
      {
        id: woman.single.id,
        firstName: woman.single.firstName,
        gender: 'FEMALE',
        verification: ALL,
      },
    ]);
    await check(woman, { phone: false, single: true, genotype: false });
    const after = AccountResponse.parse((await get('/api/v1/account', woman)).json()).data;
    expect(after.phoneVerified).toBe(false);
    expect(after.children[0]?.verification).toEqual({
      phone: false,
      single: true,
      genotype: false,
    });
  });
});
