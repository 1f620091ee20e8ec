import type { ContactFinding, TermsField } from '@waliyy/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An account: a guardian managing singles, or a man managing himself. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** The account holder's own gender, optional at sign-up (DECISIONS 36); a single created
     * without one takes it. */
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    alternateEmail: text('alternate_email'),
    alternateEmailVerifiedAt: timestamp('alternate_email_verified_at', { withTimezone: true }),
    role: text('role', { enum: ['guardian', 'admin'] })
      .notNull()
      .default('guardian'),
    /** Raised by an admin for families with more than four singles (spec §6); null = plan limit. */
    singlesLimit: smallint('singles_limit'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When staff last warned the account about unanswered likes (the non-responders list). */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The single the family last chose as its active one (issue 23, point 4): a login restores
     * it, since logout clears the browser's storage. Set only to one of the account's own
     * singles (account.service setActiveSingle); gone with that single.
     */
    lastChildId: uuid('last_child_id').references((): AnyPgColumn => children.id, {
      onDelete: 'set null',
    }),
    /**
     * When the account last used the app, to the hour (issue 24, the overview's active
     * families): written at most once an hour per account, never per request.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
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
     * A woman's wali, when the single names one (a sister registering herself, DECISIONS 35):
     * private like the account's contact, released only by a match to the man's account.
     */
    waliName: text('wali_name'),
    waliEmail: text('wali_email'),
    waliPhoneNumber: text('wali_phone_number'),
    /**
     * Whether other families may discover this single: false while the account is suspended
     * or the single is paused. Set through modules/discovery/visibility.ts only.
     */
    listed: boolean('listed').notNull().default(true),
    /** Paused by its family ('in talks'): hidden from discovery, likes kept (issue 8). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
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
    ];
    return [
      uniqueIndex('children_display_id_unique').on(t.displayId),
      // The console's search by a single's name (what families quote): a prefix of the first
      // name or of the full name.
      index('children_name_prefix_idx').on(
        sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
      ),
      index('children_user_id_idx').on(t.userId, t.createdAt),
      // Building a recommendation list for a narrow age band (ranking-sql.ts): the opposite
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
      // Building a recommendation list (ranking-sql.ts): the candidates of one gender, newest
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
      // The few unlisted singles (suspended, later paused): a recommendations page counts its
      // list against these instead of probing each of the 500 candidates.
      index('children_unlisted_idx').on(t.id).where(sql`not ${t.listed}`),
      check('children_gender_check', sql`${t.gender} in ('MALE', 'FEMALE')`),
      check('children_month_check', sql`${t.monthOfBirth} between 1 and 12`),
    ];
  },
);

/**
 * What a single looks for (spec §3 Preference): one row per single, gone with it. Empty lists
 * and null mean "any"; the booleans are soft (DECISIONS 18, 19).
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
 * A single's stored recommendation list (DECISIONS 33): built lazily on the first read after a
 * change, rebuilt when older than a day, capped in length. Deleting the row drops the list.
 */
export const recommendationLists = pgTable('recommendation_lists', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});

/** One ranked entry of a list: position 1 is the best candidate. */
export const recommendations = pgTable(
  'recommendations',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => recommendationLists.childId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /**
     * How many of the single's must-haves the candidate missed when the list was built
     * (DECISIONS 34): 0 = preferred, 1–2 = close. The section a card is shown under comes from
     * here, so it stays the list's own while a candidate edits a profile in the list's day.
     */
    misses: smallint('misses').notNull().default(0),
    /**
     * The candidate's `children.listed`, kept here (visibility.ts flips both together) so a
     * page offsets through this list's partial index alone instead of looking up every skipped
     * candidate: a paused or suspended single keeps its place and is back on resume.
     */
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.position] }),
    // A page of the list and its count: only the listed entries, in order (migration 0009).
    index('recommendations_listed_idx').on(t.childId, t.position).where(sql`${t.listed}`),
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

/** Paid plans, one row per currency (DECISIONS 12). Amounts in minor units. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: text('plan_name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['NGN', 'USD', 'GBP'] }).notNull(),
    planDescription: text('plan_description').notNull(),
    interval: text('interval', { enum: ['annual'] })
      .notNull()
      .default('annual'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when staff edit the plan: start-up seeding leaves its price alone from then on. */
    adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_name_currency_unique').on(t.planName, t.currency),
    check('plans_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/** One signed-in token (its `jti`): revoking the row logs that token out at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets sent by e-mail: the sign-up OTP, the reset token and code and the
 * alternative e-mail confirmation. Only a keyed hash is kept, so the table never reveals a usable code.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** reset_password: the link's token; reset_code: the same e-mail's 6-digit code. */
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'reset_code', 'alternate_email'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address being confirmed, for alternate_email. */
    email: text('email'),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_codes_hash_idx').on(t.purpose, t.codeHash),
    index('auth_codes_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Work that must happen after a change commits (e-mail first): written in the change's own
 * transaction and claimed by any instance with FOR UPDATE SKIP LOCKED (DESIGN: Scale).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * An attempt to buy a plan: bound to the account, plan, amount and currency when it starts
 * (amounts in minor units). Kept when the account is deleted, without the owner (DECISIONS 25).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['NGN', 'USD', 'GBP'] }).notNull(),
    provider: text('provider', { enum: ['paystack', 'paypal', 'sandbox'] }).notNull(),
    /** Ours, random and unguessable: Paystack's transaction reference and the sandbox page key. */
    reference: text('reference').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    /** The provider's own id for it (PayPal's order id). */
    providerOrderId: text('provider_order_id'),
    /** Why it failed (amount mismatch, declined…), for support; never shown as is. */
    failureReason: text('failure_reason'),
    /** When the reconcile job looks at it next while it is pending. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    /** A pending order still unpaid at this time expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_reference_unique').on(t.reference),
    uniqueIndex('orders_provider_order_unique')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The overview's failed and abandoned payments per bucket (issue 24, point 11).
    index('orders_created_idx').on(t.createdAt),
    index('orders_due_idx').on(t.nextCheckAt).where(sql`${t.status} = 'pending'`),
    check('orders_amount_check', sql`${t.amountMinor} >= 0`),
    check('orders_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired')`),
  ],
);

/** Money received, verified with the provider: once per provider reference, once per order. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['paystack', 'paypal', 'sandbox'] }).notNull(),
    /** Paystack's transaction reference, PayPal's capture id, the sandbox's own. */
    providerReference: text('provider_reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['NGN', 'USD', 'GBP'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_unique').on(t.provider, t.providerReference),
    uniqueIndex('payments_order_unique').on(t.orderId),
    // The admin overview's revenue per day and currency.
    index('payments_paid_idx').on(t.paidAt, t.currency),
  ],
);

/**
 * A paid year of a plan. Paying while one runs starts the new year at its end, so the years
 * of an account never overlap. Kept anonymised when the account is deleted (DECISIONS 25).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    /** The payment that bought it; null for a year granted by staff (no money moved). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** Why staff granted it (admin console); set exactly when there is no payment. */
    grantReason: text('grant_reason'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    index('subscriptions_user_idx').on(t.userId, t.expiresAt),
    check('subscriptions_period_check', sql`${t.expiresAt} > ${t.startsAt}`),
    check(
      'subscriptions_paid_or_granted_check',
      sql`(${t.paymentId} is null) = (${t.grantReason} is not null)`,
    ),
    // The admin overview's active subscriptions per day (years starting and ending per day).
    index('subscriptions_starts_idx').on(t.startsAt),
    index('subscriptions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One single's interest in another of the opposite gender (DECISIONS 21). The state machine
 * lives here: pending → accepted | rejected | withdrawn | expired, and accepted → ended when the
 * match is cancelled. At most one live (pending or accepted) like per ordered pair.
 */
export const likes = pgTable(
  'likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['pending', 'accepted', 'rejected', 'withdrawn', 'expired', 'ended'],
    })
      .notNull()
      .default('pending'),
    /** When the receiving account was reminded of a pending like (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When it was answered, withdrawn, expired or ended. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('likes_live_pair_unique')
      .on(t.initiatorId, t.receiverId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    // The given list, the final-rejection check and the initiator's cascade.
    index('likes_initiator_idx').on(t.initiatorId, t.receiverId),
    index('likes_initiator_recent_idx')
      .on(t.initiatorId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('pending', 'accepted')`),
    // The received list, the interest count and the receiver's cascade.
    index('likes_receiver_idx').on(t.receiverId, t.createdAt.desc(), t.id.desc()),
    // The reminder and expiry job: the pending likes, oldest first.
    index('likes_pending_due_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // The admin overview's likes per day.
    index('likes_created_idx').on(t.createdAt),
    check(
      'likes_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn', 'expired', 'ended')`,
    ),
    check('likes_not_self_check', sql`${t.initiatorId} <> ${t.receiverId}`),
  ],
);

/**
 * A match: made when a like is accepted. A like is always between a man and a woman, so the
 * two sides are named by gender (the woman's guardian's contact goes to the man's side,
 * DECISIONS 2). A single has at most one active match: one unique partial index per side.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The like whose acceptance made it. */
    likeId: uuid('like_id')
      .notNull()
      .references(() => likes.id, { onDelete: 'cascade' }),
    manId: uuid('man_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    womanId: uuid('woman_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    /** Why it ended: cancelled by a side, a side's single or account deleted or suspended, a block. */
    endReason: text('end_reason', {
      enum: ['cancelled', 'single_deleted', 'account_deleted', 'account_suspended', 'blocked'],
    }),
    /** The single whose family ended it. */
    endedBy: uuid('ended_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matches_like_unique').on(t.likeId),
    uniqueIndex('matches_man_active_unique').on(t.manId).where(sql`${t.status} = 'active'`),
    uniqueIndex('matches_woman_active_unique').on(t.womanId).where(sql`${t.status} = 'active'`),
    // Cascades when a single goes.
    index('matches_man_idx').on(t.manId),
    index('matches_woman_idx').on(t.womanId),
    // The admin overview's matches per day.
    index('matches_created_idx').on(t.createdAt),
    check('matches_status_check', sql`${t.status} in ('active', 'cancelled')`),
    check('matches_ended_check', sql`(${t.status} = 'active') = (${t.endedAt} is null)`),
  ],
);

/**
 * A like left unanswered until it expired, recorded against the receiving account (the terms:
 * non-response leads to suspension). The admin console reads these; one per like.
 */
export const likeNonResponses = pgTable(
  'like_non_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    // Kept when the like goes (the liker's single or account deleted): the non-response stays
    // on the non-responder's record; only the link to the like is lost.
    likeId: uuid('like_id').references(() => likes.id, { onDelete: 'set null' }),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('like_non_responses_like_unique').on(t.likeId),
    index('like_non_responses_user_idx').on(t.userId, t.expiredAt),
    index('like_non_responses_child_idx').on(t.childId),
  ],
);

/**
 * An account's block of another account, made from one of its singles' profiles (issue 8): every
 * single of either account disappears from the other's discovery, likes and match, both ways.
 * One row per blocked profile; the blocked account is kept beside it for the hard rule.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blocks_user_child_unique').on(t.userId, t.childId),
    // The hard rule reads both directions: whom the viewer blocked, and who blocked the viewer.
    index('blocks_user_blocked_idx').on(t.userId, t.blockedUserId),
    index('blocks_blocked_user_idx').on(t.blockedUserId, t.userId),
    index('blocks_child_idx').on(t.childId),
    check('blocks_not_self_check', sql`${t.userId} <> ${t.blockedUserId}`),
  ],
);

/** Why a profile was reported (issue 8); the contract holds the labels. */
export const REPORT_REASONS = [
  'contact_details',
  'inappropriate_content',
  'fake_profile',
  'underage',
  'harassment',
  'other',
] as const;

/** Who filed a report: a family, or the safety scan of stored profiles (issue 21). */
export const REPORT_SOURCES = ['family', 'scan'] as const;

/**
 * What the safety scan found in a single's Terms fields, field by field (the detector's
 * findings as it answered them): { [field]: { kind, start, end, text, item? } }.
 */
export type ReportFindings = Partial<Record<TermsField, ContactFinding>>;

/**
 * A guardian's report of a profile, queued for staff. The reported single's display id is kept
 * so the queue still reads after the single is deleted. One open report per account and
 * profile (a repeat answers the same report). A report the safety scan files (`source` 'scan',
 * DECISIONS 41) has no reporter and holds what it found in `findings`; one open scan report
 * per single.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterChildId: uuid('reporter_child_id').references(() => children.id, {
      onDelete: 'set null',
    }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportedDisplayId: text('reported_display_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    action: text('action', { enum: ['dismiss', 'suspend', 'redact', 'warn'] }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    source: text('source', { enum: REPORT_SOURCES }).notNull().default('family'),
    findings: jsonb('findings').$type<ReportFindings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_pair_unique')
      .on(t.reporterUserId, t.childId)
      .where(sql`${t.status} = 'open'`),
    // The scan files a single once while its report is open, however often it runs.
    uniqueIndex('reports_open_scan_unique')
      .on(t.childId)
      .where(sql`${t.status} = 'open' and ${t.source} = 'scan'`),
    // The queue: one status, oldest first.
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_child_idx').on(t.childId),
    // The reporter's own reports (the data export) and the reported account's (admin view).
    index('reports_reporter_idx').on(t.reporterUserId),
    index('reports_reported_user_idx').on(t.reportedUserId, t.status),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    check('reports_source_check', sql`${t.source} in ('family', 'scan')`),
    // A scan report has no reporter, so handling it e-mails no one.
    check(
      'reports_scan_no_reporter_check',
      sql`${t.source} = 'family' or (${t.reporterUserId} is null and ${t.reporterChildId} is null)`,
    ),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('contact_details', 'inappropriate_content', 'fake_profile', 'underage', 'harassment', 'other')`,
    ),
  ],
);

/**
 * Every staff action (issue 8): who, what, to what, why and when. `actor_label` keeps the
 * actor's e-mail (or 'cli') so the log still reads after the staff account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason').notNull(),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The audit page's filters: by staff member, by target, by action (issue 24, point 7).
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Text staff edited out of a single's profile (issue 24, point 1): kept as evidence, read by
 * staff only (the report and the audit entry), and compared with what the family saves next so
 * the same text cannot come straight back. `normalized` is the text as the comparison sees it.
 * Gone with the single.
 */
export const removedTexts = pgTable(
  'removed_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    text: text('text').notNull(),
    normalized: text('normalized').notNull(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('removed_texts_child_idx').on(t.childId, t.field),
    index('removed_texts_report_idx').on(t.reportId),
  ],
);

/**
 * What is left of a deleted account for the overview (issue 24, point 11): its id and two
 * times, nothing personal. Past days' sign-ups count these with the living accounts, so a
 * deletion never rewrites history; deletions per day read `deleted_at`.
 */
export const deletedAccounts = pgTable(
  'deleted_accounts',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'self' when the family deleted it, 'staff' when an admin did. */
    deletedBy: text('deleted_by', { enum: ['self', 'staff'] }).notNull(),
  },
  (t) => [
    index('deleted_accounts_created_idx').on(t.createdAt),
    index('deleted_accounts_deleted_idx').on(t.deletedAt),
    check('deleted_accounts_by_check', sql`${t.deletedBy} in ('self', 'staff')`),
  ],
);

/**
 * The browsers an account has signed in from, by a keyed hash of the device id the web sends
 * (or of the user agent): a sign-in from one not seen before is e-mailed (issue 8).
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Anonymous page visits (DECISIONS 36): a count per UTC day and path, nothing else — no
 * address, account or cookie is stored.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
