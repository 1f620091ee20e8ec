// The score's SQL: each side's preference checks and points. It MIRRORS the reference in
// packages/contract/src/matching.ts (preferenceChecks, sideFit, matchScore) exactly, in integer
// arithmetic only; discovery-ranking.test.ts compares the two on a varied set. Change both or
// neither.
import {
  ageFrom,
  DEFAULT_MIN_AGE,
  type MatchablePreference,
  type MatchableProfile,
  MUST_HAVE_KEYS,
  PREFERENCE_WEIGHTS,
  type PreferenceKey,
  SIDE_POINTS,
  VERIFICATION_MUST_HAVES,
  type VerificationMustHaveKey,
} from '@waliyy/contract';
import { type SQL, sql } from 'drizzle-orm';
import { children, preferences } from '../../db/schema';

const W = PREFERENCE_WEIGHTS;
export const int = (n: number) => sql`${n}::int`;
const float = (n: number) => sql`${n}::float8`;
const bool = (b: boolean) => sql`${b}::boolean`;
const textList = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`;

/**
 * The candidate's age (contract `ageFrom`: whole years, one less before the birth month) at
 * least `min` and, when given, at most `max` — written on year and month of birth, which the
 * planner estimates from their statistics. (An expression such as `year − year_of_birth − …`
 * has no statistics: each bound got a blind one-in-three guess, so a build expected a few
 * hundred perfect matches where there were a hundred thousand, and sorted them all instead of
 * walking children_ranking_idx in order and stopping early.)
 *   age ≥ min ⇔ born before year − min, or in that year by this month;
 *   age ≤ max ⇔ born after year − max − 1, or in that year after this month.
 */
export function ageBetween(now: Date, min: number, max: number | null): SQL[] {
  const year = now.getUTCFullYear();
  const month = int(now.getUTCMonth() + 1);
  const { yearOfBirth: born, monthOfBirth: bornMonth } = children;
  const rules = [
    sql`${born} <= ${int(year - min)}`,
    sql`(${born} < ${int(year - min)} or ${bornMonth} <= ${month})`,
  ];
  if (max !== null) {
    rules.push(
      sql`${born} >= ${int(year - max - 1)}`,
      sql`(${born} > ${int(year - max - 1)} or ${bornMonth} > ${month})`,
    );
  }
  return rules;
}

/** `CASE WHEN stated = 0 THEN 1000 ELSE (1000 * met) / stated END` — sideFit's points. */
function sidePoints(statedWeight: SQL, metWeight: SQL): SQL {
  return sql`(case when ${statedWeight} = 0 then ${int(SIDE_POINTS)} else (${int(SIDE_POINTS)} * ${metWeight}) / ${statedWeight} end)`;
}

export const sum = (terms: SQL[]) =>
  terms.length === 0 ? int(0) : sql`(${sql.join(terms, sql` + `)})`;

/**
 * "Mine": the candidate (the `children` row) against the single's own preference, one check
 * per preference the single stated (their values are bound parameters), so the stated weight
 * is known here. No preference: no check.
 */
export function mineChecks(pref: MatchablePreference | null, now: Date): [PreferenceKey, SQL][] {
  const met: [PreferenceKey, SQL][] = [];
  if (pref === null) return met;
  const range = (column: SQL, min: SQL | null, max: SQL | null) =>
    sql.join(
      [...(min ? [sql`${column} >= ${min}`] : []), ...(max ? [sql`${column} <= ${max}`] : [])],
      sql` and `,
    );
  if (pref.maxAge !== null || pref.minAge !== DEFAULT_MIN_AGE) {
    met.push(['age', sql.join(ageBetween(now, pref.minAge, pref.maxAge), sql` and `)]);
  }
  const lists = [
    ['genotypes', pref.genotypes, children.genotype],
    ['maritalStatus', pref.maritalStatus, children.maritalStatus],
    ['levelOfEducation', pref.levelOfEducation, children.educationLevel],
    ['employmentStatus', pref.employmentStatus, children.employmentStatus],
    ['countryOfResidence', pref.countryOfResidence, children.countryOfResidence],
    ['citizenship', pref.citizenship, children.citizenship],
    ['patternOfSalat', pref.patternOfSalat, children.salatPattern],
    ['sect', pref.sect, children.sect],
  ] as const;
  for (const [key, list, column] of lists) {
    if (list.length > 0) met.push([key, sql`${column} = any(${textList(list)})`]);
  }
  const bounds = [
    ['height', pref.minHeight, pref.maxHeight, children.height],
    ['weight', pref.minWeight, pref.maxWeight, children.weight],
  ] as const;
  for (const [key, min, max, column] of bounds) {
    if (min !== null || max !== null) {
      met.push([
        key,
        range(sql`${column}`, min === null ? null : float(min), max === null ? null : float(max)),
      ]);
    }
  }
  if (pref.willingnessToRelocate === true) {
    met.push(['willingnessToRelocate', sql`${children.isWillingToRelocate}`]);
  }
  const soft = [
    ['hasChildren', pref.hasChildren, children.hasChildren],
    ['isRevert', pref.isRevert, children.isARevert],
    ['isSmoker', pref.isSmoker, children.isSmoker],
    ['isDrinker', pref.isDrinker, children.isDrinker],
    ['hasAddictions', pref.hasAddictions, children.hasAddictions],
  ] as const;
  // Prefers not (false): met when the candidate is not; true and null narrow nothing.
  for (const [key, wanted, column] of soft) {
    if (wanted === false) met.push([key, sql`not ${column}`]);
  }
  return met;
}

/** sideFit's points of the single's own side: all of them when nothing is stated. */
export function minePoints(checks: [PreferenceKey, SQL][]): SQL {
  if (checks.length === 0) return int(SIDE_POINTS);
  const stated = checks.reduce((total, [key]) => total + W[key], 0);
  const metWeight = sum(
    checks.map(([key, ok]) => sql`case when ${ok} then ${int(W[key])} else 0 end`),
  );
  return sidePoints(int(stated), metWeight);
}

/** Every stated preference met, i.e. all of mine's points (every column is NOT NULL). */
export function meetsAll(checks: [string, SQL][]): SQL {
  return checks.length === 0
    ? sql`true`
    : sql.join(
        checks.map(([, ok]) => sql`(${ok})`),
        sql` and `,
      );
}

/**
 * "Theirs": the single (bound parameters) against the candidate's preference (the LEFT JOINed
 * `preferences` row). What counts as stated is decided per row, exactly as preferenceChecks
 * does; a candidate without a preference row states nothing and gives all the points.
 */
export function theirsPoints(single: MatchableProfile, now: Date): SQL {
  const p = preferences;
  const age = int(ageFrom(single, now));
  const terms: { key: PreferenceKey; stated: SQL; met: SQL }[] = [
    {
      key: 'age',
      stated: sql`(${p.maxAge} is not null or ${p.minAge} <> ${int(DEFAULT_MIN_AGE)})`,
      met: sql`(${age} >= ${p.minAge} and (${p.maxAge} is null or ${age} <= ${p.maxAge}))`,
    },
  ];
  const lists = [
    ['genotypes', p.genotypes, single.genotype],
    ['maritalStatus', p.maritalStatuses, single.maritalStatus],
    ['levelOfEducation', p.educationLevels, single.educationLevel],
    ['employmentStatus', p.employmentStatuses, single.employmentStatus],
    ['countryOfResidence', p.countriesOfResidence, single.countryofResidence],
    ['citizenship', p.citizenships, single.citizenship],
    ['patternOfSalat', p.salatPatterns, single.salatPattern],
    ['sect', p.sects, single.sect],
  ] as const;
  for (const [key, column, value] of lists) {
    terms.push({
      key,
      stated: sql`cardinality(${column}) > 0`,
      met: sql`${value}::text = any(${column})`,
    });
  }
  const bounds = [
    ['height', p.minHeight, p.maxHeight, single.height],
    ['weight', p.minWeight, p.maxWeight, single.weight],
  ] as const;
  for (const [key, min, max, value] of bounds) {
    terms.push({
      key,
      stated: sql`(${min} is not null or ${max} is not null)`,
      met: sql`((${min} is null or ${float(value)} >= ${min}) and (${max} is null or ${float(value)} <= ${max}))`,
    });
  }
  terms.push({
    key: 'willingnessToRelocate',
    stated: sql`${p.willingToRelocate} is true`,
    met: bool(single.isWillingToRelocate),
  });
  const soft = [
    ['hasChildren', p.hasChildren, single.hasChildren],
    ['isRevert', p.isRevert, single.isARevert],
    ['isSmoker', p.isSmoker, single.isSmoker],
    ['isDrinker', p.isDrinker, single.isDrinker],
    ['hasAddictions', p.hasAddictions, single.hasAddictions],
  ] as const;
  for (const [key, column, value] of soft) {
    terms.push({ key, stated: sql`${column} is false`, met: bool(value === false) });
  }

  const stated = sum(terms.map((t) => sql`case when ${t.stated} then ${int(W[t.key])} else 0 end`));
  const met = sum(
    terms.map((t) => sql`case when ${t.stated} and ${t.met} then ${int(W[t.key])} else 0 end`),
  );
  return sidePoints(stated, met);
}

/** The must-have checks (decision 060): every stated list and range, the age range included. */
export const mustHaveChecks = (checks: [PreferenceKey, SQL][]) =>
  checks.filter(([key]) => (MUST_HAVE_KEYS as readonly PreferenceKey[]).includes(key));

/** How many of the must-have checks the candidate misses (0 when none is stated). */
export function missCount(checks: [string, SQL][]): SQL {
  return sum(checks.map(([, ok]) => sql`case when ${ok} then 0 else 1 end`));
}

/** Whether the candidate passed each check, on the columns children_age_band_idx carries. */
const PASSED = {
  phone: sql`${children.phoneVerified}`,
  single: sql`${children.singleConfirmedAt} is not null`,
  genotype: sql`${children.genotypeCheckedAt} is not null`,
} as const;

/**
 * The checks the single's preference requires (decision 083): must-haves like the lists, but
 * outside the score — mine's points and the contract's matchScore never count them.
 */
export function requiredChecks(pref: MatchablePreference | null): [VerificationMustHaveKey, SQL][] {
  if (pref === null) return [];
  const keys = Object.keys(VERIFICATION_MUST_HAVES) as VerificationMustHaveKey[];
  return keys
    .filter((key) => pref[key] === true)
    .map((key) => [key, PASSED[VERIFICATION_MUST_HAVES[key]]]);
}
