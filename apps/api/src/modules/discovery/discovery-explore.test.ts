import { DISCOVERY_MESSAGES, type ProfileCard, safeGenotypesFor } from '@waliyy/contract';
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
import { createRelationReads } from '../likes';
import { createDiscoveryService } from './discovery.service';
import { setSinglePaused } from './visibility.repository';

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

  /** Whether a row passes the gender and genotype rules for at least one of my singles. */
  const visibleToMine = (row: ChildRow) =>
    [man, carrier, own].some(
      (single) =>
        row.gender !== single.gender &&
        safeGenotypesFor(single.genotype).includes(row.genotype as never),
    );

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

  it("without childId: those one of the account's singles may be shown — a son's safe women and a daughter's safe men — newest first", async () => {
    // A son AS and a daughter SS: only AA women and AA men are safe with them (decision 020).
    const both = await h.account();
    const theirs = await h.singles(both.userId, [
      { gender: 'MALE', genotype: 'AS', createdAt: minutesAgo(h.clock.now(), 500) },
      { gender: 'FEMALE', genotype: 'SS', createdAt: minutesAgo(h.clock.now(), 501) },
    ]);
    const visible = (row: ChildRow) =>
      theirs.some(
        (single) =>
          row.gender !== single.gender &&
          safeGenotypesFor(single.genotype).includes(row.genotype as never),
      );
    const want = await expected((row) => row.userId !== both.userId && visible(row));
    const rows = await h.database.db.select().from(children);
    const shown = rows.filter((r) => want.includes(r.id));
    expect(new Set(shown.map((r) => r.gender))).toEqual(new Set(['MALE', 'FEMALE']));
    expect(new Set(shown.map((r) => r.genotype))).toEqual(new Set(['AA']));
    for (const limit of [4, 9]) {
      const ids: string[] = [];
      for (let page = 1; page < 100; page++) {
        const data = await explore(`page=${page}&limit=${limit}`, both.token);
        if (data.children.length === 0) break;
        ids.push(...idsOf(data.children));
        expect(data.totalCount).toBe(want.length);
      }
      expect(ids).toEqual(want);
    }
    // My own account (a man AA, a man AS, a woman AA) may be shown everyone else's singles.
    expect(await everyPage('x=1', 9)).toEqual(
      await expected((row) => row.userId !== me.userId && visibleToMine(row)),
    );
  });

  it('without childId, an account whose only singles are women sees only men; one with no single sees nobody', async () => {
    const mother = await h.account();
    await h.singles(mother.userId, [
      { gender: 'FEMALE', genotype: 'AS', createdAt: minutesAgo(h.clock.now(), 502) },
      { gender: 'FEMALE', genotype: 'AA', createdAt: minutesAgo(h.clock.now(), 503) },
    ]);
    const data = await explore('limit=100', mother.token);
    const rows = await h.database.db.select().from(children);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(data.children.length).toBeGreaterThan(0);
    for (const card of data.children) expect(byId.get(card.id)!.gender).toBe('MALE');
    const want = await expected((row) => row.userId !== mother.userId && row.gender === 'MALE');
    expect(idsOf(data.children)).toEqual(want);
    expect(data.totalCount).toBe(want.length);

    const nobody = await h.account();
    const res = await h.get(exploreUrl('page=1'), nobody.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: DISCOVERY_MESSAGES.exploreNoSingle,
      data: { totalCount: 0, children: [] },
      meta: { page: 1, limit: 9, totalCount: 0 },
    });
  });

  it('answers meta beside data, and a limit above 100 as 100', async () => {
    const res = await h.get(exploreUrl(`childId=${man.id}&page=1&limit=1000`), me.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({
      page: 1,
      limit: 100,
      requestedLimit: 1000,
      totalCount: body.data.totalCount,
    });
    expect(body.data.children.length).toBeLessThanOrEqual(100);
    const plain = (await h.get(exploreUrl('page=2&limit=5'), me.token)).json();
    expect(plain.meta).toEqual({ page: 2, limit: 5, totalCount: plain.data.totalCount });
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
    const want = await expected((row) => row.userId !== other.userId && row.gender === 'MALE');
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
      relation: createRelationReads(h.database.db),
    });
    const plain = createDiscoveryService({
      db: h.database.db,
      clock: h.clock,
      exploreAnchorStep: 1_000_000,
      relation: createRelationReads(h.database.db),
    });
    // Without childId, an account whose singles (a man AS, a woman AC) narrow both genders.
    const narrow = await h.account();
    await h.singles(narrow.userId, [
      { gender: 'MALE', genotype: 'AS', createdAt: minutesAgo(now, 600) },
      { gender: 'FEMALE', genotype: 'AC', createdAt: minutesAgo(now, 601) },
    ]);
    const viewers = [
      ...[man.id, carrier.id, undefined].map((childId) => ({ userId: me.userId, childId })),
      { userId: narrow.userId, childId: undefined },
    ];
    for (const { userId, childId } of viewers) {
      for (const limit of [2, 5, 9]) {
        const pages: string[][] = [];
        for (let page = 1; page < 60; page++) {
          const query = { page, limit, ...(childId ? { childId } : {}) };
          const { data: want } = await plain.explore(userId, query);
          const { data: got } = await anchored.explore(userId, query);
          expect(idsOf(got.children), `${childId} page ${page} of ${limit}`).toEqual(
            idsOf(want.children),
          );
          expect(got.totalCount).toBe(want.totalCount);
          if (want.children.length === 0) break;
          pages.push(idsOf(want.children));
        }
        const ids = pages.flat();
        expect(new Set(ids).size).toBe(ids.length);
        if (userId === narrow.userId) {
          expect(ids.length).toBeGreaterThan(5);
          continue;
        }
        expect(ids).not.toContain(hers[0]!.id);
        expect(ids).not.toContain(hers[1]!.id);
        expect(ids).not.toContain(theirs[0]!.id);
        expect(ids).not.toContain(own.id);
        if (!childId) expect(ids.length).toBeGreaterThan(20);
      }
    }
  });
});
