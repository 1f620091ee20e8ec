// Must-haves (decision 060): the preferences that filter a single's recommendations, and how
// close a candidate that misses some may come. No zod here, as in matching.ts.
import { ageFrom } from './age';
import { DEFAULT_MIN_AGE } from './constants';
import type { MatchablePreference, MatchableProfile, PreferenceKey } from './matching-preference';
import type { Verification, VerificationCheck } from './verification';

/** No check known: none passed (verification.ts's NO_VERIFICATION, without its zod). */
const NO_VERIFICATION: Verification = { phone: false, single: false, genotype: false };

const inList = (list: readonly string[], value: string) =>
  list.length === 0 || list.includes(value);
const inRange = (min: number | null, max: number | null, value: number) =>
  (min === null || value >= min) && (max === null || value <= max);

/** The profile fields the ranked must-haves look at (decision 060). */
type RankedMustHaveProfile = Pick<
  MatchableProfile,
  | 'yearOfBirth'
  | 'monthOfBirth'
  | 'genotype'
  | 'height'
  | 'weight'
  | 'maritalStatus'
  | 'educationLevel'
  | 'employmentStatus'
  | 'countryofResidence'
  | 'citizenship'
  | 'salatPattern'
  | 'sect'
>;
/** …and the checks it passed, which a preference may require too (decision 083). */
export type MustHaveProfile = RankedMustHaveProfile & { verification?: Verification };

/**
 * The must-haves that require a check (decision 083): the preference's field, the check it
 * requires. They filter and make a candidate close like the others, but weigh nothing in the
 * ranking (every candidate who meets them meets them alike).
 */
export const VERIFICATION_MUST_HAVES = {
  verifiedPhone: 'phone',
  verifiedSingle: 'single',
  verifiedGenotype: 'genotype',
} as const satisfies Record<string, VerificationCheck>;
export type VerificationMustHaveKey = keyof typeof VERIFICATION_MUST_HAVES;
const VERIFICATION_KEYS = Object.keys(VERIFICATION_MUST_HAVES) as VerificationMustHaveKey[];

/** Per required check: whether the candidate passed it. Nothing required: none. */
export function verificationChecks(
  pref: MatchablePreference,
  verification: Verification = NO_VERIFICATION,
): Partial<Record<VerificationMustHaveKey, boolean>> {
  const checks: Partial<Record<VerificationMustHaveKey, boolean>> = {};
  for (const key of VERIFICATION_KEYS) {
    if (pref[key] === true) checks[key] = verification[VERIFICATION_MUST_HAVES[key]];
  }
  return checks;
}

/** Per stated must-have (every list and range): whether the profile meets it. */
export function mustHaveChecks(
  pref: MatchablePreference,
  profile: RankedMustHaveProfile,
  now: Date,
): Partial<Record<PreferenceKey, boolean>> {
  const checks: Partial<Record<PreferenceKey, boolean>> = {};
  const age = ageFrom(profile, now);
  if (pref.maxAge !== null || pref.minAge !== DEFAULT_MIN_AGE) {
    checks.age = inRange(pref.minAge, pref.maxAge, age);
  }
  const lists = [
    ['genotypes', pref.genotypes, profile.genotype],
    ['maritalStatus', pref.maritalStatus, profile.maritalStatus],
    ['levelOfEducation', pref.levelOfEducation, profile.educationLevel],
    ['employmentStatus', pref.employmentStatus, profile.employmentStatus],
    ['countryOfResidence', pref.countryOfResidence, profile.countryofResidence],
    ['citizenship', pref.citizenship, profile.citizenship],
    ['patternOfSalat', pref.patternOfSalat, profile.salatPattern],
    ['sect', pref.sect, profile.sect],
  ] as const;
  for (const [key, list, value] of lists) {
    if (list.length > 0) checks[key] = inList(list, value);
  }
  if (pref.minHeight !== null || pref.maxHeight !== null) {
    checks.height = inRange(pref.minHeight, pref.maxHeight, profile.height);
  }
  if (pref.minWeight !== null || pref.maxWeight !== null) {
    checks.weight = inRange(pref.minWeight, pref.maxWeight, profile.weight);
  }
  return checks;
}

/**
 * The preferences that filter a single's recommendations once chosen: every multi-select and
 * every range. The yes/no lifestyle questions and relocation stay soft (they rank only), and
 * the other side's preferences rank only.
 */
export const MUST_HAVE_KEYS = [
  'age',
  'genotypes',
  'maritalStatus',
  'levelOfEducation',
  'employmentStatus',
  'countryOfResidence',
  'citizenship',
  'patternOfSalat',
  'sect',
  'height',
  'weight',
  'verifiedPhone',
  'verifiedSingle',
  'verifiedGenotype',
] as const satisfies readonly (PreferenceKey | VerificationMustHaveKey)[];
export type MustHaveKey = (typeof MUST_HAVE_KEYS)[number];

/** A recommended card's section: meets every must-have, or close to them. */
export const RECOMMENDATION_SECTIONS = ['preferred', 'close'] as const;

/** A "close" candidate misses at most this many must-haves. */
export const CLOSE_MAX_MISSES = 2;
/** …and, when it misses the age range, by at most this many years. */
export const CLOSE_AGE_SLACK = 2;

/** The candidate's value for a must-have, as the API sends it (age in whole years). */
function mustHaveValue(key: MustHaveKey, profile: MustHaveProfile, now: Date): string | number {
  switch (key) {
    case 'age':
      return ageFrom(profile, now);
    case 'genotypes':
      return profile.genotype;
    case 'maritalStatus':
      return profile.maritalStatus;
    case 'levelOfEducation':
      return profile.educationLevel;
    case 'employmentStatus':
      return profile.employmentStatus;
    case 'countryOfResidence':
      return profile.countryofResidence;
    case 'citizenship':
      return profile.citizenship;
    case 'patternOfSalat':
      return profile.salatPattern;
    case 'sect':
      return profile.sect;
    case 'height':
      return profile.height;
    case 'weight':
      return profile.weight;
    case 'verifiedPhone':
    case 'verifiedSingle':
    case 'verifiedGenotype':
      return (profile.verification ?? NO_VERIFICATION)[VERIFICATION_MUST_HAVES[key]]
        ? 'VERIFIED'
        : 'NOT_VERIFIED';
  }
}

export type MustHaveFit = {
  meets: { key: MustHaveKey; value: string | number }[];
  differs: { key: MustHaveKey; value: string | number }[];
};

/**
 * The single's must-haves that `profile` meets and those it misses, each with the profile's
 * value, in MUST_HAVE_KEYS order. Nothing chosen: both empty (any profile is preferred).
 */
export function mustHaveFit(
  pref: MatchablePreference | null,
  profile: MustHaveProfile,
  now: Date,
): MustHaveFit {
  const fit: MustHaveFit = { meets: [], differs: [] };
  if (pref === null) return fit;
  const checks: Partial<Record<MustHaveKey, boolean>> = {
    ...mustHaveChecks(pref, profile, now),
    ...verificationChecks(pref, profile.verification),
  };
  for (const key of MUST_HAVE_KEYS) {
    const ok = checks[key];
    if (ok === undefined) continue;
    (ok ? fit.meets : fit.differs).push({ key, value: mustHaveValue(key, profile, now) });
  }
  return fit;
}

/**
 * Whether a candidate missing `differs` may be listed as close: at most CLOSE_MAX_MISSES
 * must-haves, and an age no more than CLOSE_AGE_SLACK years outside the range.
 * @internal The rule in TypeScript: the tests hold the ranking's SQL to it.
 */
export function isClose(pref: MatchablePreference | null, fit: MustHaveFit): boolean {
  if (fit.differs.length === 0 || fit.differs.length > CLOSE_MAX_MISSES) return false;
  const age = fit.differs.find((d) => d.key === 'age');
  if (!age || pref === null) return true;
  const years = age.value as number;
  const min = pref.minAge - CLOSE_AGE_SLACK;
  const max = pref.maxAge === null ? null : pref.maxAge + CLOSE_AGE_SLACK;
  return years >= min && (max === null || years <= max);
}
