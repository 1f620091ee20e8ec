// A like, an answer and the received list in few statements (decision 086, 2026-12-07): the
// session with the caller's single and plan in one, the checks under the locks in one, the
// writes with their e-mails in one — and every refusal of the authenticate hook kept, before
// anything else is said or done.
import { randomUUID } from 'node:crypto';
import { LikeActionResponse } from '@waliyy/contract';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, matches, outbox, sessions, users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createLikesHarness, type LikesHarness } from '../../test/likes-fixtures';
import { withStatementLog } from '../../test/statement-log';

describe('likes: the round trips of a like, an answer and the received list', () => {
  let h: LikesHarness;
  let statements: string[];

  /** The statements a call sent, BEGIN and COMMIT aside (PGlite sends them outside Drizzle). */
  const sentBy = async <T>(call: () => Promise<T>) => {
    const before = statements.length;
    const result = await call();
    const sent = statements.slice(before).filter((s) => !/^(begin|commit)\b/i.test(s.trim()));
    return { result, sent };
  };
  /** The e-mails queued to `address` after the outbox rows `seen` (ids). */
  const outboxIds = async () =>
    new Set((await h.database.db.select().from(outbox)).map((r) => r.id));
  const emailsTo = async (address: string, seen: Set<string>) =>
    (await h.database.db.select().from(outbox)).filter(
      (row) => !seen.has(row.id) && (row.payload as { to?: string }).to === address,
    );

  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createLikesHarness({}, { database: logged.database });
  });
  afterAll(() => h.close());

  it('likes in four statements, the e-mail queued with the like', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const seen = await outboxIds();
    const { result, sent } = await sentBy(() => h.like(man, woman.single));
    expect(result.statusCode, result.body).toBe(200);
    expect(sent).toHaveLength(4);
    expect(sent[0]).toContain('"sessions"');
    expect(sent.at(-1)).toContain('insert into "outbox"');
    const like = LikeActionResponse.parse(result.json()).data.like;
    expect(like.status).toBe('pending');
    expect(await emailsTo(woman.email, seen)).toHaveLength(1);
    // A replay answers the same like, and queues nothing more.
    const again = await sentBy(() => h.like(man, woman.single));
    expect(LikeActionResponse.parse(again.result.json()).data.like).toEqual(like);
    expect(again.sent).toHaveLength(3);
    expect(await emailsTo(woman.email, seen)).toHaveLength(1);
  });

  it('accepts in four statements: the match made and both families told', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE');
    const liked = await h.like(man, woman.single);
    const likeId = LikeActionResponse.parse(liked.json()).data.like._id;
    // Her single liked him too: the crossing like is folded into the match.
    const crossing = await h.like(woman, man.single);
    expect(crossing.statusCode).toBe(200);
    const seen = await outboxIds();
    const { result, sent } = await sentBy(() => h.respond(woman, likeId, 'accept'));
    expect(result.statusCode, result.body).toBe(200);
    expect(sent).toHaveLength(4);
    const data = LikeActionResponse.parse(result.json()).data;
    expect(data.like).toEqual({ _id: likeId, status: 'accepted' });
    const [match] = await h.database.db.select().from(matches).where(eq(matches.likeId, likeId));
    expect(match).toMatchObject({ id: data.match_id, manId: man.single.id, status: 'active' });
    const pair = await h.database.db
      .select({ status: likes.status })
      .from(likes)
      .where(or(eq(likes.initiatorId, man.single.id), eq(likes.initiatorId, woman.single.id)));
    expect(pair.map((row) => row.status)).toEqual(['accepted', 'accepted']);
    // His e-mail carries her contact; hers tells her whose contact went.
    expect(
      (await emailsTo(man.email, seen)).map((row) => (row.payload as { text: string }).text),
    ).toEqual([expect.stringContaining(woman.email)]);
    expect(await emailsTo(woman.email, seen)).toHaveLength(1);
    // A replay answers the same match.
    const again = await h.respond(woman, likeId, 'accept');
    expect(LikeActionResponse.parse(again.json()).data.match_id).toBe(data.match_id);
  });

  it('reads the received list in one statement, the session and the page together', async () => {
    const man = await h.family('MALE');
    const other = await h.family('MALE');
    const woman = await h.family('FEMALE');
    await h.like(man, woman.single);
    await h.like(other, woman.single);
    const url = `/api/v1/match/like/child/${woman.single.id}/?type=received`;
    const { result, sent } = await sentBy(() => h.call('GET', url, woman.token));
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json();
    const from = body.data.map((like: { initiator: { _id: string } }) => like.initiator._id);
    expect(from.sort()).toEqual([other.single.id, man.single.id].sort());
    expect(body.meta).toMatchObject({ type: 'received', totalCount: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"sessions"');
    // A page of one: the total still counts the whole list.
    const first = await sentBy(() => h.call('GET', `${url}&limit=1`, woman.token));
    expect(first.result.json().data).toHaveLength(1);
    expect(first.result.json().meta).toMatchObject({ totalCount: 2 });
    expect(first.sent).toHaveLength(1);
    // Past the end: no like carries the total, which is counted on its own.
    const past = await sentBy(() => h.call('GET', `${url}&limit=2&page=3`, woman.token));
    expect(past.result.statusCode, past.result.body).toBe(200);
    expect(past.result.json()).toMatchObject({ data: [], meta: { totalCount: 2 } });
    expect(past.sent).toHaveLength(2);
    // Nothing received: one statement, an empty page.
    const none = await sentBy(() =>
      h.call('GET', `/api/v1/match/like/child/${man.single.id}/?type=received`, man.token),
    );
    expect(none.result.json()).toMatchObject({ data: [], meta: { totalCount: 0 } });
    expect(none.sent).toHaveLength(1);
  });

  it('refuses a revoked session (401) and a suspended account (403) before the single or the plan', async () => {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE', { plan: false });
    const stranger = await h.family('MALE');
    const his = `/api/v1/match/like/child/${man.single.id}`;
    const tries = [
      () => h.like(man, woman.single),
      () => h.respond(man, randomUUID(), 'accept'),
      () => h.call('GET', `${his}/?type=received`, man.token),
      () =>
        h.call('PUT', `/api/v1/match/unlike/child/${man.single.id}`, man.token, {
          profile: woman.single.id,
        }),
      // Not his single: the session still speaks first.
      () =>
        h.call('POST', `/api/v1/match/like/child/${stranger.single.id}`, man.token, {
          profile: woman.single.id,
        }),
    ];
    const answers = async () => {
      const codes: number[] = [];
      for (const attempt of tries) codes.push((await attempt()).statusCode);
      return codes;
    };
    const session = eq(sessions.userId, man.userId);
    await h.database.db.update(sessions).set({ revokedAt: new Date() }).where(session);
    expect(await answers()).toEqual([401, 401, 401, 401, 401]);
    await h.database.db.update(sessions).set({ revokedAt: null }).where(session);
    await h.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, man.userId));
    expect(await answers()).toEqual([403, 403, 403, 403, 403]);
    await h.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, man.userId));
    // Live again: the stranger's single is not his (404); her account has no plan (403).
    expect((await tries[4]!()).statusCode).toBe(404);
    const noPlan = await h.like(woman, man.single);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json().code).toBe('PLAN_REQUIRED');
    const hisLikes = await h.database.db
      .select()
      .from(likes)
      .where(eq(likes.initiatorId, man.single.id));
    expect(hisLikes).toEqual([]);
  });
});
