// Lists that notice newcomers (decision 071): whoever becomes eligible after a list was built is
// in it at its next read, ranked as a rebuild would rank him; whoever stops being eligible leaves
// at once. Every check compares the stored list with the contract's reference (expectedList).
import { type RecommendationCard, RecommendationsResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, recommendationLists } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { LOOSE_LIMITS } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';
import { isPostgres } from '../../test/database';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
  idsOf,
} from '../../test/discovery-fixtures';
import {
  expectedList,
  pendingArrivals,
  storedList as storedListOf,
} from '../../test/ranking-fixtures';
import { DEFAULT_AUTH_SETTINGS } from '../auth/auth.settings';
import type { ChildRow } from '../children/children.repository';
import { MERGE_MAX_ARRIVALS } from './arrivals.repository';
import { RECOMMENDATION_LIST_SIZE } from './ranking.repository';
import { setAccountSuspended } from './visibility.repository';

const recsUrl = (id: string, include = '&include=close') =>
  `/api/v1/parent/child/${id}/recommendations?page=1&limit=100${include}`;

describe('discovery: lists that notice newcomers (decision 071)', () => {
  let h: DiscoveryHarness;
  let herFamily: Account;
  let her: ChildRow;
  let suitors: Account;

  const read = async (single: ChildRow = her, include?: string) => {
    const res = await h.get(recsUrl(single.id, include), herFamily.token);
    expect(res.statusCode, res.body).toBe(200);
    return RecommendationsResponse.parse(res.json()).data;
  };
  const preferredIds = (cards: RecommendationCard[]) =>
    idsOf(cards.filter((c) => c.fit.section === 'preferred'));
  const storedList = (childId: string) => storedListOf(h, childId);
  /** The stored list is what a rebuild would write now (the contract's reference). */
  const expectAsRebuilt = async (single: ChildRow = her) => {
    await read(single);
    expect(await storedList(single.id)).toEqual(await expectedList(h, single));
  };
  const builtAt = async (childId: string) => {
    const [row] = await h.database.db
      .select({ builtAt: recommendationLists.builtAt })
      .from(recommendationLists)
      .where(eq(recommendationLists.childId, childId));
    return row?.builtAt.getTime();
  };
  /** Reads her list until nobody is left for it to take in (no arrival at or after its watermark). */
  const waitForNoPendingArrivals = async () => {
    const deadline = Date.now() + 30_000;
    for (let pending = -1; pending !== 0; ) {
      await read();
      pending = await pendingArrivals(h, her);
      if (pending > 0 && Date.now() > deadline) throw new Error(`${pending} pending after 30 s`);
      if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const year = (age: number) => h.clock.now().getUTCFullYear() - age;
  /** A man created as a family creates him: through the API. */
  const join = async (overrides: Record<string, unknown> = {}) => {
    const res = await h.post(
      '/api/v1/parent/child',
      suitors.token,
      childBody({
        gender: 'MALE',
        yearOfBirth: year(30),
        countryofResidence: 'Nigeria',
        maritalStatus: 'SINGLE',
        ...overrides,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data as string;
    const [row] = await h.database.db.select().from(children).where(eq(children.id, id));
    return row!;
  };
  const edit = async (id: string, body: Record<string, unknown>) => {
    const res = await h.put(`/api/v1/parent/child/${id}`, suitors.token, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    h = await createDiscoveryHarness();
    herFamily = await h.account({ firstName: 'Maryam', lastName: 'Lawal' });
    suitors = await h.account({ firstName: 'Ibrahim', lastName: 'Sani', phone: '+2348055512345' });
    her = await h.single(herFamily.userId, { gender: 'FEMALE', age: 27 });
    await h.preference(her.id, {
      minAge: 25,
      maxAge: 35,
      countryOfResidence: ['Nigeria'],
      maritalStatus: ['SINGLE'],
    });
  });
  afterAll(() => h.close());

  it('a list read while nobody suits her fills at its next read as men join, each ranked as a rebuild would', async () => {
    const empty = await read();
    expect(empty.totalCount).toBe(0);
    const built = await builtAt(her.id);

    const first = await join();
    const after = await read();
    expect(preferredIds(after.recommendations)).toEqual([first.id]);
    // Taken in, not rebuilt: the list's day goes on.
    expect(await builtAt(her.id)).toBe(built);

    // More, of every kind: preferred, close (a year out of her range; in Ghana), not close (far
    // too old), and one whose own preference ranks her lower.
    const more = [
      await join({ yearOfBirth: year(26), isSmoker: true }),
      await join({ yearOfBirth: year(36) }),
      await join({ countryofResidence: 'Ghana' }),
      await join({ yearOfBirth: year(50) }),
    ];
    const picky = await join({ yearOfBirth: year(33) });
    const saved = await h.post(`/api/v1/parent/child/preference/${picky.id}`, suitors.token, {
      minAge: 30,
      maritalStatus: ['SINGLE'],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const cards = (await read()).recommendations;
    expect(idsOf(cards)).toContain(more[0]!.id);
    expect(idsOf(cards)).not.toContain(more[3]!.id);
    await expectAsRebuilt();
    expect(await builtAt(her.id)).toBe(built);
  });

  it('an edit that moves a man into her must-haves makes him a match; moving out, he leaves the preferred at once', async () => {
    const abroad = await join({ countryofResidence: 'United Kingdom' });
    expect(preferredIds((await read()).recommendations)).not.toContain(abroad.id);
    await edit(abroad.id, { countryofResidence: 'Nigeria' });
    expect(preferredIds((await read()).recommendations)).toContain(abroad.id);
    await expectAsRebuilt();

    await edit(abroad.id, { maritalStatus: 'DIVORCED', countryofResidence: 'Ghana' });
    const cards = (await read()).recommendations;
    expect(preferredIds(cards)).not.toContain(abroad.id);
    // Two must-haves missed: close, saying both.
    expect(cards.find((c) => c.id === abroad.id)?.fit.differs).toHaveLength(2);
    await expectAsRebuilt();
  });

  it('a paused, blocked or suspended man leaves at once; resumed, unblocked or reinstated he is back where a rebuild puts him', async () => {
    const man = await join({ yearOfBirth: year(29) });
    expect(idsOf((await read()).recommendations)).toContain(man.id);

    const pause = (paused: boolean) =>
      h.put(`/api/v1/parent/child/${man.id}/pause`, suitors.token, { paused });
    expect((await pause(true)).statusCode).toBe(200);
    expect(idsOf((await read()).recommendations)).not.toContain(man.id);
    // Edited while paused, he comes back as he is now: living in Ghana, close.
    await edit(man.id, { countryofResidence: 'Ghana' });
    expect((await pause(false)).statusCode).toBe(200);
    const back = (await read()).recommendations.find((c) => c.id === man.id);
    expect(back?.fit.section).toBe('close');
    await expectAsRebuilt();
    await edit(man.id, { countryofResidence: 'Nigeria' });

    await h.database.db.transaction((tx) =>
      setAccountSuspended(tx, suitors.userId, true, h.clock.now()),
    );
    expect((await read()).totalCount).toBe(0);
    await h.database.db.transaction((tx) =>
      setAccountSuspended(tx, suitors.userId, false, h.clock.now()),
    );
    expect(idsOf((await read()).recommendations)).toContain(man.id);
    await expectAsRebuilt();

    expect((await h.post('/api/v1/block', herFamily.token, { profile: man.id })).statusCode).toBe(
      200,
    );
    expect((await read()).totalCount).toBe(0);
    const unblock = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/block/${man.id}`,
      headers: { authorization: `Bearer ${herFamily.token}` },
    });
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect(idsOf((await read()).recommendations)).toContain(man.id);
    await expectAsRebuilt();
  });

  it('a client that does not ask for the close section gets must-have matches only', async () => {
    const all = await read();
    const close = all.recommendations.filter((c) => c.fit.section === 'close');
    expect(close.length).toBeGreaterThan(0);
    const plain = await read(her, '');
    expect(plain.recommendations.every((c) => c.fit.section === 'preferred')).toBe(true);
    expect(idsOf(plain.recommendations)).toEqual(preferredIds(all.recommendations));
    expect(plain.totalCount).toBe(plain.recommendations.length);
    expect((await h.get(recsUrl(her.id, '&include=far'), herFamily.token)).statusCode).toBe(400);
  });

  it('once a page meets every must-have the close section goes, and comes back by a rebuild when they leave', async () => {
    const preferred = preferredIds((await read()).recommendations).length;
    const joined: ChildRow[] = [];
    for (let i = preferred; i < 10; i += 1) joined.push(await join({ yearOfBirth: year(28) }));
    const full = (await read()).recommendations;
    expect(full.every((c) => c.fit.section === 'preferred')).toBe(true);
    await expectAsRebuilt();

    // Edited out of her must-haves until fewer than a page are left: the list is rebuilt with a
    // close section, as a rebuild would have it.
    for (const man of joined.slice(0, 3)) await edit(man.id, { countryofResidence: 'Ghana' });
    const cards = (await read()).recommendations;
    expect(cards.some((c) => c.fit.section === 'close')).toBe(true);
    await expectAsRebuilt();
  });

  it('only the other gender arrives: a woman joining leaves her list alone', async () => {
    // Others' open transactions can hold the men above pending (pendingArrivals): only she may move it.
    await waitForNoPendingArrivals();
    const mergedBefore = await h.database.db
      .select({ xmin: recommendationLists.mergedXmin })
      .from(recommendationLists)
      .where(eq(recommendationLists.childId, her.id));
    await h.single(suitors.userId, { gender: 'FEMALE', age: 28 });
    await read();
    const mergedAfter = await h.database.db
      .select({ xmin: recommendationLists.mergedXmin })
      .from(recommendationLists)
      .where(eq(recommendationLists.childId, her.id));
    expect(mergedAfter).toEqual(mergedBefore);
  });

  it(`two instances see the same list${
    isPostgres()
      ? ' (two apps on one PostgreSQL database, joins and reads side by side)'
      : ' (PGlite: one connection, so one instance; the parallel case runs on PostgreSQL)'
  }`, async () => {
    let second: TestContext | undefined;
    if (isPostgres()) {
      second = await createTestApp({
        database: { ...h.database, close: async () => {} },
        overrides: {
          clock: h.clock,
          authSettings: {
            ...DEFAULT_AUTH_SETTINGS,
            tokenTtlSeconds: 365 * 86_400,
            limits: LOOSE_LIMITS,
          },
        },
      });
    }
    const apps = [h.app, second?.app ?? h.app];
    const readOn = async (i: number) => {
      const res = await apps[i % 2]!.inject({
        method: 'GET',
        url: recsUrl(her.id),
        headers: { authorization: `Bearer ${herFamily.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return RecommendationsResponse.parse(res.json()).data;
    };
    // Five men join while her list is read through both instances.
    const [men] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, (_, i) => join({ yearOfBirth: year(25 + i) }))),
      Promise.all(Array.from({ length: 6 }, (_, i) => readOn(i))),
    ]);
    for (let i = 0; i < 2; i += 1) {
      const ids = idsOf((await readOn(i)).recommendations);
      for (const man of men) expect(ids).toContain(man.id);
    }
    expect(await storedList(her.id)).toEqual(await expectedList(h, her));
    await second?.app.close();
  });

  it(`a list with more than ${MERGE_MAX_ARRIVALS} arrivals to take in is rebuilt instead`, async () => {
    await read();
    const built = await builtAt(her.id);
    h.clock.advance(1000);
    const crowd = await h.singles(
      suitors.userId,
      Array.from({ length: MERGE_MAX_ARRIVALS + 1 }, (_, i) => ({
        gender: 'MALE',
        age: 26 + (i % 9),
        countryofResidence: 'Nigeria',
        maritalStatus: 'SINGLE',
      })),
    );
    const page = await read();
    expect(await builtAt(her.id)).toBeGreaterThan(built!);
    expect(page.totalCount).toBe(RECOMMENDATION_LIST_SIZE);
    const expected = await expectedList(h, her);
    expect(idsOf(page.recommendations).slice(0, 20)).toEqual(
      expected.slice(0, 20).map((e) => e.id),
    );
    expect(crowd.length).toBe(MERGE_MAX_ARRIVALS + 1);
  });
});
