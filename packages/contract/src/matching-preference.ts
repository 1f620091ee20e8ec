/** What ranking compares: a single's profile fields and preference, each preference's weight. */
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
  /** Required checks (decision 083): must-haves that weigh nothing in the ranking. */
  verifiedPhone?: boolean;
  verifiedSingle?: boolean;
  verifiedGenotype?: boolean;
};

/**
 * A preference that states nothing: 18 and over, everything else "any" (decision 044).
 * @internal For the tests and the bench: the SQL's defaults say the same.
 */
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
  verifiedPhone: false,
  verifiedSingle: false,
  verifiedGenotype: false,
};

/**
 * What each stated preference weighs in the ranking. A preference is "stated" when it narrows
 * anything: a non-empty list, a bound, an age range other than the default, `true` for
 * relocation (prefers someone willing), `false` for the soft booleans (prefers not — decision 045; `true` means open to it and `null` no preference, neither of which narrows).
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
