import { LikeActionResponse } from '@waliyy/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, matches, outbox } from '../../db/schema';
import { isPostgres } from '../../test/database';
import {
  createLikesHarness,
  DAY_MS,
  type Family,
  type LikesHarness,
} from '../../test/likes-fixtures';
import { mapUniqueViolation } from './likes.transition';

/**
 * Races (decision 052): they mean something only on PostgreSQL, where requests run on several
 * connections at once. On PGlite (one connection) the same steps run queued, with fewer pairs.
 */
describe('likes under concurrency', () => {
  let h: LikesHarness;

  const likeOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return LikeActionResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    h = await createLikesHarness();
  });
  afterAll(() => h.close());

  async function pairsLikingAndAccepting(n: number) {
    const pairs: [Family, Family][] = [];
    for (let i = 0; i < n; i += 1) pairs.push([await h.family('MALE'), await h.family('FEMALE')]);
    const singles = pairs.flatMap(([m, w]) => [m.single.id, w.single.id]);

    // Both ways at once (crossing likes), each one double-clicked.
    const liked = await Promise.all(
      pairs.flatMap(([m, w]) => [
        h.like(m, w.single),
        h.like(m, w.single),
        h.like(w, m.single),
        h.like(w, m.single),
      ]),
    );
    const ids = liked.map((res) => likeOf(res).like._id);
    for (let i = 0; i < n; i += 1) {
      expect(ids[4 * i], 'a double click answers the same like').toBe(ids[4 * i + 1]);
      expect(ids[4 * i + 2]).toBe(ids[4 * i + 3]);
    }
    const [live] = await h.database.db
      .select({ n: count() })
      .from(likes)
      .where(inArray(likes.initiatorId, singles));
    expect(live?.n, 'one like per ordered pair').toBe(2 * n);

    // Both accept the like they received at once, each double-clicked.
    const accepted = await Promise.all(
      pairs.flatMap(([m, w], i) => [
        h.respond(w, ids[4 * i] ?? '', 'accept'),
        h.respond(m, ids[4 * i + 2] ?? '', 'accept'),
        h.respond(w, ids[4 * i] ?? '', 'accept'),
        h.respond(m, ids[4 * i + 2] ?? '', 'accept'),
      ]),
    );
    const matchIds = accepted.map((res) => likeOf(res).match_id);
    for (let i = 0; i < n; i += 1) {
      const mine = matchIds.slice(4 * i, 4 * i + 4);
      expect(new Set(mine).size, 'one match per pair').toBe(1);
      expect(mine[0]).toBeTruthy();
    }
    const rows = await h.database.db.select().from(matches).where(inArray(matches.manId, singles));
    expect(rows).toHaveLength(n);
    expect(rows.every((r) => r.status === 'active')).toBe(true);
  }

  async function oneManAcceptingMany(n: number) {
    const man = await h.family('MALE');
    const women = [];
    for (let i = 0; i < n; i += 1) women.push(await h.family('FEMALE'));
    const ids = [];
    for (const woman of women) ids.push(likeOf(await h.like(woman, man.single)).like._id);
    const results = await Promise.all(ids.map((id) => h.respond(man, id, 'accept')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(n - 1);
    for (const res of refused) expect(res.json().code).toBe('ALREADY_MATCHED');
    const [active] = await h.database.db
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.manId, man.single.id), eq(matches.status, 'active')));
    expect(active?.n).toBe(1);
  }

  async function workersSideBySide(n: number) {
    const woman = await h.family('FEMALE');
    const men = [];
    for (let i = 0; i < n; i += 1) men.push(await h.family('MALE'));
    const ids = [];
    for (const man of men) ids.push(likeOf(await h.like(man, woman.single)).like._id);
    h.clock.advance(7 * DAY_MS);
    const runs = await Promise.all([1, 2, 3].map(() => h.app.likesWorker.runOnce()));
    expect(runs.reduce((sum, r) => sum + r.reminded, 0)).toBeGreaterThanOrEqual(n);
    // Read from the outbox: sending hundreds of earlier e-mails over SMTP proves nothing here.
    const [queued] = await h.database.db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          sql`${outbox.payload}->>'to' = ${woman.email}`,
          sql`${outbox.payload}->>'subject' like 'A family is waiting%'`,
        ),
      );
    expect(queued?.n, 'each like reminded exactly once').toBe(n);

    // Expiry racing acceptances: each like ends accepted (one match) or expired, never both.
    h.clock.advance(7 * DAY_MS);
    await Promise.all([
      h.app.likesWorker.runOnce(),
      ...ids.map((id) => h.respond(woman, id, 'accept')),
      h.app.likesWorker.runOnce(),
    ]);
    // A like an acceptance held while a run passed (then refused: already matched) is swept now.
    await h.app.likesWorker.runOnce();
    const rows = await h.database.db.select().from(likes).where(inArray(likes.id, ids));
    const accepted = rows.filter((r) => r.status === 'accepted');
    expect(accepted.length).toBeLessThanOrEqual(1);
    expect(rows.every((r) => ['accepted', 'expired'].includes(r.status))).toBe(true);
    const made = await h.database.db
      .select()
      .from(matches)
      .where(eq(matches.womanId, woman.single.id));
    expect(made.length).toBe(accepted.length);
  }

  it.runIf(isPostgres())(
    '50 pairs liking both ways and accepting at once, double-clicked: one like per ordered pair, one match per pair (PostgreSQL)',
    () => pairsLikingAndAccepting(50),
    120_000,
  );
  it.skipIf(isPostgres())(
    '8 pairs liking and accepting on PGlite (one connection, so they queue; the parallel case with 50 pairs runs on PostgreSQL)',
    () => pairsLikingAndAccepting(8),
    60_000,
  );

  it.runIf(isPostgres())(
    'a man accepting 10 likes at once gets exactly one match, 9 × 409 ALREADY_MATCHED (PostgreSQL)',
    () => oneManAcceptingMany(10),
    60_000,
  );
  it.skipIf(isPostgres())(
    'a man accepting 5 likes gets exactly one match on PGlite (one connection; the parallel case runs on PostgreSQL)',
    () => oneManAcceptingMany(5),
    60_000,
  );

  it.runIf(isPostgres())(
    'three job runs side by side remind each like once, and expiry racing acceptance stays consistent (PostgreSQL)',
    () => workersSideBySide(8),
    60_000,
  );
  it.skipIf(isPostgres())(
    'job runs and acceptances queued on PGlite stay consistent (one connection; the parallel case runs on PostgreSQL)',
    () => workersSideBySide(4),
    60_000,
  );

  it('maps a unique index that still fires (a race the locks missed) to 409, never 500', async () => {
    const a = await h.family('MALE');
    const b = await h.family('FEMALE');
    const c = await h.family('FEMALE');
    const ab = likeOf(await h.like(a, b.single)).like._id;
    const ac = likeOf(await h.like(a, c.single)).like._id;
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
