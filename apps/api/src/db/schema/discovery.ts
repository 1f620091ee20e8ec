/** What a single is looking for, the stored recommendation lists, and the population counts behind them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { children } from './people';

/**
 * What a single looks for (product.md §3 Preference): one row per single, gone with it. Empty lists
 * and null mean "any"; the booleans are soft (decisions 044, 045).
 */
export const preferences = pgTable(
  'preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    minAge: smallint('min_age').notNull().default(18),
    maxAge: smallint('max_age'),
    genotypes: text('genotypes').array().notNull().default(sql`'{}'::text[]`),
    minHeight: doublePrecision('min_height'),
    maxHeight: doublePrecision('max_height'),
    minWeight: doublePrecision('min_weight'),
    maxWeight: doublePrecision('max_weight'),
    maritalStatuses: text('marital_statuses').array().notNull().default(sql`'{}'::text[]`),
    educationLevels: text('education_levels').array().notNull().default(sql`'{}'::text[]`),
    employmentStatuses: text('employment_statuses').array().notNull().default(sql`'{}'::text[]`),
    countriesOfResidence: text('countries_of_residence')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    citizenships: text('citizenships').array().notNull().default(sql`'{}'::text[]`),
    willingToRelocate: boolean('willing_to_relocate'),
    salatPatterns: text('salat_patterns').array().notNull().default(sql`'{}'::text[]`),
    sects: text('sects').array().notNull().default(sql`'{}'::text[]`),
    hasChildren: boolean('has_children'),
    isRevert: boolean('is_revert'),
    isSmoker: boolean('is_smoker'),
    isDrinker: boolean('is_drinker'),
    hasAddictions: boolean('has_addictions'),
    /** Required checks (decision 083): must-haves, false = not required. */
    verifiedPhone: boolean('verified_phone').notNull().default(false),
    verifiedSingle: boolean('verified_single').notNull().default(false),
    verifiedGenotype: boolean('verified_genotype').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('preferences_child_unique').on(t.childId),
    check('preferences_min_age_check', sql`${t.minAge} >= 18`),
    check('preferences_age_order_check', sql`${t.maxAge} is null or ${t.maxAge} >= ${t.minAge}`),
    check(
      'preferences_height_order_check',
      sql`${t.minHeight} is null or ${t.maxHeight} is null or ${t.minHeight} <= ${t.maxHeight}`,
    ),
    check(
      'preferences_weight_order_check',
      sql`${t.minWeight} is null or ${t.maxWeight} is null or ${t.minWeight} <= ${t.maxWeight}`,
    ),
  ],
);

/**
 * A single's stored recommendation list (decisions 059, 071): built lazily on the first read after
 * a change, rebuilt when older than a day, capped in length, and kept up with the singles who
 * arrive after it was built. Deleting the row drops the list.
 */
export const recommendationLists = pgTable('recommendation_lists', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  /**
   * The list has taken in every single whose `children.arrived_xid` is below this: the oldest
   * transaction still running (`pg_snapshot_xmin`) when it was built or last merged. A listed
   * single of the other gender stamped at or above it has arrived since (decision 071).
   */
  mergedXmin: bigint('merged_xmin', { mode: 'number' }).notNull(),
  /**
   * Whether the list has a "close to your preferences" section: the build looked for one
   * because fewer than a page met every must-have (decision 060). A merge keeps the sections a
   * rebuild would make: it drops the close entries once a page is preferred, and rebuilds when
   * fewer than a page are left in a list built without them.
   */
  withClose: boolean('with_close').notNull().default(false),
});

/**
 * One entry of a list. Its place is its rank: fewest misses first (the preferred, then the close
 * section), then the best score, ties by candidate id — the order a rebuild writes and a merge
 * inserts into (decision 071), read through recommendations_listed_idx.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => recommendationLists.childId, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /**
     * How many of the single's must-haves the candidate missed when the entry was written
     * (decision 060): 0 = preferred, 1–2 = close. A candidate who changes a profile is merged
     * again (decision 071), so the section follows the profile within the list's next read.
     */
    misses: smallint('misses').notNull().default(0),
    /**
     * The candidate's `children.listed`, kept here (visibility.repository.ts flips both
     * together) so a page offsets through this list's partial index alone instead of looking up
     * every skipped candidate: a paused or suspended single keeps its place and is back on resume.
     */
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.candidateId] }),
    // A page of the list and its count: only the listed entries, in rank order (migration 0020).
    index('recommendations_listed_idx')
      .on(t.childId, t.misses, t.score.desc().nullsFirst(), t.candidateId)
      .where(sql`${t.listed}`),
    // A deleted single leaves every list it was in (the cascade looks it up here).
    index('recommendations_candidate_idx').on(t.candidateId),
  ],
);

/**
 * How many listed singles each gender and genotype has, kept by triggers on `children` (insert,
 * delete, and updates of listed/gender/genotype; migration 0010): explore's totalCount is a sum
 * of a few of these rows instead of a walk over half a million index entries.
 */
export const populationCounts = pgTable(
  'population_counts',
  {
    gender: text('gender').notNull(),
    genotype: text('genotype').notNull(),
    listed: integer('listed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gender, t.genotype] })],
);
