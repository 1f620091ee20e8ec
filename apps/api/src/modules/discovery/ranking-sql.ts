// The SQL that builds a single's recommendation list. Its score MIRRORS the reference in
// packages/contract/src/matching.ts (preferenceChecks, sideFit, matchScore) exactly, in integer
// arithmetic only; discovery-ranking.test.ts compares the two on a varied set. Change both or
// neither.
import {
  ageFrom,
  CLOSE_AGE_SLACK,
  CLOSE_MAX_MISSES,
  DEFAULT_MIN_AGE,
  type MatchablePreference,
  type MatchableProfile,
  MUST_HAVE_KEYS,
  PAGE_SIZE,
  PREFERENCE_WEIGHTS,
  type PreferenceKey,
  SIDE_POINTS,
} from '@waliyy/contract';
import { type SQL, sql } from 'drizzle-orm';
import { children, preferences, recommendations } from '../../db/schema';
import { hardRules, type Viewer } from './discovery.repository';

/** The best this many candidates are kept per single (DECISIONS 33). */
export const RECOMMENDATION_LIST_SIZE = 500;

const W = PREFERENCE_WEIGHTS;
const int = (n: number) => sql`${n}::int`;
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

const sum = (terms: SQL[]) => (terms.length === 0 ? int(0) : sql`(${sql.join(terms, sql` + `)})`);

/**
 * "Mine": the candidate (the `children` row) against the single's own preference, one check
 * per preference the single stated (their values are bound parameters), so the stated weight
 * is known here. No preference: no check.
 */
function mineChecks(pref: MatchablePreference | null, now: Date): [PreferenceKey, SQL][] {
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
function minePoints(checks: [PreferenceKey, SQL][]): SQL {
  if (checks.length === 0) return int(SIDE_POINTS);
  const stated = checks.reduce((total, [key]) => total + W[key], 0);
  const metWeight = sum(
    checks.map(([key, ok]) => sql`case when ${ok} then ${int(W[key])} else 0 end`),
  );
  return sidePoints(int(stated), metWeight);
}

/** Every stated preference met, i.e. all of mine's points (every column is NOT NULL). */
function meetsAll(checks: [PreferenceKey, SQL][]): SQL {
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
function theirsPoints(single: MatchableProfile, now: Date): SQL {
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

/**
 * The hard age rule of recommendations: the candidate's age inside the single's preferred
 * range (no saved preference: 18 and over). The year-of-birth bounds come first, for the index.
 */
function ageRule(pref: MatchablePreference | null, now: Date): SQL {
  return sql.join(
    ageBetween(now, pref?.minAge ?? DEFAULT_MIN_AGE, pref?.maxAge ?? null),
    sql` and `,
  );
}

export type RankingInput = {
  /** The single's account (its own singles are never candidates). */
  userId: string;
  singleId: string;
  profile: MatchableProfile & { gender: 'MALE' | 'FEMALE' };
  preference: MatchablePreference | null;
  now: Date;
  size?: number;
  preselect?: number;
};

/**
 * How many candidates are scored on both sides, at most. Scoring the candidate's side reads
 * the candidate's preference row, one index probe each, and at a million singles an age band
 * holds a few hundred thousand: far too many for a first read. So the candidates are first
 * PRE-SELECTED by the single's own side alone — the best this many by "mine", ties to the most
 * recently joined — and only those are scored mine + theirs. Every candidate is scored when
 * the hard rules leave no more than this many (every test, every small site): then the list is
 * exactly the contract's matchScore ranking. Beyond that it is the best of the pre-selection.
 */
export const PRESELECT_SIZE = 2_000;

/** At most this many "close to your preferences" candidates follow the preferred ones. */
export const CLOSE_LIST_SIZE = 100;
/**
 * Close candidates are looked for among the newest this many of the widened age band, walked
 * in children_ranking_idx's order (an index-only scan that stops there): the section is built
 * only when few meet every must-have, and a scan of a whole band (400,000 women of 22–34 at a
 * million singles) cost ~0.8 s; the newest 20,000 cost a tenth of it.
 */
export const CLOSE_SCAN_SIZE = 20_000;
/** …of which the fewest misses, then best by mine, this many are scored on both sides. */
export const CLOSE_PRESELECT_SIZE = 300;

/** The must-have checks (DECISIONS 34): every stated list and range, the age range included. */
const mustHaveChecks = (checks: [PreferenceKey, SQL][]) =>
  checks.filter(([key]) => (MUST_HAVE_KEYS as readonly PreferenceKey[]).includes(key));

/** How many of the must-have checks the candidate misses (0 when none is stated). */
function missCount(checks: [PreferenceKey, SQL][]): SQL {
  return sum(checks.map(([, ok]) => sql`case when ${ok} then 0 else 1 end`));
}

/**
 * The age band a close candidate may come from: the preferred range widened by
 * CLOSE_AGE_SLACK years each side (never under 18), so an age outside the range by a year or
 * two is a difference, not an exclusion.
 */
function closeAgeRule(pref: MatchablePreference | null, now: Date): SQL {
  const min = Math.max(DEFAULT_MIN_AGE, (pref?.minAge ?? DEFAULT_MIN_AGE) - CLOSE_AGE_SLACK);
  const max = pref?.maxAge == null ? null : pref.maxAge + CLOSE_AGE_SLACK;
  return sql.join(ageBetween(now, min, max), sql` and `);
}

/**
 * ONE `INSERT … SELECT` that writes a single's whole list (DECISIONS 33, 34): first the
 * candidates that meet every must-have — every list and range the single chose — ranked by
 * both sides' preferences (the soft ones and the other side's rank only); then, only when
 * those are fewer than a page, the candidates "close to the preferences" (missing one or two
 * must-haves, an age at most two years out), fewest misses first.
 *  1. `perfect`: candidates passing the hard rules that meet every preference the single stated
 *     (all of mine's points), newest first, at most `preselect` — read from children_ranking_idx
 *     in its own order (an index-only scan that stops as soon as it has enough);
 *  2. `pre`: those when there are `preselect` of them; otherwise the best `preselect` of the
 *     band's must-have matches by mine, then newest — in both cases the top `preselect` by
 *     (mine desc, created_at desc, id desc);
 *  3. `preferred`: `pre` scored mine + theirs (the LEFT JOINed preference row), best first
 *     (ties by candidate id), the first `size` kept;
 *  4. `recent`, `near`, `close`: when `preferred` holds fewer than a page (a branch that
 *     usually never runs), the newest CLOSE_SCAN_SIZE of the widened band; of those missing one
 *     or two must-haves, the fewest misses then best by mine, CLOSE_PRESELECT_SIZE of them,
 *     scored likewise; the first CLOSE_LIST_SIZE kept.
 */
export function buildRecommendationsSql({
  userId,
  singleId,
  profile,
  preference,
  now,
  size = RECOMMENDATION_LIST_SIZE,
  preselect = PRESELECT_SIZE,
}: RankingInput): SQL {
  const viewer: Viewer = {
    userId,
    single: { gender: profile.gender, genotype: profile.genotype },
  };
  const checks = mineChecks(preference, now);
  const musts = mustHaveChecks(checks);
  const eligible = sql`${hardRules(viewer)} and ${ageRule(preference, now)}`;
  const limit = int(Math.max(preselect, size));
  // The age preference is the hard age rule already in `eligible`: stated once, estimated once.
  const withoutAge = (list: [PreferenceKey, SQL][]) => list.filter(([key]) => key !== 'age');
  const theirs = theirsPoints(profile, now);
  return sql`
    insert into ${recommendations} (child_id, position, candidate_id, score, misses)
    with perfect as (
      select ${children.id} as id
      from ${children}
      where ${eligible} and ${meetsAll(withoutAge(checks))}
      order by ${children.createdAt} desc, ${children.id} desc
      limit ${limit}
    ), pre as (
      select id, ${int(SIDE_POINTS)} as mine from perfect
      where (select count(*) from perfect) >= ${limit}
      union all
      select id, mine from (
        select ${children.id} as id, ${minePoints(checks)} as mine
        from ${children}
        where ${eligible} and ${meetsAll(withoutAge(musts))}
        order by mine desc, ${children.createdAt} desc, ${children.id} desc
        limit ${limit}
      ) band
      where (select count(*) from perfect) < ${limit}
    ), preferred as (
      select pre.id, pre.mine + ${theirs} as score
      from pre
      left join ${preferences} on ${preferences.childId} = pre.id
      order by score desc, pre.id asc
      limit ${int(size)}
    ), recent as (
      select ${children.id} as id, ${children.createdAt} as created_at,
             ${missCount(musts)} as misses, ${minePoints(checks)} as mine
      from ${children}
      where ${hardRules(viewer)} and ${closeAgeRule(preference, now)}
        and (select count(*) from preferred) < ${int(PAGE_SIZE)}
      order by ${children.createdAt} desc, ${children.id} desc
      limit ${int(CLOSE_SCAN_SIZE)}
    ), near as (
      select id, misses, mine from recent
      where misses between 1 and ${int(CLOSE_MAX_MISSES)}
      order by misses asc, mine desc, created_at desc, id desc
      limit ${int(CLOSE_PRESELECT_SIZE)}
    ), close as (
      select near.id, near.misses, near.mine + ${theirs} as score
      from near
      left join ${preferences} on ${preferences.childId} = near.id
      order by near.misses asc, score desc, near.id asc
      limit ${int(CLOSE_LIST_SIZE)}
    )
    select ${singleId}::uuid,
           row_number() over (order by ranked.misses asc, ranked.score desc, ranked.id asc),
           ranked.id, ranked.score, ranked.misses
    from (
      select id, 0 as misses, score from preferred
      union all
      select id, misses, score from close
    ) ranked`;
}
