// Discovery's hard rules (gender, age, suspension, genotype) and what it never sends.
import {
  DISCOVERY_MESSAGES,
  GENOTYPE_VALUES,
  genotypePairing,
  type ProfileCard,
  type RecommendationCard,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema';
import { type Account, type DiscoveryHarness, idsOf } from '../../test/discovery-fixtures';
import {
  createRulesWorld,
  expectNoPrivateField,
  exploreUrl,
  profileUrl,
  recsUrl,
} from '../../test/discovery-rules-world';
import type { ChildRow } from '../children/children.repository';
import { setAccountSuspended } from './visibility.repository';

describe('discovery: hard rules, privacy and errors', () => {
  let h: DiscoveryHarness;
  let me: Account;
  let family: Account;
  let man: ChildRow;
  let sister: ChildRow;
  /** Women of `family`, by what they test. */
  let women: Record<string, ChildRow>;
  let otherMan: ChildRow;

  const recIds = async (single: ChildRow, token = me.token) => {
    const res = await h.get(recsUrl(single.id), token);
    expect(res.statusCode, res.body).toBe(200);
    return idsOf(res.json().data.recommendations as ProfileCard[]);
  };
  const exploreIds = async (query: string, token = me.token) => {
    const res = await h.get(exploreUrl(query), token);
    expect(res.statusCode, res.body).toBe(200);
    return idsOf(res.json().data.children as ProfileCard[]);
  };

  beforeAll(async () => {
    ({ h, me, family, man, sister, women, otherMan } = await createRulesWorld());
  });
  afterAll(() => h.close());

  it('recommends the opposite gender of other accounts inside the preferred age range, bounds included; a year either side only as close', async () => {
    const res = await h.get(recsUrl(man.id), me.token);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().data.recommendations as RecommendationCard[];
    const preferred = cards.filter((c) => c.fit.section === 'preferred');
    expect(new Set(idsOf(preferred))).toEqual(
      new Set([women.inRange!.id, women.lowerBound!.id, women.upperBound!.id]),
    );
    // Fewer than a page meet the range (decision 060): those just outside it follow as close,
    // saying their age; 40 is too far out to be close.
    const close = cards.slice(preferred.length);
    expect(close.map((c) => [c.id, c.fit.section, c.fit.differs])).toEqual(
      expect.arrayContaining([
        [women.tooYoung!.id, 'close', [{ key: 'age', value: 24 }]],
        [women.tooOld!.id, 'close', [{ key: 'age', value: 31 }]],
      ]),
    );
    expect(close).toHaveLength(2);
    const ids = idsOf(cards);
    expect(ids).not.toContain(women.far!.id);
    expect(ids).not.toContain(otherMan.id); // same gender
    expect(ids).not.toContain(sister.id); // own account
  });

  it('with no saved preference: 18 and over, no maximum', async () => {
    const loner = await h.single(me.userId, { gender: 'MALE', firstName: 'Lawal' });
    const ids = await recIds(loner);
    expect(ids).toContain(women.far!.id);
    expect(ids).toContain(women.tooYoung!.id);
    expect(ids).not.toContain(sister.id);
  });

  it('hides a suspended account everywhere, and shows it again once reinstated', async () => {
    const recsTotal = async () => (await h.get(recsUrl(man.id), me.token)).json().data.totalCount;
    const totalBefore = await recsTotal();
    const visible = async () => ({
      recs: (await recIds(man)).includes(women.inRange!.id),
      explore: (await exploreIds(`childId=${man.id}&limit=100`)).includes(women.inRange!.id),
      exploreAll: (await exploreIds('limit=100')).includes(women.inRange!.id),
      profile: (await h.get(profileUrl(women.inRange!.id, man.id), me.token)).statusCode,
      plain: (await h.get(profileUrl(women.inRange!.id), me.token)).statusCode,
    });
    expect(await visible()).toEqual({
      recs: true,
      explore: true,
      exploreAll: true,
      profile: 200,
      plain: 200,
    });

    await setAccountSuspended(h.database.db, family.userId, true, h.clock.now());
    expect(await visible()).toEqual({
      recs: false,
      explore: false,
      exploreAll: false,
      profile: 404,
      plain: 404,
    });
    const [suspended] = await h.database.db.select().from(users).where(eq(users.id, family.userId));
    expect(suspended!.suspendedAt).not.toBeNull();
    // The stored list keeps the family's places but neither pages nor counts them (all five
    // women in and near his range are theirs).
    expect(totalBefore).toBe(5);
    expect(await recsTotal()).toBe(0);

    await setAccountSuspended(h.database.db, family.userId, false, h.clock.now());
    expect(await recsTotal()).toBe(totalBefore);
    expect(await visible()).toEqual({
      recs: true,
      explore: true,
      exploreAll: true,
      profile: 200,
      plain: 200,
    });
  });

  it('explore without childId lists what one of my singles may be shown (here a son and a daughter: both genders); with one, the opposite gender whatever its preferences', async () => {
    const all = await exploreIds('limit=100');
    expect(all).toEqual(expect.arrayContaining([otherMan.id, women.inRange!.id, women.far!.id]));
    expect(all).not.toContain(man.id);
    expect(all).not.toContain(sister.id);

    const forMan = await exploreIds(`childId=${man.id}&limit=100`);
    // Outside his age range but still explorable (decision 043).
    expect(forMan).toEqual(expect.arrayContaining([women.far!.id, women.tooYoung!.id]));
    expect(forMan).not.toContain(otherMan.id);
    expect(forMan).not.toContain(sister.id);
  });

  it('without childId applies the hard rules for at least one of my singles (decision 020)', async () => {
    // An account whose only singles are women: explore shows only men, a woman's profile is 404.
    const mother = await h.account();
    await h.singles(mother.userId, [{ gender: 'FEMALE' }, { gender: 'FEMALE', genotype: 'AS' }]);
    const seen = await exploreIds('limit=100', mother.token);
    const genderOf = new Map(
      (await h.database.db.select().from(children)).map((c) => [c.id, c.gender]),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((id) => genderOf.get(id) === 'MALE')).toBe(true);
    expect((await h.get(profileUrl(women.inRange!.id), mother.token)).statusCode).toBe(404);
    expect((await h.get(profileUrl(otherMan.id), mother.token)).statusCode).toBe(200);

    // Two sons, AA and AS; women AS, AC and AA in another family.
    const father = await h.account();
    const [safeSon, carrierSon] = await h.singles(father.userId, [
      { gender: 'MALE', genotype: 'AA' },
      { gender: 'MALE', genotype: 'AS' },
    ]);
    const other = await h.account();
    const [carrierWoman, cWoman, aaWoman] = await h.singles(other.userId, [
      { gender: 'FEMALE', genotype: 'AS' },
      { gender: 'FEMALE', genotype: 'AC' },
      { gender: 'FEMALE', genotype: 'AA' },
    ]);
    // AS × AS is at risk for the AS son, safe for the AA son: visible without childId.
    expect(
      (await h.get(profileUrl(carrierWoman!.id, carrierSon!.id), father.token)).statusCode,
    ).toBe(404);
    expect((await h.get(profileUrl(carrierWoman!.id), father.token)).statusCode).toBe(200);
    const fathers = await exploreIds('limit=100', father.token);
    expect(fathers).toEqual(expect.arrayContaining([carrierWoman!.id, cWoman!.id, aaWoman!.id]));

    // A family with only an AS son: the AS and AC women are at risk for every single it has.
    const carrierFamily = await h.account();
    await h.singles(carrierFamily.userId, [{ gender: 'MALE', genotype: 'AS' }]);
    for (const unsafe of [carrierWoman!, cWoman!]) {
      const res = await h.get(profileUrl(unsafe.id), carrierFamily.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DISCOVERY_MESSAGES.profileNotFound);
    }
    expect((await h.get(profileUrl(aaWoman!.id), carrierFamily.token)).statusCode).toBe(200);
    const carriers = await exploreIds('limit=100', carrierFamily.token);
    expect(carriers).toContain(aaWoman!.id);
    expect(carriers).not.toContain(carrierWoman!.id);
    expect(carriers).not.toContain(cWoman!.id);
    expect(safeSon).toBeDefined();

    // An account with no single sees no profile.
    const nobody = await h.account();
    expect((await h.get(profileUrl(aaWoman!.id), nobody.token)).statusCode).toBe(404);
    expect(await exploreIds('limit=100', nobody.token)).toEqual([]);
  });

  it('never shows an at-risk genotype pairing — recommendations, explore or profile — and marks the caution pairs', async () => {
    const gMen = await h.account();
    const gWomen = await h.account();
    const men = await h.singles(
      gMen.userId,
      GENOTYPE_VALUES.map((genotype) => ({ gender: 'MALE', genotype, firstName: 'Idris' })),
    );
    const ws = await h.singles(
      gWomen.userId,
      GENOTYPE_VALUES.map((genotype) => ({ gender: 'FEMALE', genotype, firstName: 'Halima' })),
    );
    const genotypeOf = new Map(
      (await h.database.db.select().from(children)).map((c) => [c.id, c.genotype]),
    );
    const atRisk = new Set<string>();
    const caution = new Set<string>();
    const pair = (a: string, b: string) => [a, b].sort().join('×');

    for (const single of men) {
      const recs = await recIds(single, gMen.token);
      const explore = await exploreIds(`childId=${single.id}&limit=100`, gMen.token);
      for (const id of [...recs, ...explore]) {
        expect(genotypePairing(single.genotype, genotypeOf.get(id)!)).not.toBe('at-risk');
      }
      for (const woman of ws) {
        const pairing = genotypePairing(single.genotype, woman.genotype);
        const res = await h.get(profileUrl(woman.id, single.id), gMen.token);
        if (pairing === 'at-risk') {
          atRisk.add(pair(single.genotype, woman.genotype));
          expect(recs).not.toContain(woman.id);
          expect(explore).not.toContain(woman.id);
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe(DISCOVERY_MESSAGES.profileNotFound);
        } else {
          expect(recs).toContain(woman.id);
          expect(explore).toContain(woman.id);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data.compatibility.genotype).toBe(pairing);
          if (pairing === 'caution') caution.add(pair(single.genotype, woman.genotype));
        }
      }
    }
    expect(atRisk.size).toBe(12);
    expect([...caution].sort()).toEqual(['AC×AC', 'AC×CC', 'CC×CC']);
  });

  it('never sends a private field: names, birth year or month, e-mail, phone, guardian', async () => {
    await expectNoPrivateField(h, me, 40);
  });
});
