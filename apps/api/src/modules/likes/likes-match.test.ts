// Matches: accepting, the contact, cancelling, e-mails and privacy, one match followed through.
import {
  LIKES_MESSAGES,
  LikeActionResponse,
  MatchResponse,
  PublicProfileResponse,
} from '@waliyy/contract';
import { MATCH_GUIDANCE } from '@waliyy/contract/likes-messages';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import {
  createLikesHarness,
  type Family,
  type LikesHarness,
  privateOf,
} from '../../test/likes-fixtures';
import { withoutVerification } from '../../test/verification-text';

describe('matches: accepting, the contact, cancelling, e-mails and privacy', () => {
  let h: LikesHarness;
  let man: Family;
  let woman: Family;
  let matchId: string;

  const likeId = (res: { json(): unknown }) => LikeActionResponse.parse(res.json()).data.like._id;
  const matchOf = async (who: Family) => {
    const res = await h.call('GET', `/api/v1/match/child/${who.single.id}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return MatchResponse.parse(res.json());
  };
  const cancel = (who: Family, match: string) =>
    h.call('PUT', `/api/v1/match/cancel/child/${who.single.id}`, who.token, {
      match,
      action: 'confirm',
    });
  const mailTo = (family: Family) => h.smtp.received.filter((m) => m.to === family.email);

  beforeAll(async () => {
    h = await createLikesHarness();
    man = await h.family('MALE');
    woman = await h.family('FEMALE');
  });
  afterAll(() => h.close());

  it('has no match at first: data null (decision 036)', async () => {
    expect(await matchOf(man)).toEqual({ message: LIKES_MESSAGES.noMatch, data: null });
  });

  it('e-mails the receiving account about a like: its own single by first name, the other by display id, nothing private', async () => {
    await h.flushMail();
    const before = h.smtp.received.length;
    const res = await h.like(man, woman.single);
    expect(res.statusCode).toBe(200);
    await h.flushMail();
    const sent = h.smtp.received.slice(before);
    expect(sent.map((m) => m.to)).toEqual([woman.email]);
    const mail = sent[0];
    // Her family knows her name; the other family's single keeps its display id (decision 021).
    expect(mail?.subject).toBe(`Someone is interested in ${woman.single.firstName}`);
    expect(mail?.text).toContain(man.single.displayId);
    expect(mail?.text).not.toContain(woman.single.displayId);
    for (const secret of privateOf(man)) {
      expect(mail?.text, secret).not.toContain(secret);
      expect(mail?.html, secret).not.toContain(secret);
    }
  });

  it('accepting makes the match: both accounts e-mailed, a replay answers the same match', async () => {
    const [like] = (
      await h.call('GET', `/api/v1/match/like/child/${woman.single.id}/?type=received`, woman.token)
    ).json().data;
    const res = await h.respond(woman, like._id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    const data = LikeActionResponse.parse(res.json()).data;
    expect(data).toMatchObject({ message: LIKES_MESSAGES.accepted, like: { status: 'accepted' } });
    matchId = data.match_id ?? '';
    expect(matchId).toMatch(/^[0-9a-f-]{36}$/);
    const replay = await h.respond(woman, like._id, 'accept');
    expect(replay.statusCode).toBe(200);
    expect(LikeActionResponse.parse(replay.json()).data.match_id).toBe(matchId);
    const rows = await h.database.db
      .select()
      .from(matches)
      .where(or(eq(matches.manId, man.single.id), eq(matches.womanId, woman.single.id)));
    expect(rows).toHaveLength(1);

    await h.flushMail();
    expect(mailTo(man).at(-1)?.subject).toBe(
      `${man.single.firstName} has a match: ${woman.single.displayId}`,
    );
    expect(mailTo(woman).at(-1)?.subject).toBe(
      `${woman.single.firstName} has a match: ${man.single.displayId}`,
    );
    // The man's side is e-mailed the contact the match released (DECISIONS.md 44): her account
    // holder's name, e-mail and phone, as his match page shows them. Otherwise a family reads
    // its own greeting and its own single's first name, nothing of the other family.
    const released = [`${woman.names[0]} ${woman.names[1]}`, woman.email, woman.phone];
    const toHim = mailTo(man).at(-1);
    for (const value of released) {
      expect(toHim?.text, value).toContain(value);
      expect(toHim?.html, value).toContain(value);
    }
    for (const mail of h.smtp.received) {
      for (const secret of [...privateOf(man), ...privateOf(woman)]) {
        if (mail.to === man.email && [man.names[0], man.single.firstName].includes(secret)) {
          continue;
        }
        if (mail === toHim && released.join(' ').includes(secret)) continue;
        if (mail.to === woman.email && [woman.names[0], woman.single.firstName].includes(secret)) {
          continue;
        }
        expect(mail.text, secret).not.toContain(secret);
        expect(mail.html, secret).not.toContain(secret);
      }
    }
  });

  it("gives the woman's guardian's contact to the man's side only, with the guidance", async () => {
    const his = (await matchOf(man)).data;
    expect(his).toMatchObject({
      match_id: matchId,
      match: { id: woman.single.id, displayId: woman.single.displayId, gender: 'FEMALE' },
      contact: {
        fullName: `${woman.names[0]} ${woman.names[1]}`,
        email: woman.email,
        phone: woman.phone,
        isWali: false,
      },
      guidance: MATCH_GUIDANCE.man,
    });
    // The guidance sits under the contact: it points to "these details", not "below".
    expect(his?.guidance).not.toMatch(/below|above/);
    const hers = (await matchOf(woman)).data;
    expect(hers).toMatchObject({
      match_id: matchId,
      match: { id: man.single.id, displayId: man.single.displayId, gender: 'MALE' },
      contact: null,
      guidance: MATCH_GUIDANCE.woman,
    });
    const raw = JSON.stringify(hers);
    for (const secret of privateOf(man)) expect(raw, secret).not.toContain(secret);
    for (const secret of [woman.single.firstName, woman.single.lastName]) {
      expect(JSON.stringify(his), secret).not.toContain(secret);
    }
    const profile = await h.call(
      'GET',
      `/api/v1/recommendation/${man.single.id}?childId=${woman.single.id}`,
      woman.token,
    );
    expect(PublicProfileResponse.parse(profile.json()).data.relation).toMatchObject({
      received: { status: 'accepted' },
      matched: true,
    });

    // His family pausing him ('in talks') hides him from everyone else, not from his match.
    const pause = (paused: boolean) =>
      h.call('PUT', `/api/v1/parent/child/${man.single.id}/pause`, man.token, { paused });
    expect((await pause(true)).statusCode).toBe(200);
    const paused = await h.call(
      'GET',
      `/api/v1/recommendation/${man.single.id}?childId=${woman.single.id}`,
      woman.token,
    );
    expect(paused.statusCode, paused.body).toBe(200);
    expect(PublicProfileResponse.parse(paused.json()).data.relation?.matched).toBe(true);
    const stranger = await h.family('FEMALE');
    const other = await h.call(
      'GET',
      `/api/v1/recommendation/${man.single.id}?childId=${stranger.single.id}`,
      stranger.token,
    );
    expect(other.statusCode).toBe(404);
    expect((await pause(false)).statusCode).toBe(200);
  });

  it('409 ALREADY_MATCHED: accepting while matched, on either side; liking while matched', async () => {
    // Another woman liked the matched man: he cannot accept while matched.
    const second = await h.family('FEMALE');
    const hers = likeId(await h.like(second, man.single));
    const self = await h.respond(man, hers, 'accept');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      code: 'ALREADY_MATCHED',
      message: LIKES_MESSAGES.selfMatched,
      messageId: 'server.likesSelfMatched',
    });
    // A suitor liked the matched woman: she cannot accept either.
    const suitor = await h.family('MALE');
    const his = likeId(await h.like(suitor, woman.single));
    const hersToo = await h.respond(woman, his, 'accept');
    expect(hersToo.statusCode).toBe(409);
    expect(hersToo.json().code).toBe('ALREADY_MATCHED');
    // A matched single does not start a new interest.
    const third = await h.family('FEMALE');
    const liked = await h.like(man, third.single);
    expect(liked.statusCode).toBe(409);
    expect(liked.json()).toEqual({
      code: 'ALREADY_MATCHED',
      message: LIKES_MESSAGES.selfMatched,
      messageId: 'server.likesSelfMatched',
    });
    // The refused likes stay pending: they can be answered once the match ends.
    const received = await h.call(
      'GET',
      `/api/v1/match/like/child/${man.single.id}/?type=received`,
      man.token,
    );
    expect(received.json().data).toMatchObject([{ _id: hers, status: 'pending' }]);
  });

  it('crossing likes fold into one match', async () => {
    const a = await h.family('MALE');
    const b = await h.family('FEMALE');
    const ab = likeId(await h.like(a, b.single));
    const ba = likeId(await h.like(b, a.single));
    const first = await h.respond(b, ab, 'accept');
    const second = await h.respond(a, ba, 'accept');
    expect(second.statusCode, second.body).toBe(200);
    expect(LikeActionResponse.parse(second.json()).data.match_id).toBe(
      LikeActionResponse.parse(first.json()).data.match_id,
    );
  });

  it('cancelling ends it for both: the contact is gone, the other account e-mailed, both may like again', async () => {
    await h.flushMail();
    const before = h.smtp.received.length;
    const res = await cancel(man, matchId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: LIKES_MESSAGES.matchCancelled, data: null });
    expect((await cancel(man, matchId)).statusCode).toBe(200); // a replay
    expect((await matchOf(man)).data).toBeNull();
    expect((await matchOf(woman)).data).toBeNull();
    await h.flushMail();
    const sent = h.smtp.received.slice(before);
    expect(sent.map((m) => m.to)).toEqual([woman.email]);
    expect(sent[0]?.subject).toBe(
      `The match between ${woman.single.firstName} and ${man.single.displayId} has ended`,
    );
    const given = await h.call(
      'GET',
      `/api/v1/match/like/child/${man.single.id}/?type=given`,
      man.token,
    );
    expect(given.json().data).toEqual([]);
    // Both may like again, and match again.
    const again = likeId(await h.like(man, woman.single));
    expect((await h.respond(woman, again, 'accept')).statusCode).toBe(200);
    // The other side cancels this time.
    const { data } = await matchOf(woman);
    expect((await cancel(woman, data?.match_id ?? '')).statusCode).toBe(200);
    expect((await matchOf(man)).data).toBeNull();
  });

  it('cancel of an unknown match, or of a match that is not this single’s, is 404', async () => {
    const stranger = await h.family('FEMALE');
    const res = await cancel(stranger, matchId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LIKES_MESSAGES.matchNotFound);
    expect((await cancel(man, 'nope')).statusCode).toBe(404);
  });

  it('never sends a private field of the other side in lists, like answers or profiles', async () => {
    // The man's side legitimately sees the woman's guardian in GET /match (decision 028).
    const bodies = h.bodies.filter((b) => b.includes('"data"') && !b.includes('"contact":{'));
    expect(bodies.length).toBeGreaterThan(30);
    const rows = await h.database.db.query.children.findMany();
    const accounts = await h.database.db.query.users.findMany();
    const forbidden = [
      '"firstName"',
      '"lastName"',
      '"fullName"',
      '"yearOfBirth"',
      '"monthOfBirth"',
      '"email"',
      '"phone"',
      '"userId"',
      ...rows.flatMap((r) => [r.firstName, r.lastName]),
      ...rows
        .flatMap((r) => [r.waliName, r.waliEmail, r.waliPhoneNumber])
        .filter((v) => v !== null),
      ...accounts.flatMap((a) => [a.firstName, a.lastName, a.email, a.phone]),
    ];
    for (const body of bodies) {
      for (const word of forbidden) expect(withoutVerification(body), word).not.toContain(word);
    }
  });
});
