/** Signing in and leaving: an account's sessions, one-time codes and devices, and the record a deleted account leaves. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './people';

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
    /**
     * reset_password: the link's token; reset_code: the same e-mail's 6-digit code; login_code:
     * the code a paused account's owner signs in with from a new browser (decision 072).
     */
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'reset_code', 'alternate_email', 'login_code'],
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
 * The SMS codes that confirm an account's phone (decision 083). Only keyed hashes: of the code,
 * and of the number it was sent to (`phone_hash`), which counts the texts to one number across
 * accounts and voids a code once the account's number is no longer the one it was sent to.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.userId, t.createdAt),
    index('phone_codes_phone_idx').on(t.phoneHash, t.createdAt),
  ],
);

/**
 * What is left of a deleted account for the overview (decision 023): its id and two
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
 * (or of the user agent): a sign-in from one not seen before is e-mailed (decision 012).
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
