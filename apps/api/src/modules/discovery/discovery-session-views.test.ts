// Explore and the public profile read the caller's session with the caller's own single or
// singles (decision 085, as the recommendations page does): one statement fewer, and every
// refusal of the authenticate hook kept — a revoked or expired session 401, a suspended account
// 403 — before anything else is said (a 404, a 400 for a page too deep, an empty explore). A
// childId that is not a UUID is the query's validation's 400, which runs before any handler
// (as decision 085 says of the recommendations page).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
} from '../../test/discovery-fixtures';
import { exploreUrl, profileUrl } from '../../test/discovery-rules-world';
import { withStatementLog } from '../../test/statement-log';
import type { ChildRow } from '../children/children.repository';

describe('discovery: the session read with explore and the public profile', () => {
  let h: DiscoveryHarness;
  let statements: string[];
  let me: Account;
  let man: ChildRow;
  let theirs: ChildRow;

  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createDiscoveryHarness(undefined, { database: logged.database });
    me = await h.account();
    const family = await h.account();
    man = await h.single(me.userId, { gender: 'MALE' });
    theirs = await h.single(family.userId, { gender: 'FEMALE', age: 27 });
  });
  afterAll(() => h.close());

  /** The statements a request ran, after one request that warmed what it caches. */
  const statementsOf = async (url: string, token: string) => {
    expect((await h.get(url, token)).statusCode, url).toBe(200);
    const before = statements.length;
    const res = await h.get(url, token);
    expect(res.statusCode, url).toBe(200);
    return { res, ran: statements.slice(before) };
  };

  it('reads the session in the first statement of explore and of a profile, with or without childId', async () => {
    for (const url of [
      exploreUrl(`page=1&limit=9&childId=${man.id}`),
      exploreUrl('page=1&limit=9'),
      profileUrl(theirs.id, man.id),
      profileUrl(theirs.id),
    ]) {
      const { res, ran } = await statementsOf(url, me.token);
      // One statement: the session and the caller's own single(s), where the hook read the
      // session alone first.
      expect(ran[0], url).toContain('"sessions"');
      expect(ran[0], url).toContain('"children"');
      expect(
        ran.filter((s) => s.includes('"sessions"')),
        url,
      ).toHaveLength(1);
      expect(res.body).not.toContain('expiresAt');
      expect(res.body).not.toContain('lastActiveAt');
    }
    const explored = await h.get(exploreUrl(`page=1&limit=9&childId=${man.id}`), me.token);
    expect(explored.json().data.children.map((c: { id: string }) => c.id)).toEqual([theirs.id]);
  });

  it('refuses a revoked or expired session with 401 before any 404 or 400', async () => {
    for (const change of [{ revokedAt: h.clock.now() }, { expiresAt: h.clock.now() }]) {
      const account = await h.account();
      const single = await h.single(account.userId, { gender: 'MALE' });
      const urls = [
        exploreUrl(`page=1&limit=9&childId=${single.id}`),
        exploreUrl('page=1&limit=9'),
        exploreUrl(`page=1&limit=9&childId=${man.id}`), // not this account's single
        exploreUrl('page=2000&limit=9'), // too deep: 400 for a live session
        profileUrl(theirs.id, single.id),
        profileUrl(theirs.id),
        profileUrl(theirs.id, man.id),
        profileUrl('not-a-uuid'),
      ];
      expect((await h.get(urls[0]!, account.token)).statusCode).toBe(200);
      await h.database.db.update(sessions).set(change).where(eq(sessions.userId, account.userId));
      for (const url of urls) {
        const res = await h.get(url, account.token);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('refuses a suspended account with 403, an account with no single too', async () => {
    const account = await h.account();
    const single = await h.single(account.userId, { gender: 'MALE' });
    const nobody = await h.account();
    expect((await h.get(exploreUrl('page=1&limit=9'), nobody.token)).statusCode).toBe(200);
    for (const who of [account, nobody]) {
      await h.database.db
        .update(users)
        .set({ suspendedAt: h.clock.now() })
        .where(eq(users.id, who.userId));
    }
    for (const url of [
      exploreUrl(`page=1&limit=9&childId=${single.id}`),
      exploreUrl('page=1&limit=9'),
      profileUrl(theirs.id, single.id),
      profileUrl(theirs.id),
    ]) {
      for (const who of url.includes(single.id) ? [account] : [account, nobody]) {
        const res = await h.get(url, who.token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
      }
    }
  });

  it("answers a live session's 404 and 400 as before", async () => {
    expect(
      (await h.get(exploreUrl(`page=1&limit=9&childId=${theirs.id}`), me.token)).statusCode,
    ).toBe(404);
    expect((await h.get(exploreUrl('page=2000&limit=9'), me.token)).statusCode).toBe(400);
    expect((await h.get(profileUrl(theirs.id, theirs.id), me.token)).statusCode).toBe(404);
    expect((await h.get(profileUrl('not-a-uuid', man.id), me.token)).statusCode).toBe(404);
    expect((await h.get(profileUrl(crypto.randomUUID()), me.token)).statusCode).toBe(404);
  });
});
