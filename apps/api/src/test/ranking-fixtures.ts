// The ranking tests' data: singles and preferences that vary every ranked field (seeded, so the
// same every run), and the list the TypeScript rules expect, to hold the SQL ranking against.
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  genotypePairing,
  MARITAL_STATUSES,
  matchScore,
  mustHaveFit,
  PAGE_SIZE,
  SALAT_PATTERNS,
} from '@waliyy/contract';
import { isClose } from '@waliyy/contract/must-haves';
import { asc, desc, eq } from 'drizzle-orm';
import { seededRandom } from '../db/demo/generate';
import { children, preferences, recommendations } from '../db/schema';
import { profileFromRow } from '../modules/children/children.mapper';
import type { ChildRow } from '../modules/children/children.repository';
import { findListAndSingle } from '../modules/discovery/arrivals.repository';
import { CLOSE_LIST_SIZE } from '../modules/discovery/ranking.repository';
import { preferenceFromRow } from '../modules/preferences/preferences.mapper';
import type { DiscoveryHarness } from './discovery-fixtures';

export const r = seededRandom(20_260_615);
const values = (list: readonly { value: string }[]) => list.map((o) => o.value);
const MARITAL = values(MARITAL_STATUSES);
const EDUCATION = values(EDUCATION_LEVELS);
const EMPLOYMENT = values(EMPLOYMENT_STATUSES);
export const SALAT = values(SALAT_PATTERNS);
const COUNTRIES = ['Nigeria', 'United Kingdom', 'Ghana'];
const CITIZENSHIPS = ['Nigerian', 'British'];
const some = <T>(list: readonly T[]) => list.filter(() => r.chance(0.5));
const maybe = <T>(value: T, p = 0.4): T | undefined => (r.chance(p) ? value : undefined);
const triBool = () => r.pick([true, false, null, null]);

/** A man whose every ranked field varies; heights sometimes sit exactly on a bound. */
export function variedMan(): Record<string, unknown> {
  return {
    gender: 'MALE',
    firstName: 'Yusuf',
    age: 22 + r.int(24),
    monthOfBirth: 1 + r.int(12),
    genotype: r.pick(['AA', 'AA', 'AS', 'AC', 'CC', 'SS', 'SC']),
    height: r.pick([1.7, 1.85, Math.round((1.6 + r.next() * 0.35) * 100) / 100]),
    weight: r.pick([60, 90, 55 + r.int(50)]),
    maritalStatus: r.pick(MARITAL),
    educationLevel: r.pick(EDUCATION),
    employmentStatus: r.pick(EMPLOYMENT),
    countryofResidence: r.pick(COUNTRIES),
    citizenship: r.pick(CITIZENSHIPS),
    state: 'Kano',
    lga: 'Fagge',
    isWillingToRelocate: r.chance(0.5),
    salatPattern: r.pick(SALAT),
    sect: r.chance(0.8) ? 'SUNNI' : 'SHIA',
    hasChildren: r.chance(0.3),
    isARevert: r.chance(0.2),
    isSmoker: r.chance(0.2),
    isDrinker: r.chance(0.1),
    hasAddictions: r.chance(0.1),
  };
}

/** A preference stating a random few things (what is left out stays "any"). */
export function variedPreference(): Record<string, unknown> {
  const minAge = 18 + r.int(12);
  const pref: Record<string, unknown> = {
    minAge: maybe(minAge, 0.5),
    maxAge: maybe(minAge + r.int(15), 0.5),
    genotypes: maybe(some(['AA', 'AS', 'AC'])),
    minHeight: maybe(1.55),
    maxHeight: maybe(1.7),
    minWeight: maybe(50),
    maxWeight: maybe(60 + r.int(20)),
    maritalStatus: maybe(some(MARITAL)),
    levelOfEducation: maybe(some(EDUCATION)),
    employmentStatus: maybe(some(EMPLOYMENT)),
    countryOfResidence: maybe(some(COUNTRIES)),
    citizenship: maybe(some(CITIZENSHIPS)),
    willingnessToRelocate: triBool(),
    patternOfSalat: maybe(some(SALAT)),
    sect: maybe(some(['SUNNI', 'SHIA'])),
    hasChildren: triBool(),
    isRevert: triBool(),
    isSmoker: triBool(),
    isDrinker: triBool(),
    hasAddictions: triBool(),
  };
  return Object.fromEntries(Object.entries(pref).filter(([, v]) => v !== undefined));
}

/**
 * What the contract's reference says the list must be (decision 060): the candidates that
 * meet every must-have, by matchScore then id; then — only when those are fewer than a page —
 * the close ones (isClose), fewest misses, then score, then id.
 */
export async function expectedList(h: DiscoveryHarness, single: ChildRow) {
  const now = h.clock.now();
  const db = h.database.db;
  const rows = await db.select().from(children).where(eq(children.listed, true));
  const prefs = new Map(
    (await db.select().from(preferences)).map((p) => [p.childId, preferenceFromRow(p)]),
  );
  const mine = prefs.get(single.id) ?? null;
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const scored = rows
    .filter(
      (c) =>
        c.gender !== single.gender &&
        c.userId !== single.userId &&
        genotypePairing(single.genotype, c.genotype) !== 'at-risk',
    )
    .map((c) => {
      const profile = profileFromRow(c, now);
      return {
        id: c.id,
        fit: mustHaveFit(mine, profile, now),
        score: matchScore(
          { profile: profileFromRow(single, now), preference: mine },
          { profile, preference: prefs.get(c.id) ?? null },
          now,
        ),
      };
    });
  const preferred = scored
    .filter((c) => c.fit.differs.length === 0)
    .sort((a, b) => b.score - a.score || byId(a, b));
  const close =
    preferred.length >= PAGE_SIZE
      ? []
      : scored
          .filter((c) => isClose(mine, c.fit))
          .sort(
            (a, b) =>
              a.fit.differs.length - b.fit.differs.length || b.score - a.score || byId(a, b),
          )
          .slice(0, CLOSE_LIST_SIZE);
  return [...preferred, ...close].map(({ id, score }) => ({ id, score }));
}

/** A single's stored list as a rebuild or a merge wrote it, in rank order (as expectedList). */
export const storedList = (h: DiscoveryHarness, childId: string) =>
  h.database.db
    .select({ id: recommendations.candidateId, score: recommendations.score })
    .from(recommendations)
    .where(eq(recommendations.childId, childId))
    .orderBy(
      asc(recommendations.misses),
      desc(recommendations.score),
      asc(recommendations.candidateId),
    );

/**
 * How many arrivals a single's stored list has still to take in, counted as its next read counts
 * them (findListAndSingle, decision 071: listed singles of the other gender stamped at or after
 * the list's watermark). The watermark is a snapshot's xmin, which is the whole server's, so
 * another database's open transaction can hold such arrivals pending.
 */
export async function pendingArrivals(h: DiscoveryHarness, single: ChildRow): Promise<number> {
  const found = await h.database.db.transaction((tx) =>
    findListAndSingle(tx, single.userId, single.id),
  );
  return found?.arrivals ?? 0;
}
