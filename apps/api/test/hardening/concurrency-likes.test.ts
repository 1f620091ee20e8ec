// The races of likes and accepts (concurrency-world.ts sets the apps up).
import { LIKES_MESSAGES, LikeActionResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { likes, matches } from '../../src/db/schema';
import {
  atOnce,
  type ConcurrencyWorld,
  createConcurrencyWorld,
  errorTally,
  race,
  statusTally,
} from './concurrency-world';

// How a race is run and why it means something only on PostgreSQL: concurrency-accounts.test.ts.
describe('concurrency (decision 014)', () => {
  let w: ConcurrencyWorld;
  beforeAll(async () => {
    w = await createConcurrencyWorld();
  }, 120_000);
  afterAll(() => w?.close());

  describe('likes and accepts', () => {
    const LIKED = 'Someone is interested in %';
    const MATCHED = '% has a match: %';
    const likeOf = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(200);
      return LikeActionResponse.parse(res.json()).data;
    };
    const pair = () => Promise.all([w.likes.family('MALE'), w.likes.family('FEMALE')]);
    const men = (n: number) => atOnce(n, () => w.likes.family('MALE'));
    const likeRow = async (id: string) =>
      (await w.database.db.select().from(likes).where(eq(likes.id, id)))[0];
    const matchesOfLike = (likeId: string) =>
      w.database.db.select().from(matches).where(eq(matches.likeId, likeId));

    race(
      'one single liking the same profile again and again: one like row, every answer that like, one e-mail',
      async (n) => {
        const [man, woman] = await pair();
        const answered = (await atOnce(n, () => w.likes.like(man, woman.single))).map(
          (res) => likeOf(res).like,
        );
        expect(new Set(answered.map((l) => l._id)).size, 'every answer is the same like').toBe(1);
        expect(answered.every((l) => l.status === 'pending')).toBe(true);
        const rows = await w.likesBetween([man.single.id], woman.single.id);
        expect(rows.map((r) => [r.id, r.status])).toEqual([[answered[0]?._id, 'pending']]);
        expect(await w.mailCount(woman.email, LIKED)).toBe(1);
      },
    );

    race('many singles liking one profile at once: one like row and one e-mail each', async (n) => {
      const woman = await w.likes.family('FEMALE');
      const likers = await men(n);
      const results = await Promise.all(likers.map((man) => w.likes.like(man, woman.single)));
      const ids = results.map((res) => likeOf(res).like._id);
      const rows = await w.likesBetween(
        likers.map((m) => m.single.id),
        woman.single.id,
      );
      expect(new Set(ids).size, 'a like of its own for each').toBe(n);
      expect(rows).toHaveLength(n);
      expect(new Set(rows.map((r) => r.initiatorId)).size, 'each single once').toBe(n);
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      expect(await w.mailCount(woman.email, LIKED)).toBe(n);
    });

    race(
      'the same pending like accepted again and again: one match, one e-mail to each family',
      async (n) => {
        const [man, woman] = await pair();
        const likeId = likeOf(await w.likes.like(man, woman.single)).like._id;
        const answers = (await atOnce(n, () => w.likes.respond(woman, likeId, 'accept'))).map(
          likeOf,
        );
        expect(new Set(answers.map((a) => a.match_id)).size, 'every answer names one match').toBe(
          1,
        );
        expect(answers.every((a) => a.like.status === 'accepted')).toBe(true);
        const made = await matchesOfLike(likeId);
        expect(made.map((m) => [m.id, m.status, m.manId, m.womanId])).toEqual([
          [answers[0]?.match_id, 'active', man.single.id, woman.single.id],
        ]);
        expect((await likeRow(likeId))?.status).toBe('accepted');
        expect(await w.mailCount(man.email, MATCHED)).toBe(1);
        expect(await w.mailCount(woman.email, MATCHED)).toBe(1);
      },
    );

    race(
      'accepts and rejects of one like racing: one final state, the losing side 409 CONFLICT',
      async (n) => {
        const [man, woman] = await pair();
        const likeId = likeOf(await w.likes.like(man, woman.single)).like._id;
        const reactionOf = (i: number) => (i % 2 === 0 ? 'accept' : 'reject');
        const results = await atOnce(n, (i) => w.likes.respond(woman, likeId, reactionOf(i)));

        const final = (await likeRow(likeId))?.status;
        expect(['accepted', 'rejected']).toContain(final);
        const winner = final === 'accepted' ? 'accept' : 'reject';
        const won = results.filter((_, i) => reactionOf(i) === winner);
        const lost = results.filter((_, i) => reactionOf(i) !== winner);
        expect(won.map((res) => likeOf(res).like.status)).toEqual(Array(won.length).fill(final));
        const why =
          winner === 'accept'
            ? LIKES_MESSAGES.likeAlreadyAccepted
            : LIKES_MESSAGES.likeAlreadyRejected;
        expect(statusTally(lost)).toEqual({ 409: lost.length });
        expect(errorTally(lost)).toEqual({ [`CONFLICT: ${why}`]: lost.length });
        const matched = winner === 'accept' ? 1 : 0;
        expect(await matchesOfLike(likeId)).toHaveLength(matched);
        expect(await w.mailCount(man.email, MATCHED)).toBe(matched);
        expect(await w.mailCount(woman.email, MATCHED)).toBe(matched);
      },
    );

    race(
      'one single accepting many likes at once: one match, the rest 409 ALREADY_MATCHED',
      async (n) => {
        const woman = await w.likes.family('FEMALE');
        const likers = await men(n);
        const likeIds = (await Promise.all(likers.map((m) => w.likes.like(m, woman.single)))).map(
          (res) => likeOf(res).like._id,
        );
        const results = await Promise.all(
          likeIds.map((id) => w.likes.respond(woman, id, 'accept')),
        );
        expect(statusTally(results)).toEqual({ 200: 1, 409: n - 1 });
        expect(errorTally(results)).toEqual({
          [`ALREADY_MATCHED: ${LIKES_MESSAGES.selfMatched}`]: n - 1,
        });

        const made = await w.database.db
          .select()
          .from(matches)
          .where(eq(matches.womanId, woman.single.id));
        expect(made).toHaveLength(1);
        const rows = await w.likesBetween(
          likers.map((m) => m.single.id),
          woman.single.id,
        );
        const accepted = rows.filter((r) => r.status === 'accepted').map((r) => r.id);
        expect(accepted).toEqual([made[0]?.likeId]);
        expect(rows.filter((r) => r.status === 'pending')).toHaveLength(n - 1);
        expect(await w.mailCount(woman.email, MATCHED)).toBe(1);
        const told = await Promise.all(likers.map((m) => w.mailCount(m.email, MATCHED)));
        expect(
          told.reduce((a, b) => a + b, 0),
          'one man told of the match',
        ).toBe(1);
      },
    );
  });
});
