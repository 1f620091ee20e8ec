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

/** Per stated preference: whether the profile meets it. Unstated ones are absent. */
export function preferenceChecks(
  pref: MatchablePreference | null,
  profile: MatchableProfile,
  now: Date,
): Partial<Record<PreferenceKey, boolean>> {
  if (pref === null) return {};
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
