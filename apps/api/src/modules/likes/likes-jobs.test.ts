import { LIKES_MESSAGES, LikeActionResponse, MatchResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeNonResponses, likes, matches } from '../../db/schema';
import {
  createLikesHarness,
  DAY_MS,
  type Family,
  type LikesHarness,
  privateOf,
} from '../../test/likes-fixtures';
import { setAccountSuspended } from '../discovery/visibility.repository';
import { claimDueReminders } from './likes-jobs.repository';

describe('likes: the 7-day reminder, the 14-day expiry and deletions', () => {
  let h: LikesHarness;

  const likeId = (res: { json(): unknown }) => LikeActionResponse.parse(res.json()).data.like._id;
  const statusOf = async (id: string) =>
    (await h.database.db.select().from(likes).where(eq(likes.id, id)))[0]?.status;
  const run = () => h.app.likesWorker.runOnce();
  /** The likes e-mails to a family (each family's plan also brought it a receipt). */
  const mailTo = (family: Family) =>
    h.smtp.received.filter((m) => m.to === family.email && !m.subject.includes('receipt'));
  const matchOf = async (who: Family) =>
    MatchResponse.parse(
      (await h.call('GET', `/api/v1/match/child/${who.single.id}`, who.token)).json(),
    ).data;

  beforeAll(async () => {
    h = await createLikesHarness();
  });
  afterAll(() => h.close());

  it('reminds the receiving account once at 7 days and expires the like at 14, recording the non-response', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const id = likeId(await h.like(man, woman.single));
    await h.flushMail();
    expect(mailTo(woman)).toHaveLength(1);

    h.clock.advance(7 * DAY_MS - 60_000);
    expect(await run()).toEqual({ expired: 0, reminded: 0 });
    h.clock.advance(60_000);
    expect(await run()).toEqual({ expired: 0, reminded: 1 });
    expect(await run()).toEqual({ expired: 0, reminded: 0 });
    await h.flushMail();
    const reminder = mailTo(woman).at(-1);
    expect(reminder?.subject).toBe(
      `A family is waiting for your answer about ${woman.single.firstName}`,
    );
    expect(reminder?.text).toContain(man.single.displayId);
    for (const secret of privateOf(man)) expect(reminder?.text).not.toContain(secret);
    expect(mailTo(man)).toHaveLength(0);
    expect(await statusOf(id)).toBe('pending');

    h.clock.advance(7 * DAY_MS - 60_000);
    expect((await run()).expired).toBe(0);
    h.clock.advance(60_000);
    expect((await run()).expired).toBe(1);
    expect(await statusOf(id)).toBe('expired');
    const recorded = await h.database.db
      .select()
      .from(likeNonResponses)
      .where(eq(likeNonResponses.userId, woman.userId));
    expect(recorded).toMatchObject([{ childId: woman.single.id, likeId: id }]);

    // Gone from the lists, too late to accept, and the pair may like again.
    const given = await h.call(
      'GET',
      `/api/v1/match/like/child/${man.single.id}/?type=given`,
      man.token,
    );
    expect(given.json().data).toEqual([]);
    const late = await h.respond(woman, id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LIKES_MESSAGES.likeClosed);
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
    await h.call('PUT', `/api/v1/match/unlike/child/${man.single.id}`, man.token, {
      profile: woman.single.id,
    });

    // His family deleting his profile takes the likes with it, not her family's record.
    const gone = await h.call('DELETE', `/api/v1/parent/child/${man.single.id}`, man.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      await h.database.db
        .select()
        .from(likeNonResponses)
        .where(eq(likeNonResponses.userId, woman.userId)),
    ).toMatchObject([{ childId: woman.single.id, likeId: null }]);
  });

  it('works through more likes than one batch, and skips answered ones', async () => {
    const woman = await h.family('FEMALE');
    const men = await Promise.all(Array.from({ length: 7 }, () => h.family('MALE')));
    const ids = [];
    for (const man of men) ids.push(likeId(await h.like(man, woman.single)));
    expect((await h.respond(woman, ids[0] ?? '', 'reject')).statusCode).toBe(200);
    h.clock.advance(7 * DAY_MS);
    expect((await run()).reminded).toBe(6);
    h.clock.advance(7 * DAY_MS);
    expect((await run()).expired).toBe(6);
    expect(await statusOf(ids[0] ?? '')).toBe('rejected');
    const recorded = await h.database.db
      .select()
      .from(likeNonResponses)
      .where(eq(likeNonResponses.userId, woman.userId));
    expect(recorded).toHaveLength(6);
  });

  it('neither reminds nor counts a non-response against a single that was matched meanwhile', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const suitor = await h.family('MALE');
    expect(
      (await h.respond(woman, likeId(await h.like(man, woman.single)), 'accept')).statusCode,
    ).toBe(200);
    const id = likeId(await h.like(suitor, woman.single));
    // Matched, she cannot accept: no reminder that warns her about not answering.
    h.clock.advance(7 * DAY_MS);
    expect((await run()).reminded).toBe(0);
    h.clock.advance(7 * DAY_MS);
    await run();
    expect(await statusOf(id)).toBe('expired');
    const recorded = await h.database.db
      .select()
      .from(likeNonResponses)
      .where(eq(likeNonResponses.likeId, id));
    expect(recorded).toEqual([]);
  });

  it('neither reminds nor counts a like from a family suspended meanwhile (it is hidden)', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const id = likeId(await h.like(man, woman.single));
    await setAccountSuspended(h.database.db, man.userId, true, h.clock.now());
    h.clock.advance(7 * DAY_MS);
    await run();
    const [row] = await h.database.db.select().from(likes).where(eq(likes.id, id));
    expect(row?.remindedAt).toBeNull();
    h.clock.advance(7 * DAY_MS);
    await run();
    expect(await statusOf(id)).toBe('expired');
    const recorded = await h.database.db
      .select()
      .from(likeNonResponses)
      .where(eq(likeNonResponses.likeId, id));
    expect(recorded).toEqual([]);
  });

  it("deleting an account cancels its single's match (the other family told) and withdraws its likes", async () => {
    const leaving = await h.family('MALE');
    const partner = await h.family('FEMALE');
    const liked = await h.family('FEMALE');
    const admirer = await h.family('FEMALE');
    expect(
      (await h.respond(partner, likeId(await h.like(leaving, partner.single)), 'accept'))
        .statusCode,
    ).toBe(200);
    // Likes that were pending before the match.
    await h.database.db.insert(likes).values([
      {
        initiatorId: leaving.single.id,
        receiverId: liked.single.id,
        createdAt: h.clock.now(),
      },
      {
        initiatorId: admirer.single.id,
        receiverId: leaving.single.id,
        createdAt: h.clock.now(),
      },
    ]);
    await h.flushMail();
    const before = h.smtp.received.length;

    const res = await h.call('PUT', '/api/v1/account/delete', leaving.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await matchOf(partner)).toBeNull();
    await h.flushMail();
    const told = h.smtp.received.slice(before).filter((m) => m.to === partner.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(
      `The match between ${partner.single.firstName} and ${leaving.single.displayId} has ended`,
    );
    expect(told[0]?.text).toContain('left Waliyy');
    for (const who of [liked, admirer]) {
      const type = who === liked ? 'received' : 'given';
      const list = await h.call(
        'GET',
        `/api/v1/match/like/child/${who.single.id}/?type=${type}`,
        who.token,
      );
      expect(list.json().data).toEqual([]);
    }
    const rows = await h.database.db
      .select()
      .from(matches)
      .where(eq(matches.womanId, partner.single.id));
    expect(rows).toEqual([]);
    // She is free to match again.
    const next = await h.family('MALE');
    expect(
      (await h.respond(partner, likeId(await h.like(next, partner.single)), 'accept')).statusCode,
    ).toBe(200);
  });

  it("deleting a single does the same for that single's match and likes", async () => {
    const family = await h.family('FEMALE');
    const other = await h.family('MALE');
    const admirer = await h.family('MALE');
    expect(
      (await h.respond(other, likeId(await h.like(family, other.single)), 'accept')).statusCode,
    ).toBe(200);
    const pending = likeId(await h.like(admirer, family.single));
    await h.flushMail();
    const before = h.smtp.received.length;
    const res = await h.call('DELETE', `/api/v1/parent/child/${family.single.id}`, family.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await matchOf(other)).toBeNull();
    expect(await statusOf(pending)).toBeUndefined();
    await h.flushMail();
    const told = h.smtp.received.slice(before);
    expect(told.map((m) => m.to)).toEqual([other.email]);
    expect(told[0]?.text).toContain('removed their profile');
    // Someone else's single is still 404, and nothing was touched.
    const stranger = await h.family('MALE');
    const refused = await h.call(
      'DELETE',
      `/api/v1/parent/child/${other.single.id}`,
      stranger.token,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('never reminds a like already past its life, whichever pass reaches it first', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const id = likeId(await h.like(man, woman.single));
    await h.flushMail();
    // The job did not run for 15 days: the like is due for the reminder and for the expiry.
    h.clock.advance(15 * DAY_MS);
    const now = h.clock.now().getTime();
    const claimed = await h.database.db.transaction((tx) =>
      claimDueReminders(tx, new Date(now - 7 * DAY_MS), new Date(now - 14 * DAY_MS), 1_000),
    );
    expect(claimed.map((like) => like.id)).not.toContain(id);
    await run();
    await h.flushMail();
    expect(await statusOf(id)).toBe('expired');
    expect(mailTo(woman)).toHaveLength(1);
  });
});
