// The recommendations page reads the caller's session in its own query (decision 085): one
// statement for a fresh page, and every refusal of the authenticate hook kept — a revoked,
// expired or other account's session 401, a suspended account 403 — before anything else is said.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
} from '../../test/discovery-fixtures';
import { recsUrl } from '../../test/discovery-rules-world';
import { settleTransactions, withStatementLog } from '../../test/statement-log';
import type { ChildRow } from '../children/children.repository';

describe('discovery: the session read with the recommendations page', () => {
  let h: DiscoveryHarness;
  let statements: string[];
  let me: Account;
  let man: ChildRow;
  let theirs: ChildRow;

  const sessionOf = async (account: Account) =>
    (await h.database.db.select().from(sessions).where(eq(sessions.userId, account.userId)))[0]!;

  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createDiscoveryHarness(undefined, { database: logged.database });
    me = await h.account();
    const family = await h.account();
    man = await h.single(me.userId, { gender: 'MALE' });
    theirs = await h.single(family.userId, { gender: 'FEMALE', age: 27 });
    await h.single(family.userId, { gender: 'FEMALE', age: 28 });
  });
  afterAll(() => h.close());

  it('answers a fresh page in one statement: the session and the page together', async () => {
    // Other files' transactions on the same server would leave this list arrivals to merge.
    await settleTransactions(h.database);
    const first = await h.get(recsUrl(man.id), me.token); // builds the list, marks me active
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.totalCount).toBe(2);
    const before = statements.length;
    const again = await h.get(recsUrl(man.id), me.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(statements.slice(before)).toHaveLength(1);
    expect(statements.at(-1)).toContain('"sessions"');
    // Nothing of the session leaves with the page.
    expect(again.body).not.toContain('expiresAt');
    expect(again.body).not.toContain('lastActiveAt');
  });

  it('refuses a revoked or expired session with 401, on a page, a 404 and a non-UUID alike', async () => {
    for (const change of [{ revokedAt: h.clock.now() }, { expiresAt: h.clock.now() }]) {
      const account = await h.account();
      const single = await h.single(account.userId, { gender: 'MALE' });
      expect((await h.get(recsUrl(single.id), account.token)).statusCode).toBe(200);
      await h.database.db
        .update(sessions)
        .set(change)
        .where(eq(sessions.id, (await sessionOf(account)).id));
      for (const url of [recsUrl(single.id), recsUrl(theirs.id), recsUrl('not-a-uuid')]) {
        const res = await h.get(url, account.token);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('refuses a suspended account with 403 and no page', async () => {
    const account = await h.account();
    const single = await h.single(account.userId, { gender: 'MALE' });
    expect((await h.get(recsUrl(single.id), account.token)).statusCode).toBe(200);
    await h.database.db
      .update(users)
      .set({ suspendedAt: h.clock.now() })
      .where(eq(users.id, account.userId));
    for (const url of [recsUrl(single.id), recsUrl(crypto.randomUUID())]) {
      const res = await h.get(url, account.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
      expect(res.body).not.toContain('recommendations');
    }
  });

  it("refuses a token whose session row belongs to another account (401), even for that account's own single", async () => {
    const other = await h.account();
    const session = await sessionOf(other);
    // My session row, moved to the other account: my token's account no longer owns it.
    const mine = await sessionOf(me);
    await h.database.db
      .update(sessions)
      .set({ userId: other.userId })
      .where(eq(sessions.id, mine.id));
    try {
      const res = await h.get(recsUrl(man.id), me.token);
      expect(res.statusCode).toBe(401);
    } finally {
      await h.database.db
        .update(sessions)
        .set({ userId: me.userId })
        .where(eq(sessions.id, mine.id));
    }
    expect(session.userId).toBe(other.userId);
    expect((await h.get(recsUrl(man.id), me.token)).statusCode).toBe(200);
  });

  it('marks the account active as the hook does, once an hour', async () => {
    const account = await h.account();
    const single = await h.single(account.userId, { gender: 'MALE' });
    const lastActive = async () =>
      (await h.database.db.select().from(users).where(eq(users.id, account.userId)))[0]!
        .lastActiveAt;
    await h.database.db
      .update(users)
      .set({ lastActiveAt: null })
      .where(eq(users.id, account.userId));
    expect((await h.get(recsUrl(single.id), account.token)).statusCode).toBe(200);
    await expect.poll(lastActive).toEqual(h.clock.now());
  });
});
