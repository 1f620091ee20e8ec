// The SQL that builds a single's recommendation list: one INSERT … SELECT ranked by
// ranking-score.repository.ts, which mirrors the contract's matchScore.
import {
  CLOSE_AGE_SLACK,
  CLOSE_MAX_MISSES,
  DEFAULT_MIN_AGE,
  type MatchablePreference,
  type MatchableProfile,
  PAGE_SIZE,
  SIDE_POINTS,
} from '@waliyy/contract';
import { type SQL, sql } from 'drizzle-orm';
import { children, preferences, recommendationLists, recommendations } from '../../db/schema';
import { hardRules, oppositeGender, type Viewer } from './population.repository';
import {
  ageBetween,
  int,
  meetsAll,
  mineChecks,
  minePoints,
  missCount,
  mustHaveChecks,
  requiredChecks,
  theirsPoints,
} from './ranking-score.repository';

/** The best this many candidates are kept per single (decision 059). */
export const RECOMMENDATION_LIST_SIZE = 500;

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
 * ONE `INSERT … SELECT` that writes a single's whole list (decisions 059, 060): first the
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
  // The checks the preference requires (decision 083) are must-haves outside the score.
  const required = requiredChecks(preference);
  const musts = [...mustHaveChecks(checks), ...required];
  const eligible = sql`${hardRules(viewer)} and ${ageRule(preference, now)}`;
  const limit = int(Math.max(preselect, size));
  // The age preference is the hard age rule already in `eligible`: stated once, estimated once.
  const withoutAge = <K extends string>(list: [K, SQL][]) => list.filter(([key]) => key !== 'age');
  const theirs = theirsPoints(profile, now);
  return sql`
    insert into ${recommendations} (child_id, candidate_id, score, misses)
    with perfect as (
      select ${children.id} as id
      from ${children}
      where ${eligible} and ${meetsAll([...withoutAge(checks), ...required])}
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
    select ${singleId}::uuid, ranked.id, ranked.score, ranked.misses
    from (
      select id, 0 as misses, score from preferred
      union all
      select id, misses, score from close
    ) ranked`;
}

export type ArrivalsInput = RankingInput & {
  /** The list's watermark: singles stamped at or above it arrived since it last looked. */
  since: number;
  /** Whether the list has a close section, so close arrivals join it (decision 060). */
  withClose: boolean;
};

/**
 * ONE statement that merges into a single's stored list those who ARRIVED since its watermark
 * (decision 071) — listed singles of the other gender stamped at or above it, read from
 * children_arrivals_idx — with the same rules and score as the build above:
 *  1. `scored`: those who pass the hard rules and meet every must-have (`misses` 0) or, when the
 *     list has a close section, miss one or two within the widened age band; mine + theirs;
 *  2. `gone`: the entries of arrivals who no longer belong are deleted;
 *  3. `put`: the others are inserted, or their score and section updated where they changed;
 *  4. `moved`: the watermark becomes the xmin of this statement's own snapshot — everyone
 *     stamped below it was visible to steps 1–3.
 * Answers how many entries it put and removed (the caller then keeps the sections, when any).
 */
export function mergeArrivalsSql({
  userId,
  singleId,
  profile,
  preference,
  now,
  since,
  withClose,
}: ArrivalsInput): SQL {
  const viewer: Viewer = {
    userId,
    single: { gender: profile.gender, genotype: profile.genotype },
  };
  const checks = mineChecks(preference, now);
  const musts = [...mustHaveChecks(checks), ...requiredChecks(preference)];
  // With the age a must-have, missing nothing is the build's `eligible` and `meetsAll`; without
  // it, the widened band's floor is the hard rule's 18.
  const most = withClose ? CLOSE_MAX_MISSES : 0;
  const single = sql`${singleId}::uuid`;
  const from = sql`${since}::bigint`;
  return sql`
    with arrived as (
      select c.id from ${children} c
      where c.listed and c.gender = ${oppositeGender(profile.gender)} and c.arrived_xid >= ${from}
    ), scored as (
      select candidate.id, candidate.mine + ${theirsPoints(profile, now)} as score,
             candidate.misses
      from (
        select ${children.id} as id, ${missCount(musts)} as misses, ${minePoints(checks)} as mine
        from ${children}
        where ${children.arrivedXid} >= ${from}
          and ${hardRules(viewer)} and ${closeAgeRule(preference, now)}
      ) candidate
      left join ${preferences} on ${preferences.childId} = candidate.id
      where candidate.misses <= ${int(most)}
    ), gone as (
      delete from ${recommendations} r
      where r.child_id = ${single} and r.candidate_id in (select id from arrived)
        and r.candidate_id not in (select id from scored)
      returning 1
    ), put as (
      insert into ${recommendations} as r (child_id, candidate_id, score, misses)
      select ${single}, id, score, misses from scored
      on conflict (child_id, candidate_id) do update
        set score = excluded.score, misses = excluded.misses, listed = true
        where (r.score, r.misses, r.listed) is distinct from (excluded.score, excluded.misses, true)
      returning 1
    ), moved as (
      update ${recommendationLists}
      set merged_xmin = greatest(merged_xmin, pg_snapshot_xmin(pg_current_snapshot())::text::bigint)
      where child_id = ${single}
      returning 1
    )
    select (select count(*) from put)::int as put, (select count(*) from gone)::int as gone,
           (select count(*) from moved)::int as moved`;
}
