import { type RecommendationCard, RecommendationsResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '../../db/schema';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
} from '../../test/discovery-fixtures';
import { preferenceOfPage } from './first-row.repository';
import { recommendationsPage } from './recommendations.repository';

// decision 060: a value chosen in a multi-select or a range is a must-have for the single's
// recommendations; the yes/no questions rank only; fewer than a page of must-have matches are
// followed by a labelled "close to your preferences" section whose cards say what differs.

const recsUrl = (id: string, page = 1, limit = 100) =>
  `/api/v1/parent/child/${id}/recommendations?page=${page}&limit=${limit}&include=close`;

describe('discovery: preferences that filter (must-haves)', () => {
  let h: DiscoveryHarness;
  let me: Account;
  let others: Account;
  const byName = new Map<string, string>();
  const nameOf = (card: RecommendationCard) =>
    [...byName].find(([, id]) => id === card.id)?.[0] ?? card.id;

  const read = async (childId: string, page = 1, limit = 100) => {
    const res = await h.get(recsUrl(childId, page, limit), me.token);
    expect(res.statusCode, res.body).toBe(200);
    return RecommendationsResponse.parse(res.json()).data.recommendations;
  };
  const save = async (childId: string, preference: Record<string, unknown>) => {
    // The first save creates (201), a later one replaces (200), as the web's form saves.
    const res = await h.post(`/api/v1/parent/child/preference/${childId}`, me.token, preference);
    expect([200, 201], res.body).toContain(res.statusCode);
  };

  /** A bride whose must-haves (a Shia in Nigeria, 22–40) fewer than a page of men meet. */
  const shiaInNigeriaBride = async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, {
      minAge: 22,
      maxAge: 40,
      sect: ['SHIA'],
      countryOfResidence: ['Nigeria'],
    });
    return bride;
  };

  beforeAll(async () => {
    h = await createDiscoveryHarness();
    me = await h.account();
    others = await h.account();
    const men: [string, Record<string, unknown>][] = [
      // Twelve men in Nigeria aged 25–35, three of them smokers.
      ...Array.from({ length: 12 }, (_, i): [string, Record<string, unknown>] => [
        `nigeria-${i}`,
        { age: 25 + (i % 11), isSmoker: i < 3 },
      ]),
      ['ghana', { age: 30, countryofResidence: 'Ghana' }],
      ['ireland-divorced', { age: 30, countryofResidence: 'Ireland', maritalStatus: 'DIVORCED' }],
      [
        'three-misses',
        { age: 30, countryofResidence: 'Canada', maritalStatus: 'DIVORCED', sect: 'SHIA' },
      ],
      ['nigeria-41', { age: 41 }],
      ['nigeria-42', { age: 42 }],
      ['nigeria-43', { age: 43 }],
      ['shia-nigeria', { age: 31, sect: 'SHIA' }],
    ];
    const rows = await h.singles(
      others.userId,
      men.map(([, profile]) => ({ gender: 'MALE', firstName: 'Umar', ...profile })),
    );
    for (const [i, [name]] of men.entries()) byName.set(name, rows[i]!.id);
  });
  afterAll(() => h.close());

  it('a chosen country, marital status and age range exclude; a yes/no question only ranks', async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, {
      minAge: 22,
      maxAge: 40,
      countryOfResidence: ['Nigeria'],
      maritalStatus: ['SINGLE'],
      isSmoker: false,
    });
    const cards = await read(bride.id);
    // Thirteen meet every must-have (more than a page): no close section at all.
    expect(cards.map(nameOf).sort()).toEqual(
      [...Array.from({ length: 12 }, (_, i) => `nigeria-${i}`), 'shia-nigeria'].sort(),
    );
    for (const card of cards) {
      expect(card.fit).toEqual({
        section: 'preferred',
        meets: [
          { key: 'age', value: card.age },
          { key: 'maritalStatus', value: 'SINGLE' },
          { key: 'countryOfResidence', value: 'Nigeria' },
        ],
        differs: [],
      });
    }
    // The smokers are listed (soft), after every non-smoker.
    const smokers = ['nigeria-0', 'nigeria-1', 'nigeria-2'].map((n) => byName.get(n));
    const positions = cards.map((c) => smokers.includes(c.id));
    expect(positions.slice(-3)).toEqual([true, true, true]);
  });

  it('fewer than a page of must-have matches: the close ones follow, labelled, each saying what differs', async () => {
    const bride = await shiaInNigeriaBride();
    const cards = await read(bride.id);
    const preferred = cards.filter((c) => c.fit.section === 'preferred');
    expect(preferred.map(nameOf)).toEqual(['shia-nigeria']);
    // The preferred first; then one miss before two; nobody missing three, nor aged 43 (more than
    // two years past the range).
    const sections = cards.map((c) => c.fit.section);
    expect(sections.indexOf('close')).toBe(1);
    expect(sections.slice(1).every((s) => s === 'close')).toBe(true);
    const close = cards.slice(1);
    const misses = close.map((c) => c.fit.differs.length);
    expect(misses).toEqual([...misses].sort((a, b) => a - b));
    expect(close.map(nameOf)).not.toContain('nigeria-43');
    const canada = close.find((c) => nameOf(c) === 'three-misses')!;
    expect(canada.fit).toEqual({
      section: 'close',
      meets: [
        { key: 'age', value: 30 },
        { key: 'sect', value: 'SHIA' },
      ],
      differs: [{ key: 'countryOfResidence', value: 'Canada' }],
    });
    const aged42 = close.find((c) => nameOf(c) === 'nigeria-42')!;
    expect(aged42.fit.differs).toEqual([
      { key: 'age', value: 42 },
      { key: 'sect', value: 'SUNNI' },
    ]);
    expect(aged42.fit.meets).toEqual([{ key: 'countryOfResidence', value: 'Nigeria' }]);
    // Everyone else in range misses one or two: 12 Sunnis in Nigeria, Ghana, Ireland, 41, 42.
    expect(close).toHaveLength(17);
  });

  it('a must-have missed three times over is not close; close cards are capped by their misses', async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, {
      countryOfResidence: ['Ghana'],
      maritalStatus: ['SINGLE'],
      sect: ['SUNNI'],
      citizenship: ['Ghanaian'],
    });
    const cards = await read(bride.id);
    expect(cards.filter((c) => c.fit.section === 'preferred')).toEqual([]);
    // Ghana's man misses the citizenship only; Nigeria's men miss country and citizenship; the
    // man in Ireland misses three, the man in Canada four.
    expect(nameOf(cards[0]!)).toBe('ghana');
    expect(cards[0]!.fit.differs).toEqual([{ key: 'citizenship', value: 'Nigerian' }]);
    const names = cards.map(nameOf);
    expect(names).not.toContain('ireland-divorced');
    expect(names).not.toContain('three-misses');
    for (const card of cards.slice(1)) {
      expect(card.fit.differs).toEqual([
        { key: 'countryOfResidence', value: 'Nigeria' },
        { key: 'citizenship', value: 'Nigerian' },
      ]);
    }
  });

  it('the very next read after a preference change follows it', async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, { countryOfResidence: ['Nigeria'] });
    const before = await read(bride.id);
    expect(before.every((c) => c.countryofResidence === 'Nigeria')).toBe(true);
    expect(before.map(nameOf)).not.toContain('ghana');

    await save(bride.id, { countryOfResidence: ['Ghana', 'Ireland'] });
    const after = await read(bride.id);
    expect(after.filter((c) => c.fit.section === 'preferred').map(nameOf)).toEqual(
      expect.arrayContaining(['ghana', 'ireland-divorced']),
    );
    expect(
      after
        .slice(0, 2)
        .map((c) => c.countryofResidence)
        .sort(),
    ).toEqual(['Ghana', 'Ireland']);
    // Two preferred (fewer than a page): the Nigerians follow as close, "lives in Nigeria".
    const close = after.filter((c) => c.fit.section === 'close');
    expect(close.length).toBeGreaterThan(0);
    // Each misses the country alone (the man in Canada too): "lives in Nigeria" for most.
    for (const card of close) {
      expect(card.fit.differs).toEqual([
        { key: 'countryOfResidence', value: card.countryofResidence },
      ]);
    }
    expect(close.filter((c) => c.countryofResidence === 'Nigeria')).toHaveLength(16);

    // A candidate who moves out of a must-have leaves the preferred section at the next read
    // (decision 071) and is close, saying what he now misses; moving back brings him back.
    await h.database.db
      .update(children)
      .set({ countryOfResidence: 'Togo' })
      .where(eq(children.id, byName.get('ghana')!));
    const moved = (await read(bride.id)).find((c) => nameOf(c) === 'ghana')!;
    expect(moved.fit).toEqual({
      section: 'close',
      meets: [],
      differs: [{ key: 'countryOfResidence', value: 'Togo' }],
    });
    await h.database.db
      .update(children)
      .set({ countryOfResidence: 'Ghana' })
      .where(eq(children.id, byName.get('ghana')!));
    const back = (await read(bride.id)).find((c) => nameOf(c) === 'ghana')!;
    expect(back.fit.section).toBe('preferred');

    // Choosing none again means any: everyone is preferred.
    await save(bride.id, { countryOfResidence: [] });
    const any = await read(bride.id);
    expect(any.every((c) => c.fit.section === 'preferred' && c.fit.meets.length === 0)).toBe(true);
    expect(any).toHaveLength(19);
  });

  it("every page works its fit out from the single's preference, which its first row alone carries", async () => {
    const bride = await shiaInNigeriaBride();
    const whole = await read(bride.id);
    // Pages of five, one after another, say what one page of a hundred says, fit and all.
    const pages = [];
    for (let page = 1; page <= Math.ceil(whole.length / 5); page++) {
      pages.push(...(await read(bride.id, page, 5)));
    }
    expect(pages).toEqual(whole);
    expect(pages.slice(5).some((c) => c.fit.differs.length > 0)).toBe(true);
    // Decision 092: the statement sends the preference on the page's first row only.
    const rows = await recommendationsPage(h.database.db, bride.id, me.userId, 5, 5, true);
    expect(rows).toHaveLength(5);
    expect(preferenceOfPage(rows[0])?.sects).toEqual(['SHIA']);
    expect(rows.slice(1).map((row) => row.preference.childId)).toEqual([null, null, null, null]);
    // A single without a preference: no preference, every card preferred.
    const plain = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    const cards = await read(plain.id, 2, 5);
    expect(cards).toHaveLength(5);
    expect(cards.every((c) => c.fit.section === 'preferred' && c.fit.differs.length === 0)).toBe(
      true,
    );
    expect(
      preferenceOfPage(
        (await recommendationsPage(h.database.db, plain.id, me.userId, 5, 0, true))[0],
      ),
    ).toBeNull();
  });
});
