// A woman single's wali: the contact a match releases to the man's side when she names one.
import { LikeActionResponse, MatchResponse } from '@waliyy/contract';
import { MATCH_GUIDANCE } from '@waliyy/contract/likes-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';

describe("matches: a woman's wali is the contact released (decision 061)", () => {
  let h: LikesHarness;
  let man: Family;
  let woman: Family;
  const wali = {
    waliName: 'Abdullahi Yusufwali',
    waliEmail: 'abdullahi.wali@example.com',
    waliPhoneNumber: '+447911123456',
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

    // The e-mails say whose contact it is; only the man's carries it (DECISIONS.md 44): the
    // wali's name, e-mail and phone, and nothing of her account holder's.
    await h.flushMail();
    const toWoman = h.smtp.received.filter((m) => m.to === woman.email).at(-1);
    expect(toWoman?.text).toContain('wali named in her profile');
    const toMan = h.smtp.received.filter((m) => m.to === man.email).at(-1);
    expect(toMan?.text).toContain("Her wali's contact is below");
    expect(toMan?.text).toContain(`Wali: ${wali.waliName}`);
    expect(toMan?.text).toContain(`E-mail: ${wali.waliEmail}`);
    expect(toMan?.text).toContain(`Phone: ${wali.waliPhoneNumber}`);
    for (const secret of secrets) expect(toMan?.html, secret).toContain(secret);
    for (const secret of [woman.email, woman.phone, woman.names[0], woman.names[1]]) {
      expect(toMan?.text, secret).not.toContain(secret);
      expect(toMan?.html, secret).not.toContain(secret);
    }
    for (const mail of h.smtp.received.filter((m) => m !== toMan)) {
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
