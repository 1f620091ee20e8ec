// Two-sided ranking (decision 009): how well a candidate meets a single's preferences and how well
// the single meets the candidate's. This is the reference: the API's SQL that builds the
// recommendation lists mirrors it exactly (integer arithmetic only) and is tested against it.
// No zod here: the web uses it to explain a profile without pulling schemas in.
import {
  type MatchablePreference,
  type MatchableProfile,
  PREFERENCE_WEIGHTS,
  type PreferenceKey,
  SIDE_POINTS,
} from './matching-preference';
import { mustHaveChecks } from './must-haves';

export {
  type MatchablePreference,
  type MatchableProfile,
  PREFERENCE_WEIGHTS,
  type PreferenceKey,
  SIDE_POINTS,
} from './matching-preference';
export {
  CLOSE_AGE_SLACK,
  CLOSE_MAX_MISSES,
  MUST_HAVE_KEYS,
  type MustHaveKey,
  mustHaveFit,
  RECOMMENDATION_SECTIONS,
  VERIFICATION_MUST_HAVES,
  type VerificationMustHaveKey,
} from './must-haves';

const prefersNot = (pref: boolean | null, value: boolean) => pref !== false || value === false;

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
 * @internal The score in TypeScript: the tests hold the ranking's SQL to it.
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
