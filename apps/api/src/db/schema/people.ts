/** The two tables everything points to: the account (a guardian, or a man for himself) and its singles ("children" on the wire). They point at each other, so they live together. */

import { LANGUAGES } from '@waliyy/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** An account: a guardian managing singles, or a man managing himself. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** The account holder's own gender, optional at sign-up (decision 062); a single created
     * without one takes it. */
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the account's phone was last confirmed by an SMS code (decision 083): the `phone`
     * badge. Cleared whenever the number changes.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    alternateEmail: text('alternate_email'),
    alternateEmailVerifiedAt: timestamp('alternate_email_verified_at', { withTimezone: true }),
    role: text('role', { enum: ['guardian', 'admin'] })
      .notNull()
      .default('guardian'),
    /** Raised by an admin for families with more than four singles (product.md §6); null = plan limit. */
    singlesLimit: smallint('singles_limit'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When staff last warned the account about unanswered likes (the non-responders list). */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The single the family last chose as its active one (decision 022): a login restores
     * it, since logout clears the browser's storage. Set only to one of the account's own
     * singles (account.service setActiveSingle); gone with that single.
     */
    lastChildId: uuid('last_child_id').references((): AnyPgColumn => children.id, {
      onDelete: 'set null',
    }),
    /**
     * When the account last used the app, to the hour (decision 023, the overview's active
     * families): written at most once an hour per account, never per request.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** The language the account reads (decision 070): its e-mails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    // Emails are unique whatever their case (DESIGN: invariants live in the database).
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The admin overview's sign-ups per day, and the accounts list (newest first).
    index('users_created_idx').on(t.createdAt),
    // The admin console's search: prefixes of the e-mail, the full name and the last name.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_name_prefix_idx').on(
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    // The console's search by phone number (stored as '+' and digits): whole or a prefix.
    index('users_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
    // The overview's active families (7 and 30 days).
    index('users_last_active_idx').on(t.lastActiveAt),
    // Deleting a single clears it as anyone's last used one without scanning every account.
    index('users_last_child_idx').on(t.lastChildId).where(sql`${t.lastChildId} is not null`),
    check('users_role_check', sql`${t.role} in ('guardian', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'ha', 'yo', 'ar')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('MALE', 'FEMALE')`),
  ],
);

/** A single ("child" in the spec's wire format) managed by an account. */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public handle shown to other families; random, never derived from the person. */
    displayId: text('display_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    yearOfBirth: smallint('year_of_birth').notNull(),
    monthOfBirth: smallint('month_of_birth').notNull(),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }).notNull(),
    genotype: text('genotype').notNull(),
    /** Metres. */
    height: doublePrecision('height').notNull(),
    /** Kilograms. */
    weight: doublePrecision('weight').notNull(),
    maritalStatus: text('marital_status').notNull(),
    hasChildren: boolean('has_children').notNull(),
    isSmoker: boolean('is_smoker').notNull(),
    isDrinker: boolean('is_drinker').notNull(),
    hasAddictions: boolean('has_addictions').notNull(),
    citizenship: text('citizenship').notNull(),
    /** State of origin. */
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    countryOfResidence: text('country_of_residence').notNull(),
    isMixedEthnicity: boolean('is_mixed_ethnicity').notNull().default(false),
    mixedEthnicityDescription: text('mixed_ethnicity_description'),
    educationLevel: text('education_level').notNull(),
    profession: text('profession').notNull(),
    employmentStatus: text('employment_status').notNull(),
    professionalPlans: text('professional_plans').notNull(),
    isWillingToRelocate: boolean('is_willing_to_relocate').notNull(),
    relocationPlans: text('relocation_plans'),
    isARevert: boolean('is_a_revert').notNull(),
    sect: text('sect').notNull(),
    belongsToIslamicOrganization: boolean('belongs_to_islamic_organization').notNull(),
    islamicOrganizationName: text('islamic_organization_name'),
    speakersListenedTo: text('speakers_listened_to').array().notNull().default(sql`'{}'::text[]`),
    startedPracticingIn: text('started_practicing_in').notNull(),
    salatPattern: text('salat_pattern').notNull(),
    descriptionOfIslamicPractice: text('description_of_islamic_practice').notNull(),
    about: text('about').notNull(),
    aboutEducationAndJob: text('about_education_and_job').notNull(),
    aboutDressing: text('about_dressing').notNull(),
    /** A man's: open to a polygynous marriage. Null when not said (and for women). */
    isPolygamous: boolean('is_polygamous'),
    /**
     * A woman's wali, when the single names one (a sister registering herself, decision 061):
     * private like the account's contact, released only by a match to the man's account.
     */
    waliName: text('wali_name'),
    waliEmail: text('wali_email'),
    waliPhoneNumber: text('wali_phone_number'),
    /**
     * Whether other families may discover this single: false while the account is suspended
     * or the single is paused. Set through modules/discovery/visibility.repository.ts only.
     */
    listed: boolean('listed').notNull().default(true),
    /** Paused by its family ('in talks'): hidden from discovery, likes kept (decision 012). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * The transaction that last made this single someone other lists must look at again
     * (decision 071): its insert, any change while listed, being listed again (resume,
     * reinstatement), or a change of its preference. Stamped by the `children_arrival` trigger
     * (migration 0020) as `pg_current_xact_id()`, never written by the app. A stored list whose
     * watermark (`recommendation_lists.merged_xmin`) is at or below it has not taken it in yet.
     */
    arrivedXid: bigint('arrived_xid', { mode: 'number' }),
    /**
     * When the single herself (or himself) agreed, from her own link, to be presented as this
     * profile (decision 083): the `single` badge. Cleared when she withdraws and when a
     * substantive edit asks her again.
     */
    singleConfirmedAt: timestamp('single_confirmed_at', { withTimezone: true }),
    /**
     * When staff checked the genotype against an uploaded lab result (decision 083): the
     * `genotype` badge. Cleared when the genotype changes.
     */
    genotypeCheckedAt: timestamp('genotype_checked_at', { withTimezone: true }),
    /**
     * A confirmed woman's single asked to be asked before a match (decision 083, "her consent
     * before her contact"): accepting a like then waits for her own yes.
     */
    asksBeforeMatch: boolean('asks_before_match').notNull().default(false),
    /**
     * The account's `users.phone_verified_at` is set (the `phone` badge), copied here by
     * triggers (migration 0026) so the discovery reads never join users; never written by the app.
     */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    ...timestamps,
  },
  (t) => {
    // What the hard rules and a single's own preferences read of a candidate: the trailing
    // keys of the two indexes that build recommendation lists, for index-only scans.
    const matchColumns = [
      t.genotype,
      t.userId,
      t.maritalStatus,
      t.educationLevel,
      t.employmentStatus,
      t.countryOfResidence,
      t.citizenship,
      t.salatPattern,
      t.sect,
      t.height,
      t.weight,
      t.isWillingToRelocate,
      t.hasChildren,
      t.isARevert,
      t.isSmoker,
      t.isDrinker,
      t.hasAddictions,
      // The checks a preference may require (decision 083).
      t.phoneVerified,
      t.singleConfirmedAt,
      t.genotypeCheckedAt,
    ];
    return [
      uniqueIndex('children_display_id_unique').on(t.displayId),
      // The console's search by a single's name (what families quote): a prefix of the first
      // name or of the full name.
      index('children_name_prefix_idx').on(
        sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
      ),
      index('children_user_id_idx').on(t.userId, t.createdAt),
      // Building a recommendation list for a narrow age band (ranking.repository.ts): the opposite
      // gender within the band, with every column the hard rules and the single's own
      // preferences look at, so the band is an index-only scan. At a million singles a band of
      // ~12,000 men sat on ~12,000 heap pages, one each: read cold, a build took 150-600 ms.
      index('children_age_band_idx')
        .on(
          t.gender,
          t.yearOfBirth,
          t.monthOfBirth,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          ...matchColumns,
        )
        .where(sql`${t.listed}`),
      // Explore with an active single: newest first within one gender. Covering — genotype and
      // user_id ride along as trailing keys (Drizzle cannot write INCLUDE; for an index-only
      // scan it comes to the same) — so a page's ids come from the index alone, offset and all.
      index('children_explore_idx')
        .on(
          t.gender,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.genotype,
          t.userId,
        )
        .where(sql`${t.listed}`),
      // Building a recommendation list (ranking.repository.ts): the candidates of one gender, newest
      // first, with every column the hard rules and the single's own preferences look at, so
      // the pre-selection is an index-only scan that stops once it has enough.
      index('children_ranking_idx')
        .on(
          t.gender,
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.yearOfBirth,
          t.monthOfBirth,
          ...matchColumns,
        )
        .where(sql`${t.listed}`),
      // Explore without an active single: every listed single, newest first; covering likewise.
      index('children_recent_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.userId)
        .where(sql`${t.listed}`),
      // Who arrived since a stored list last looked (decision 071): one gender's listed singles
      // by the transaction that stamped them, so "anyone new for her?" is one index probe and
      // "who?" one short range.
      index('children_arrivals_idx').on(t.gender, t.arrivedXid).where(sql`${t.listed}`),
      // The few unlisted singles (suspended, later paused): a recommendations page counts its
      // list against these instead of probing each of the 500 candidates.
      index('children_unlisted_idx').on(t.id).where(sql`not ${t.listed}`),
      check('children_gender_check', sql`${t.gender} in ('MALE', 'FEMALE')`),
      check('children_month_check', sql`${t.monthOfBirth} between 1 and 12`),
    ];
  },
);
