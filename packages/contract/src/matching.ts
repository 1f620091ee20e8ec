// Two-sided ranking (issue 5): how well a candidate meets a single's preferences and how well
// the single meets the candidate's. This is the reference: the API's SQL that builds the
// recommendation lists mirrors it exactly (integer arithmetic only) and is tested against it.
// No zod here: the web uses it to explain a profile without pulling schemas in.
import { ageFrom } from './age';
import { DEFAULT_MIN_AGE } from './constants';

/** The profile fields a preference looks at. */
export type MatchableProfile = {
  yearOfBirth: number;
  monthOfBirth: number;
  genotype: string;
  height: number;
  weight: number;
  maritalStatus: string;
  educationLevel: string;
  employmentStatus: string;
  countryofResidence: string;
  citizenship: string;
  isWillingToRelocate: boolean;
  salatPattern: string;
  sect: string;
  hasChildren: boolean;
  isARevert: boolean;
  isSmoker: boolean;
  isDrinker: boolean;
  hasAddictions: boolean;
};

/** The preference as the contract's `Preference` carries it (no saved one = `null`). */
export type MatchablePreference = {
  minAge: number;
  maxAge: number | null;
  genotypes: readonly string[];
  minHeight: number | null;
  maxHeight: number | null;
  minWeight: number | null;
  maxWeight: number | null;
  maritalStatus: readonly string[];
  levelOfEducation: readonly string[];
  employmentStatus: readonly string[];
  countryOfResidence: readonly string[];
  citizenship: readonly string[];
  willingnessToRelocate: boolean | null;
  patternOfSalat: readonly string[];
  sect: readonly string[];
  hasChildren: boolean | null;
  isRevert: boolean | null;
  isSmoker: boolean | null;
  isDrinker: boolean | null;
  hasAddictions: boolean | null;
};

/** A preference that states nothing: 18 and over, everything else "any" (DECISIONS 18). */
export const ANY_PREFERENCE: MatchablePreference = {
  minAge: DEFAULT_MIN_AGE,
  maxAge: null,
  genotypes: [],
  minHeight: null,
  maxHeight: null,
  minWeight: null,
  maxWeight: null,
  maritalStatus: [],
  levelOfEducation: [],
  employmentStatus: [],
  countryOfResidence: [],
  citizenship: [],
  willingnessToRelocate: null,
  patternOfSalat: [],
  sect: [],
  hasChildren: null,
  isRevert: null,
  isSmoker: null,
  isDrinker: null,
  hasAddictions: null,
};

/**
 * What each stated preference weighs in the ranking. A preference is "stated" when it narrows
 * anything: a non-empty list, a bound, an age range other than the default, `true` for
 * relocation (prefers someone willing), `false` for the soft booleans (prefers not — DECISIONS
 * 19; `true` means open to it and `null` no preference, neither of which narrows).
 */
export const PREFERENCE_WEIGHTS = {
  age: 3,
  genotypes: 2,
  height: 1,
  weight: 1,
  maritalStatus: 2,
  levelOfEducation: 1,
  employmentStatus: 1,
  countryOfResidence: 2,
  citizenship: 1,
  willingnessToRelocate: 1,
  patternOfSalat: 3,
  sect: 3,
  hasChildren: 2,
  isRevert: 1,
  isSmoker: 2,
  isDrinker: 3,
  hasAddictions: 3,
} as const;
export type PreferenceKey = keyof typeof PREFERENCE_WEIGHTS;

/** Each side's share is scaled to this many points, so a list's score runs 0 to 2 × this. */
export const SIDE_POINTS = 1000;

const inList = (list: readonly string[], value: string) =>
  list.length === 0 || list.includes(value);
const inRange = (min: number | null, max: number | null, value: number) =>
  (min === null || value >= min) && (max === null || value <= max);
const prefersNot = (pref: boolean | null, value: boolean) => pref !== false || value === false;

/** The profile fields the must-haves look at (DECISIONS 34). */
export type MustHaveProfile = Pick<
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

/** Per stated must-have (every list and range): whether the profile meets it. */
function mustHaveChecks(
  pref: MatchablePreference,
  profile: MustHaveProfile,
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

/** Per stated preference: whether the profile meets it. Unstated ones are absent. */
export function preferenceChecks(
  pref: MatchablePreference | null,
  profile: MatchableProfile,
  now: Date,
): Partial<Record<PreferenceKey, boolean>> {
  if (pref === null) return {};
  const checks = mustHaveChecks(pref, profile, now);
  if (pref.willingnessToRelocate === true) {
    checks.willingnessToRelocate = profile.isWillingToRelocate;
  }
  const soft = [
    ['hasChildren', pref.hasChildren, profile.hasChildren],
    ['isRevert', pref.isRevert, profile.isARevert],
    ['isSmoker', pref.isSmoker, profile.isSmoker],
    ['isDrinker', pref.isDrinker, profile.isDrinker],
    ['hasAddictions', pref.hasAddictions, profile.hasAddictions],
  ] as const;
  for (const [key, wanted, value] of soft) {
    if (wanted === false) checks[key] = prefersNot(wanted, value);
  }
  return checks;
}

export type SideFit = {
  /** Stated preferences the profile meets, and how many were stated. */
  met: number;
  stated: number;
  /** 0..SIDE_POINTS: the met share of the stated weight; all points when nothing is stated. */
  points: number;
};

export function sideFit(
  pref: MatchablePreference | null,
  profile: MatchableProfile,
  now: Date,
): SideFit {
  const checks = Object.entries(preferenceChecks(pref, profile, now)) as [PreferenceKey, boolean][];
  let metWeight = 0;
  let statedWeight = 0;
  let met = 0;
  for (const [key, ok] of checks) {
    statedWeight += PREFERENCE_WEIGHTS[key];
    if (ok) {
      metWeight += PREFERENCE_WEIGHTS[key];
      met += 1;
    }
  }
  const points =
    statedWeight === 0 ? SIDE_POINTS : Math.floor((SIDE_POINTS * metWeight) / statedWeight);
  return { met, stated: checks.length, points };
}

/**
 * The ranking score of `candidate` for `single`: the candidate's fit to the single's
 * preferences plus the single's fit to the candidate's. Higher first; ties by candidate id.
 */
export function matchScore(
  single: { profile: MatchableProfile; preference: MatchablePreference | null },
  candidate: { profile: MatchableProfile; preference: MatchablePreference | null },
  now: Date,
): number {
  return (
    sideFit(single.preference, candidate.profile, now).points +
    sideFit(candidate.preference, single.profile, now).points
  );
}

// ---- Must-haves (DECISIONS 34) ----

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
] as const satisfies readonly PreferenceKey[];
export type MustHaveKey = (typeof MUST_HAVE_KEYS)[number];

/** A recommended card's section: meets every must-have, or close to them. */
export const RECOMMENDATION_SECTIONS = ['preferred', 'close'] as const;
export type RecommendationSection = (typeof RECOMMENDATION_SECTIONS)[number];

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
  const checks = mustHaveChecks(pref, profile, now);
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
