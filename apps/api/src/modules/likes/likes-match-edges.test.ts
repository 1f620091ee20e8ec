// Matches beside the one followed in likes-match.test.ts: a match elsewhere meanwhile, a race
// the locks missed, and a woman's wali as the contact released.
import {
  LIKES_MESSAGES,
  LikeActionResponse,
  MATCH_GUIDANCE,
  MatchResponse,
} from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';
import { mapUniqueViolation } from './likes.service';

describe('matches: another match meanwhile, a race the locks missed', () => {
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
    expect(res.json()).toEqual({ code: 'ALREADY_MATCHED', message: LIKES_MESSAGES.otherMatched });
  });

  it('maps a unique index that still fires (a race the locks missed) to 409, never 500', async () => {
    const a = await h.family('MALE');
    const b = await h.family('FEMALE');
    const c = await h.family('FEMALE');
    const ab = likeId(await h.like(a, b.single));
    const ac = likeId(await h.like(a, c.single));
    expect((await h.respond(b, ab, 'accept')).statusCode).toBe(200);
    const second = h.database.db.insert(matches).values({
      likeId: ac,
      manId: a.single.id,
      womanId: c.single.id,
      createdAt: h.clock.now(),
    });
    const error = await second.then(
      () => null,
      (e: unknown) => e,
    );
    expect(() => mapUniqueViolation(error)).toThrow(
      expect.objectContaining({ code: 'ALREADY_MATCHED', statusCode: 409 }),
    );
  });
});

describe("matches: a woman's wali is the contact released (DECISIONS 35)", () => {
  let h: LikesHarness;
  let man: Family;
  let woman: Family;
  const wali = {
    waliName: 'Abdullahi Yusufwali',
    waliEmail: 'abdullahi.wali@example.com',
    waliPhoneNumber: '+447700900456',
  };
  const matchOf = async (who: Family) =>
    MatchResponse.parse(
      (await h.call('GET', `/api/v1/match/child/${who.single.id}`, who.token)).json(),
    ).data;
  const secrets = Object.values(wali);

  beforeAll(async () => {
    h = await createLikesHarness();
    man = await h.family('MALE');
    woman = await h.family('FEMALE', { single: wali });
  });
  afterAll(() => h.close());

  it("goes to the man's account only, only after the match, and is gone after a cancel", async () => {
    // Before: likes, lists and profiles on both sides carry nothing of the wali.
    const like = LikeActionResponse.parse((await h.like(man, woman.single)).json()).data.like._id;
    await h.call(
      'GET',
      `/api/v1/recommendation/${woman.single.id}?childId=${man.single.id}`,
      man.token,
    );
    await h.call('GET', `/api/v1/match/like/child/${man.single.id}/?type=given`, man.token);
    await h.call('GET', `/api/v1/match/like/child/${woman.single.id}/?type=received`, woman.token);
    await h.call('GET', `/api/v1/parent/?childId=${man.single.id}`, man.token);
    for (const body of h.bodies) {
      for (const secret of secrets) expect(body, secret).not.toContain(secret);
    }
    expect(await matchOf(man)).toBeNull();

    expect((await h.respond(woman, like, 'accept')).statusCode).toBe(200);
    const his = await matchOf(man);
    expect(his?.contact).toEqual({
      fullName: wali.waliName,
      email: wali.waliEmail,
      phone: wali.waliPhoneNumber,
      isWali: true,
    });
    // Not the account holder's, once she names a wali.
    expect(JSON.stringify(his)).not.toContain(woman.email);
    const hers = await matchOf(woman);
    expect(hers?.contact).toBeNull();
    // Each side is told whose contact went: her wali's.
    expect(his?.guidance).toBe(MATCH_GUIDANCE.manWali);
    expect(hers?.guidance).toBe(MATCH_GUIDANCE.womanWali);
    for (const secret of secrets) expect(JSON.stringify(hers), secret).not.toContain(secret);

    // The e-mails say whose contact it is, and carry none of it.
    await h.flushMail();
    const toWoman = h.smtp.received.filter((m) => m.to === woman.email).at(-1);
    expect(toWoman?.text).toContain('wali named in her profile');
    const toMan = h.smtp.received.filter((m) => m.to === man.email).at(-1);
    expect(toMan?.text).toContain("Her wali's contact is now on your match page");
    for (const mail of h.smtp.received) {
      for (const secret of secrets) expect(mail.text, secret).not.toContain(secret);
    }

    const res = await h.call('PUT', `/api/v1/match/cancel/child/${man.single.id}`, man.token, {
      match: his?.match_id,
      action: 'confirm',
    });
    expect(res.statusCode).toBe(200);
    expect(await matchOf(man)).toBeNull();
  });

  it("falls back to the account holder's contact when the woman names no wali", async () => {
    const other = await h.family('MALE');
    const plain = await h.family('FEMALE');
    const like = LikeActionResponse.parse((await h.like(other, plain.single)).json()).data.like._id;
    expect((await h.respond(plain, like, 'accept')).statusCode).toBe(200);
    expect((await matchOf(other))?.contact).toEqual({
      fullName: `${plain.names[0]} ${plain.names[1]}`,
      email: plain.email,
      phone: plain.phone,
      isWali: false,
    });
  });
});
