import { type ProfileCard, safeGenotypesFor } from '@waliyy/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, children, populationCounts } from '../../db/schema';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
  idsOf,
} from '../../test/discovery-fixtures';
import type { ChildRow } from '../children/children.repository';
import { createDiscoveryService } from './discovery.service';
import { setSinglePaused } from './visibility';

const exploreUrl = (query: string) => `/api/v1/parent/?${query}`;
const minutesAgo = (now: Date, n: number) => new Date(now.getTime() - n * 60_000);

describe('discovery: explore', () => {
  let h: DiscoveryHarness;
  let me: Account;
  let man: ChildRow;
  let carrier: ChildRow;
  let own: ChildRow;

  const explore = async (query: string, token = me.token) => {
    const res = await h.get(exploreUrl(query), token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { totalCount: number; children: ProfileCard[] };
  };
  const everyPage = async (query: string, limit: number) => {
    const ids: string[] = [];
    for (let page = 1; page < 100; page++) {
      const data = await explore(`${query}&page=${page}&limit=${limit}`);
      if (data.children.length === 0) break;
      expect(data.children.length).toBeLessThanOrEqual(limit);
      ids.push(...idsOf(data.children));
    }
    return ids;
  };
  /** Newest first, ties by id (descending), of the rows that pass `keep`. */
  const expected = async (keep: (row: ChildRow) => boolean) =>
    (await h.database.db.select().from(children))
      .filter((row) => row.listed && keep(row))
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .map((row) => row.id);

  beforeAll(async () => {
    h = await createDiscoveryHarness();
    const now = h.clock.now();
    me = await h.account();
    [man, carrier, own] = (await h.singles(me.userId, [
      { gender: 'MALE', genotype: 'AA', createdAt: minutesAgo(now, 1) },
      { gender: 'MALE', genotype: 'AS', createdAt: minutesAgo(now, 2) },
      { gender: 'FEMALE', createdAt: minutesAgo(now, 3) },
    ])) as [ChildRow, ChildRow, ChildRow];
    for (let family = 0; family < 3; family++) {
      const account = await h.account();
      await h.singles(
        account.userId,
        Array.from({ length: 12 }, (_, i) => ({
          gender: i % 4 === 0 ? 'MALE' : 'FEMALE',
          genotype: ['AA', 'AS', 'AC', 'SS', 'CC', 'SC'][(i + family) % 6],
          // Some share a created_at: the id settles their order.
          createdAt: minutesAgo(now, 10 + (i % 5) * 7 + family),
          age: 20 + i * 3,
        })),
      );
    }
  });
  afterAll(() => h.close());

  it("with a single: the opposite gender, genotype-safe, newest first, whatever the single's preferences", async () => {
    await h.preference(man.id, { minAge: 40, maxAge: 41 });
    const want = await expected(
      (row) =>
        row.userId !== me.userId &&
        row.gender === 'FEMALE' &&
        safeGenotypesFor(man.genotype).includes(row.genotype as never),
    );
    expect(want.length).toBeGreaterThan(20);
    expect(await everyPage(`childId=${man.id}`, 9)).toEqual(want);
    expect((await explore(`childId=${man.id}`)).totalCount).toBe(want.length);

    const carrierWant = await expected(
      (row) => row.userId !== me.userId && row.gender === 'FEMALE' && row.genotype === 'AA',
    );
    expect(await everyPage(`childId=${carrier.id}`, 4)).toEqual(carrierWant);
    expect((await explore(`childId=${carrier.id}`)).totalCount).toBe(carrierWant.length);
  });

  it('without a single: every listed single but my own, both genders, newest first', async () => {
    const want = await expected((row) => row.userId !== me.userId);
    const ids = await everyPage('x=1', 9);
    expect(ids).toEqual(want);
    expect(ids).not.toContain(own.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await explore('page=1')).totalCount).toBe(want.length);
  });

  it('pages and totalCount are live: a new, paused, resumed, re-typed or deleted single counts at once', async () => {
    const before = (await explore('page=1')).totalCount;
    const newcomer = await h.account();
    const fresh = await h.single(newcomer.userId, { gender: 'FEMALE', createdAt: h.clock.now() });

    const now = await explore('page=1&limit=1');
    expect(idsOf(now.children)).toEqual([fresh.id]);
    expect(now.totalCount).toBe(before + 1);

    await setSinglePaused(h.database.db, newcomer.userId, fresh.id, true, h.clock.now());
    expect((await explore('page=1')).totalCount).toBe(before);
    await setSinglePaused(h.database.db, newcomer.userId, fresh.id, false, h.clock.now());
    expect((await explore('page=1')).totalCount).toBe(before + 1);
    // The counts follow a genotype change between keys (population_counts by gender and genotype).
    const total = async () =>
      (await h.database.db.select().from(populationCounts)).reduce((n, r) => n + r.listed, 0);
    const all = await total();
    await h.database.db.update(children).set({ genotype: 'SS' }).where(eq(children.id, fresh.id));
    expect(await total()).toBe(all);
    await h.database.db.delete(children).where(eq(children.id, fresh.id));
    expect((await explore('page=1')).totalCount).toBe(before);
    expect(await total()).toBe(all - 1);
    // And they agree with a count of the table itself.
    const [counted] = await h.database.db
      .select({ n: count() })
      .from(children)
      .where(eq(children.listed, true));
    expect(await total()).toBe(counted!.n);
  });

  it("subtracts the caller's own singles from the shared count", async () => {
    const other = await h.account();
    const mine = await h.singles(other.userId, [{ gender: 'FEMALE' }, { gender: 'FEMALE' }]);
    const want = await expected((row) => row.userId !== other.userId);
    expect((await explore('page=1', other.token)).totalCount).toBe(want.length);
    expect(idsOf((await explore('limit=100', other.token)).children)).not.toContain(mine[0]!.id);
  });

  it('deep pages from keyset anchors are exactly the pages of a plain offset walk, own and blocked singles left out', async () => {
    // Another family blocked by me, and one that blocked me: their singles leave my pages.
    const [blockedByMe, blockedMe] = [await h.account(), await h.account()];
    const now = h.clock.now();
    const hers = await h.singles(blockedByMe.userId, [
      { gender: 'FEMALE', createdAt: minutesAgo(now, 12) },
      { gender: 'FEMALE', createdAt: minutesAgo(now, 30) },
    ]);
    const theirs = await h.singles(blockedMe.userId, [
      { gender: 'FEMALE', createdAt: minutesAgo(now, 5) },
    ]);
    await h.database.db.insert(blocks).values([
      { userId: me.userId, childId: hers[0]!.id, blockedUserId: blockedByMe.userId },
      { userId: blockedMe.userId, childId: man.id, blockedUserId: me.userId },
    ]);
    const anchored = createDiscoveryService({
      db: h.database.db,
      clock: h.clock,
      exploreAnchorStep: 3,
    });
    const plain = createDiscoveryService({
      db: h.database.db,
      clock: h.clock,
      exploreAnchorStep: 1_000_000,
    });
    for (const childId of [man.id, carrier.id, undefined]) {
      for (const limit of [2, 5, 9]) {
        const pages: string[][] = [];
        for (let page = 1; page < 60; page++) {
          const query = { page, limit, ...(childId ? { childId } : {}) };
          const want = await plain.explore(me.userId, query);
          const got = await anchored.explore(me.userId, query);
          expect(idsOf(got.children), `${childId} page ${page} of ${limit}`).toEqual(
            idsOf(want.children),
          );
          expect(got.totalCount).toBe(want.totalCount);
          if (want.children.length === 0) break;
          pages.push(idsOf(want.children));
        }
        const ids = pages.flat();
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).not.toContain(hers[0]!.id);
        expect(ids).not.toContain(hers[1]!.id);
        expect(ids).not.toContain(theirs[0]!.id);
        expect(ids).not.toContain(own.id);
        if (!childId) expect(ids.length).toBeGreaterThan(20);
      }
    }
  });
});
