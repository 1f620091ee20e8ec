import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENOTYPES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
} from '@waliyy/contract/options';
import { lgasOf } from '@waliyy/contract/places';
import type { PreferenceInput } from '@waliyy/contract/preferences';
import type { children, users } from '../schema';
import * as pool from './pools';
import { demoPreference } from './preferences';

type NewUser = typeof users.$inferInsert;
type NewChild = Omit<typeof children.$inferInsert, 'userId' | 'displayId'>;
/** `preferences[k]` belongs to `singles[k]`. */
export type DemoFamily = {
  guardian: Omit<NewUser, 'passwordHash'>;
  singles: NewChild[];
  preferences: PreferenceInput[];
};

/** A small deterministic generator (mulberry32), so the demo set is the same on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

type Random = ReturnType<typeof seededRandom>;

function demoSingle(r: Random, gender: 'MALE' | 'FEMALE', surname: string, now: Date): NewChild {
  const isMale = gender === 'MALE';
  const age = isMale ? 24 + r.int(14) : 20 + r.int(13);
  const state = r.pick(pool.STATES);
  const residence = r.pick(pool.RESIDENCES);
  const abroad = residence !== 'Nigeria';
  const marital = r.chance(0.82) ? 'SINGLE' : r.pick(MARITAL_STATUSES.slice(2)).value;
  const belongs = r.chance(0.4);
  const willing = r.chance(0.55);
  return {
    firstName: r.pick(isMale ? pool.MALE_NAMES : pool.FEMALE_NAMES),
    lastName: surname,
    yearOfBirth: now.getUTCFullYear() - age,
    monthOfBirth: 1 + r.int(12),
    gender,
    // Mostly AA/AS as in the population, with a few of the rarer genotypes.
    genotype: r.chance(0.7) ? 'AA' : r.pick(GENOTYPES).value,
    height: Math.round((isMale ? 1.65 + r.next() * 0.3 : 1.52 + r.next() * 0.25) * 100) / 100,
    weight: Math.round(isMale ? 62 + r.next() * 30 : 50 + r.next() * 28),
    maritalStatus: marital,
    hasChildren: marital !== 'SINGLE' && r.chance(0.6),
    isSmoker: r.chance(0.03),
    isDrinker: false,
    hasAddictions: false,
    citizenship:
      abroad && r.chance(0.4)
        ? residence === 'United Kingdom'
          ? 'British'
          : 'Nigerian'
        : 'Nigerian',
    state,
    lga: r.pick(lgasOf(state)),
    countryOfResidence: residence,
    isMixedEthnicity: r.chance(0.1),
    mixedEthnicityDescription: null,
    educationLevel: r.pick(EDUCATION_LEVELS.slice(3)).value,
    profession: r.pick(pool.PROFESSIONS),
    employmentStatus: r.chance(0.8) ? 'EMPLOYED' : r.pick(EMPLOYMENT_STATUSES.slice(1, 4)).value,
    professionalPlans: r.pick(pool.PLANS_TEXTS),
    isWillingToRelocate: willing,
    relocationPlans: willing
      ? 'I am open to relocating for the right family, in shā’ Allāh.'
      : null,
    isARevert: r.chance(0.08),
    sect: 'SUNNI',
    belongsToIslamicOrganization: belongs,
    islamicOrganizationName: belongs ? r.pick(pool.ORGANIZATIONS) : null,
    speakersListenedTo: [r.pick(pool.SPEAKERS), r.pick(pool.SPEAKERS)].filter(
      (s, i, all) => all.indexOf(s) === i,
    ),
    startedPracticingIn: r.pick(pool.STARTED_PRACTISING),
    salatPattern: r.chance(0.75)
      ? SALAT_PATTERNS[0].value
      : r.pick(SALAT_PATTERNS.slice(1, 4)).value,
    descriptionOfIslamicPractice: r.pick(pool.PRACTICE_TEXTS),
    about: `${r.pick(pool.ABOUT_OPENINGS)} ${r.pick(pool.ABOUT_INTERESTS)} ${r.pick(pool.ABOUT_HOPES)}`,
    aboutEducationAndJob: r.pick(pool.EDUCATION_TEXTS),
    aboutDressing: r.pick(isMale ? pool.DRESSING_MALE : pool.DRESSING_FEMALE),
  };
}

export const DEMO_LOGIN = { email: 'demo.guardian@example.com', password: 'Bismillah-demo-2025' };

/**
 * The demo families: the demo guardian (a father with a daughter and a son) and others, each
 * with one to three singles, men and women across Nigerian states and the diaspora.
 */
export function generateDemoFamilies(count = 30, now = new Date(), seed = 2025): DemoFamily[] {
  const r = seededRandom(seed);
  // A second stream for preferences, so adding them left every profile as it was.
  const rp = seededRandom(seed + 1);
  // A third for the verified-family checks (decision 083), for the same reason: most other
  // families passed one or more, so a newcomer meets the badges; the demo login passed none,
  // so its guardian can walk through all three.
  const rv = seededRandom(seed + 2);
  const checked = (odds: number, isDemo: boolean) => (!isDemo && rv.chance(odds) ? now : null);
  const families: DemoFamily[] = [];
  for (let i = 0; i < count; i++) {
    const surname = i === 0 ? 'Abdulkadir' : r.pick(pool.SURNAMES);
    const isDemo = i === 0;
    const guardian = {
      email: isDemo ? DEMO_LOGIN.email : `family.${String(i).padStart(2, '0')}@example.com`,
      firstName: isDemo ? 'Ibrahim' : r.pick(pool.MALE_NAMES),
      lastName: surname,
      phone: `+23480${String(10_000_000 + r.int(89_999_999))}`,
      emailVerifiedAt: now,
      phoneVerifiedAt: checked(0.6, isDemo),
      isDemo: true,
    };
    const sizes = isDemo ? 2 : 1 + r.int(3);
    const singles = Array.from({ length: sizes }, (_, k) => {
      const gender = isDemo ? (k === 0 ? 'FEMALE' : 'MALE') : r.chance(0.5) ? 'FEMALE' : 'MALE';
      return {
        ...demoSingle(r, gender, surname, now),
        singleConfirmedAt: checked(0.45, isDemo),
        genotypeCheckedAt: checked(0.35, isDemo),
      };
    });
    const preferences = singles.map((single) => demoPreference(rp, single, now));
    families.push({ guardian, singles, preferences });
  }
  return families;
}
