// Her consent before her contact (decision 084): an acceptance waits for her own yes.
import {
  CONFIRMATION_MESSAGES,
  CONSENT_MESSAGES,
  ConsentViewResponse,
  LIKES_MESSAGES,
  LikeActionResponse,
  LikesResponse,
  MatchResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeNonResponses, likes, matches } from '../../db/schema';
import { consentSteps } from '../../test/consent-steps';
import {
  createLikesHarness,
  DAY_MS,
  type Family,
  type LikesHarness,
  privateOf,
} from '../../test/likes-fixtures';

describe('her consent before a match', () => {
  let h: LikesHarness;
  let steps: ReturnType<typeof consentSteps>;
  const likeId = (res: { json(): unknown }) => LikeActionResponse.parse(res.json()).data.like._id;
  const likeRow = async (id: string) =>
    (await h.database.db.select().from(likes).where(eq(likes.id, id)))[0];
  const matchOf = async (who: Family) =>
    MatchResponse.parse(
      (await h.call('GET', `/api/v1/match/child/${who.single.id}`, who.token)).json(),
    ).data;
  const listed = async (who: Family, type: 'given' | 'received') =>
    LikesResponse.parse(
      (
        await h.call('GET', `/api/v1/match/like/child/${who.single.id}/?type=${type}`, who.token)
      ).json(),
    ).data;

  /** A man's family, a woman's family whose single confirmed with "ask me" on. */
  async function couple(channel: 'email' | 'phone' = 'email') {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const her = await steps.confirm(woman, true, channel);
    return { man, woman, her };
  }

  beforeAll(async () => {
    h = await createLikesHarness();
    steps = consentSteps(h);
  });
  afterAll(() => h.close());

  it('her choice is hers: set with her yes, changed on her standing link, never by her guardian', async () => {
    const woman = await h.family('FEMALE');
    const { standing } = await steps.confirm(woman, true);
    expect(await steps.status(woman)).toMatchObject({ state: 'confirmed', asksBeforeMatch: true });
    const view = await steps.publicCall('POST', '/api/v1/confirm-profile/view', {
      token: standing,
    });
    expect(view.json().data.asksBeforeMatch).toBe(true);

    // Her guardian's edit cannot carry it.
    const edit = await h.call('PUT', `/api/v1/parent/child/${woman.single.id}`, woman.token, {
      asksBeforeMatch: false,
    });
    expect(edit.statusCode).not.toBe(500);
    expect((await steps.status(woman)).asksBeforeMatch).toBe(true);

    // Her standing link turns it off without withdrawing.
    const off = await steps.publicCall('PUT', '/api/v1/confirm-profile', {
      token: standing,
      agree: true,
      asksBeforeMatch: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(CONFIRMATION_MESSAGES.asksSaved);
    expect(await steps.status(woman)).toMatchObject({ state: 'confirmed', asksBeforeMatch: false });

    // A man's single has no such choice.
    const man = await h.family('MALE');
    await steps.confirm(man, true);
    expect((await steps.status(man)).asksBeforeMatch).toBe(false);
  });

  it('her family accepting waits for her; her yes makes the match and releases the contact', async () => {
    const { man, woman, her } = await couple();
    const id = likeId(await h.like(man, woman.single));
    const accepted = await h.respond(woman, id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: CONSENT_MESSAGES.sentToHer,
      data: { like: { _id: id, status: 'pending' }, match_id: null },
    });
    expect(await matchOf(man)).toBeNull();
    expect(await h.database.db.select().from(matches).where(eq(matches.likeId, id))).toEqual([]);
    expect((await listed(man, 'given'))[0]).toMatchObject({ status: 'pending', awaitingHer: true });
    expect((await listed(woman, 'received'))[0]).toMatchObject({ awaitingHer: true });
    const profile = await h.call(
      'GET',
      `/api/v1/recommendation/${man.single.id}?childId=${woman.single.id}`,
      woman.token,
    );
    expect(profile.json().data.relation.received).toMatchObject({
      status: 'pending',
      awaitingHer: true,
    });

    // Her family cannot answer again.
    for (const reaction of ['accept', 'reject'] as const) {
      const again = await h.respond(woman, id, reaction);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CONSENT_MESSAGES.awaitingHer);
    }

    const token = await steps.consentToken(her.address);
    expect(token.length).toBeGreaterThan(30);
    expect(JSON.stringify(await likeRow(id))).not.toContain(token);
    const view = await steps.view(token);
    expect(view.statusCode, view.body).toBe(200);
    const shown = ConsentViewResponse.parse(view.json()).data;
    expect(shown.profile.id).toBe(man.single.id);
    for (const secret of privateOf(man)) expect(view.body).not.toContain(secret);

    const yes = await steps.answer(token, true);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({
      data: { state: 'matched' },
      message: CONSENT_MESSAGES.agreed,
    });
    const match = await matchOf(man);
    expect(match?.contact?.email).toBe(woman.email);
    expect((await likeRow(id))?.status).toBe('accepted');
    await h.flushMail();
    expect(h.smtp.latestTo(man.email)?.text).toContain(woman.email);

    // Single use.
    expect((await steps.answer(token, true)).statusCode).toBe(404);
    const spent = await steps.view(token);
    expect(spent.statusCode).toBe(404);
    expect(spent.json().message).toBe(CONSENT_MESSAGES.linkInvalid);
  });

  it("the man's family accepting her family's like waits too; her no declines it and tells her family", async () => {
    const { man, woman, her } = await couple();
    const id = likeId(await h.like(woman, man.single));
    const accepted = await h.respond(man, id, 'accept');
    expect(accepted.json().message).toBe(CONSENT_MESSAGES.sentToHer);
    expect((await listed(man, 'received'))[0]).toMatchObject({ awaitingHer: true });
    expect((await listed(woman, 'given'))[0]).toMatchObject({ awaitingHer: true });
    expect(await matchOf(man)).toBeNull();

    const no = await steps.answer(await steps.consentToken(her.address), false);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toMatchObject({ data: { state: 'declined' } });
    expect((await likeRow(id))?.status).toBe('rejected');
    await h.flushMail();
    const told = h.smtp.latestTo(woman.email);
    expect(told?.subject).toContain('said no');
    expect(told?.text).toContain(man.single.displayId);
    // The man's side hears nothing of whose no it was.
    expect(h.smtp.received.some((m) => m.to === man.email && m.subject.includes('said no'))).toBe(
      false,
    );
    expect(await matchOf(man)).toBeNull();
  });

  it('a week without her answer expires the like, not counted as her family not answering', async () => {
    const { man, woman, her } = await couple();
    const id = likeId(await h.like(man, woman.single));
    await h.respond(woman, id, 'accept');
    const token = await steps.consentToken(her.address);
    h.clock.advance(7 * DAY_MS - 60_000);
    await h.app.likesWorker.runOnce();
    expect((await likeRow(id))?.status).toBe('pending');
    h.clock.advance(60_000);
    await h.app.likesWorker.runOnce();
    expect((await likeRow(id))?.status).toBe('expired');
    const recorded = await h.database.db
      .select()
      .from(likeNonResponses)
      .where(eq(likeNonResponses.likeId, id));
    expect(recorded).toEqual([]);
    expect((await steps.view(token)).statusCode).toBe(404);
    expect((await steps.answer(token, true)).statusCode).toBe(404);
  });

  it('a withdrawn like voids her link; her yes then makes nothing', async () => {
    const { man, woman, her } = await couple();
    const id = likeId(await h.like(man, woman.single));
    await h.respond(woman, id, 'accept');
    const token = await steps.consentToken(her.address);
    const unlike = await h.call('PUT', `/api/v1/match/unlike/child/${man.single.id}`, man.token, {
      profile: woman.single.id,
    });
    expect(unlike.statusCode, unlike.body).toBe(200);
    expect((await steps.view(token)).statusCode).toBe(404);
    const yes = await steps.answer(token, true);
    expect(yes.statusCode).toBe(409);
    expect(yes.json().message).toBe(CONSENT_MESSAGES.closed);
    expect(await matchOf(man)).toBeNull();
  });

  it('a race: her yes against his withdrawal gives one outcome', async () => {
    const { man, woman, her } = await couple();
    const id = likeId(await h.like(man, woman.single));
    await h.respond(woman, id, 'accept');
    const token = await steps.consentToken(her.address);
    const [yes, unlike] = await Promise.all([
      steps.answer(token, true),
      h.call('PUT', `/api/v1/match/unlike/child/${man.single.id}`, man.token, {
        profile: woman.single.id,
      }),
    ]);
    const status = (await likeRow(id))?.status;
    if (yes.statusCode === 200) {
      expect(unlike.statusCode).toBe(409);
      expect(unlike.json().message).toBe(LIKES_MESSAGES.unlikeMatched);
      expect(status).toBe('accepted');
    } else {
      expect(yes.statusCode).toBe(409);
      expect(unlike.statusCode).toBe(200);
      expect(status).toBe('withdrawn');
      expect(await matchOf(man)).toBeNull();
    }
  });

  it('her yes after he matched with someone else answers 409 and makes nothing', async () => {
    const { man, woman, her } = await couple();
    const id = likeId(await h.like(man, woman.single));
    await h.respond(woman, id, 'accept');
    const other = await h.family('FEMALE');
    const otherLike = likeId(await h.like(other, man.single));
    expect((await h.respond(man, otherLike, 'accept')).statusCode).toBe(200);
    const yes = await steps.answer(await steps.consentToken(her.address), true);
    expect(yes.statusCode).toBe(409);
    expect(yes.json()).toMatchObject({
      code: 'ALREADY_MATCHED',
      message: CONSENT_MESSAGES.matchedElsewhere,
      messageId: 'server.consentMatchedElsewhere',
    });
    expect((await likeRow(id))?.status).toBe('pending');
    expect(await matchOf(woman)).toBeNull();
  });

  it('her link goes by text when her confirmation went to her phone', async () => {
    const { man, woman, her } = await couple('phone');
    const id = likeId(await h.like(man, woman.single));
    await h.respond(woman, id, 'accept');
    const token = await steps.consentToken(her.address);
    expect(token.length).toBeGreaterThan(30);
    expect((await steps.answer(token, true)).statusCode).toBe(200);
    expect((await matchOf(man))?.contact).not.toBeNull();
  });

  it('without her choice on, an acceptance makes the match at once', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    await steps.confirm(woman, false);
    const id = likeId(await h.like(man, woman.single));
    const accepted = await h.respond(woman, id, 'accept');
    expect(accepted.json().message).toBe(LIKES_MESSAGES.accepted);
    expect(await matchOf(man)).not.toBeNull();
  });

  it('refuses bad input with 400', async () => {
    for (const body of [{}, { token: '' }, { token: 'a\u0000b' }, { token: 'x'.repeat(200) }]) {
      expect((await steps.publicCall('POST', '/api/v1/consent/view', body)).statusCode).toBe(400);
    }
    for (const body of [
      { token: 'abc' },
      { token: 'abc', agree: 'yes' },
      { token: 'a\u0000', agree: true },
    ]) {
      expect((await steps.publicCall('PUT', '/api/v1/consent', body)).statusCode).toBe(400);
    }
    expect((await steps.answer('a'.repeat(43), true)).statusCode).toBe(404);
  });
});
