// Decision 020 (DECISIONS.md 44): a like item and the match carry the other single's whole
// public profile beside the card, with that single's real values, and nothing private.
import { cardAbout, LikesResponse, MatchResponse, PublicProfileResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import {
  createLikesHarness,
  type Family,
  type LikesHarness,
  privateOf,
} from '../../test/likes-fixtures';
import { withStatementLog } from '../../test/statement-log';
import { withoutVerification } from '../../test/verification-text';

/** Values unlike the test profile's defaults, so a default or a blank cannot pass for them. */
const HERS = {
  genotype: 'AS',
  height: 1.58,
  weight: 54.5,
  maritalStatus: 'DIVORCED',
  hasChildren: true,
  isSmoker: false,
  isDrinker: false,
  hasAddictions: false,
  citizenship: 'Ghanaian',
  state: 'Oyo',
  aboutDressing: 'Jilbab at home and abroad.',
  about: `${'Patient and cheerful, she loves books. '.repeat(6)}The end.`,
};
const HIS = {
  genotype: 'AA',
  height: 1.87,
  weight: 82,
  maritalStatus: 'WIDOWED',
  hasChildren: false,
  isSmoker: true,
  isDrinker: false,
  hasAddictions: true,
  citizenship: 'Sudanese',
  isPolygamous: true,
};
/** The wire's keys that are private (decision 027): none may appear on the other single. */
const PRIVATE_KEYS = [
  'firstName',
  'lastName',
  'fullName',
  'yearOfBirth',
  'monthOfBirth',
  'email',
  'phone',
  'userId',
  'waliName',
  'waliEmail',
  'waliPhoneNumber',
  'isPaused',
];

describe('likes and the match carry the public profile (decision 020)', () => {
  let h: LikesHarness;
  let statements: string[];
  let man: Family;
  let woman: Family;

  const list = async (who: Family, type: 'given' | 'received') => {
    const url = `/api/v1/match/like/child/${who.single.id}/?type=${type}`;
    const res = await h.call('GET', url, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, page: LikesResponse.parse(res.json()) };
  };
  /** What GET /recommendation/{id} answers of `profile` to `viewer`, less the viewer's parts. */
  const publicProfile = async (viewer: Family, profile: Family) => {
    const url = `/api/v1/recommendation/${profile.single.id}?childId=${viewer.single.id}`;
    const res = await h.call('GET', url, viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    const {
      compatibility: _c,
      relation: _r,
      ...fields
    } = PublicProfileResponse.parse(res.json()).data;
    return fields;
  };
  const expectNothingPrivate = (body: string, other: Family) => {
    for (const key of PRIVATE_KEYS) {
      expect(withoutVerification(body), key).not.toContain(`"${key}"`);
    }
    for (const secret of privateOf(other)) expect(body, secret).not.toContain(secret);
  };

  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createLikesHarness({}, { database: logged.database });
    man = await h.family('MALE', { single: HIS });
    woman = await h.family('FEMALE', {
      single: {
        ...HERS,
        waliName: 'Musa Qxwaliname',
        waliEmail: 'musa.qxwali@example.com',
        waliPhoneNumber: '+2348039998877',
      },
    });
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  it("gives his side her whole public profile on the given like, with her values, the card's about", async () => {
    const { body, page } = await list(man, 'given');
    const [like] = page.data;
    const receiver = like && 'receiver' in like ? like.receiver : undefined;
    const profile = await publicProfile(man, woman);
    // Every field GET /recommendation/{id} answers, the same values, the card's cut about.
    expect(receiver).toEqual({
      ...profile,
      about: cardAbout(profile.about),
      _id: woman.single.id,
    });
    expect(receiver).toMatchObject({ ...HERS, about: cardAbout(HERS.about) });
    expect(receiver?.about).not.toBe(HERS.about);
    expect(receiver?.isPolygamous).toBeNull();
    expectNothingPrivate(body, woman);
  });

  it('gives her side his whole public profile on the received like: the booleans as he stated them', async () => {
    const { body, page } = await list(woman, 'received');
    const [like] = page.data;
    const initiator = like && 'initiator' in like ? like.initiator : undefined;
    const profile = await publicProfile(woman, man);
    expect(initiator).toEqual({ ...profile, about: cardAbout(profile.about), _id: man.single.id });
    expect(initiator).toMatchObject(HIS);
    expectNothingPrivate(body, man);
  });

  it('reads the profiles of a page in the one query: as many statements for 3 likes as for 1', async () => {
    const count = async () => {
      const before = statements.length;
      await list(woman, 'received');
      return statements.length - before;
    };
    const one = await count();
    for (const gender of ['MALE', 'MALE'] as const) {
      const suitor = await h.family(gender);
      expect((await h.like(suitor, woman.single)).statusCode).toBe(200);
    }
    expect((await list(woman, 'received')).page.data).toHaveLength(3);
    expect(await count()).toBe(one);
  });

  it('gives each side of the match the other single’s public profile; only his holds her contact', async () => {
    const [like] = (await list(woman, 'received')).page.data.filter(
      (l) => 'initiator' in l && l.initiator.id === man.single.id,
    );
    expect((await h.respond(woman, like?._id ?? '', 'accept')).statusCode).toBe(200);

    const hisRes = await h.call('GET', `/api/v1/match/child/${man.single.id}`, man.token);
    const his = MatchResponse.parse(hisRes.json()).data;
    const her = await publicProfile(man, woman);
    expect(his?.match).toEqual({ ...her, about: cardAbout(her.about) });
    expect(his?.match).toMatchObject({ height: 1.58, weight: 54.5, citizenship: 'Ghanaian' });
    // The released contact sits beside the profile, never in it (decisions 028, 061).
    expect(his?.contact).toMatchObject({ fullName: 'Musa Qxwaliname', isWali: true });
    const hisMatch = JSON.stringify(his?.match);
    for (const key of PRIVATE_KEYS) {
      expect(withoutVerification(hisMatch), key).not.toContain(`"${key}"`);
    }
    for (const secret of privateOf(woman)) expect(hisMatch, secret).not.toContain(secret);

    const herRes = await h.call('GET', `/api/v1/match/child/${woman.single.id}`, woman.token);
    const hers = MatchResponse.parse(herRes.json()).data;
    const him = await publicProfile(woman, man);
    expect(hers?.match).toEqual({ ...him, about: cardAbout(him.about) });
    expect(hers?.match).toMatchObject(HIS);
    expect(hers?.contact).toBeNull();
    expectNothingPrivate(herRes.body, man);
  });
});
