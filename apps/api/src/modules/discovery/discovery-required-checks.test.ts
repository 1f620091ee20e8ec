import { type RecommendationCard, RecommendationsResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
} from '../../test/discovery-fixtures';

// Decision 083: a preference may require any of the three checks. Each is a must-have like the
// lists (decision 060): only those who passed it are preferred; one or two missed, and fewer
// than a page preferred, make a candidate close, saying which check differs. The phone check
// is the account's, copied to its singles (migration 0026); any change of a check stamps the
// single, so a stored list takes it in at its next read (decision 071).

const AT = new Date('2026-06-01T09:00:00Z');
const recsUrl = (id: string, close = true) =>
  `/api/v1/parent/child/${id}/recommendations?page=1&limit=100${close ? '&include=close' : ''}`;

describe('discovery: the required checks (decision 083)', () => {
  let h: DiscoveryHarness;
  let me: Account;
  const accounts = new Map<string, Account>();
  const ids = new Map<string, string>();
  const nameOf = (card: RecommendationCard) =>
    [...ids].find(([, id]) => id === card.id)?.[0] ?? card.id;

  const read = async (childId: string, close = true) => {
    const res = await h.get(recsUrl(childId, close), me.token);
    expect(res.statusCode, res.body).toBe(200);
    return RecommendationsResponse.parse(res.json()).data;
  };
  const save = async (childId: string, preference: Record<string, unknown>) => {
    const res = await h.post(`/api/v1/parent/child/preference/${childId}`, me.token, preference);
    expect([200, 201], res.body).toContain(res.statusCode);
  };
  const names = (cards: RecommendationCard[]) => cards.map(nameOf).sort();

  beforeAll(async () => {
    h = await createDiscoveryHarness();
    me = await h.account();
    // Five men of five families: none checked, the phone only, herself only, the genotype
    // only, and all three.
    const men: [string, { phone: boolean; single: boolean; genotype: boolean }][] = [
      ['none', { phone: false, single: false, genotype: false }],
      ['phone', { phone: true, single: false, genotype: false }],
      ['single', { phone: false, single: true, genotype: false }],
      ['genotype', { phone: false, single: false, genotype: true }],
      ['all', { phone: true, single: true, genotype: true }],
    ];
    for (const [name, v] of men) {
      const account = await h.account(v.phone ? { phoneVerifiedAt: AT } : {});
      const row = await h.single(account.userId, { gender: 'MALE', age: 30 });
      await h.database.db
        .update(children)
        .set({
          singleConfirmedAt: v.single ? AT : null,
          genotypeCheckedAt: v.genotype ? AT : null,
        })
        .where(eq(children.id, row.id));
      accounts.set(name, account);
      ids.set(name, row.id);
    }
  });
  afterAll(() => h.close());

  it('each required check keeps only the singles who passed it; none required keeps all', async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, {});
    expect(names((await read(bride.id)).recommendations)).toEqual(
      ['all', 'genotype', 'none', 'phone', 'single'].sort(),
    );
    const cases: [Record<string, boolean>, string[]][] = [
      [{ verifiedPhone: true }, ['all', 'phone']],
      [{ verifiedSingle: true }, ['all', 'single']],
      [{ verifiedGenotype: true }, ['all', 'genotype']],
      [{ verifiedPhone: true, verifiedSingle: true, verifiedGenotype: true }, ['all']],
    ];
    for (const [required, expected] of cases) {
      await save(bride.id, required);
      // Without the close section (the original client): the must-have matches only.
      const page = await read(bride.id, false);
      expect(names(page.recommendations), JSON.stringify(required)).toEqual(expected.sort());
      expect(page.totalCount).toBe(expected.length);
      for (const card of page.recommendations) {
        expect(card.fit.section).toBe('preferred');
        expect(card.fit.differs).toEqual([]);
      }
    }
  });

  it('a candidate missing one or two checks is close, saying which; three missed is out', async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, { verifiedPhone: true, verifiedSingle: true, verifiedGenotype: true });
    const { recommendations, totalCount } = await read(bride.id);
    expect(totalCount).toBe(4);
    const [first, ...close] = recommendations;
    expect(nameOf(first!)).toBe('all');
    expect(first!.fit).toEqual({
      section: 'preferred',
      meets: [
        { key: 'verifiedPhone', value: 'VERIFIED' },
        { key: 'verifiedSingle', value: 'VERIFIED' },
        { key: 'verifiedGenotype', value: 'VERIFIED' },
      ],
      differs: [],
    });
    expect(names(close)).toEqual(['genotype', 'phone', 'single']);
    const phone = close.find((c) => nameOf(c) === 'phone')!;
    expect(phone.fit.section).toBe('close');
    expect(phone.fit.differs).toEqual([
      { key: 'verifiedSingle', value: 'NOT_VERIFIED' },
      { key: 'verifiedGenotype', value: 'NOT_VERIFIED' },
    ]);
  });

  it('a stored list notices a check given or voided at its next read', async () => {
    const bride = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(bride.id, { verifiedGenotype: true });
    expect(names((await read(bride.id, false)).recommendations)).toEqual(['all', 'genotype']);
    const builtAt = (await read(bride.id, false)).recommendations.length;
    expect(builtAt).toBe(2);

    // Staff check the genotype of "none"; the phone of "single"'s guardian is voided by a new
    // number; "genotype"'s check is voided by a changed genotype.
    await h.database.db
      .update(children)
      .set({ genotypeCheckedAt: AT })
      .where(eq(children.id, ids.get('none')!));
    await h.database.db
      .update(children)
      .set({ genotypeCheckedAt: null })
      .where(eq(children.id, ids.get('genotype')!));
    expect(names((await read(bride.id, false)).recommendations)).toEqual(['all', 'none']);

    // The phone check, kept on users: its change reaches the list through the trigger too.
    const groom = await h.single(me.userId, { gender: 'FEMALE', age: 27 });
    await save(groom.id, { verifiedPhone: true });
    expect(names((await read(groom.id, false)).recommendations)).toEqual(['all', 'phone']);
    await h.database.db
      .update(users)
      .set({ phoneVerifiedAt: AT })
      .where(eq(users.id, accounts.get('single')!.userId));
    await h.database.db
      .update(users)
      .set({ phoneVerifiedAt: null })
      .where(eq(users.id, accounts.get('phone')!.userId));
    expect(names((await read(groom.id, false)).recommendations)).toEqual(['all', 'single']);
  });
});
