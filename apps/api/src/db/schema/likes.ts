/** Likes, matches and the unanswered likes a family is warned about. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { children, users } from './people';

/**
 * One single's interest in another of the opposite gender (decision 047). The state machine
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
    /**
     * Her consent before her contact (decision 084): when an acceptance began waiting for the
     * woman's single's own yes (the like stays pending), and the keyed hash of the single-use
     * link she was sent. Both null for every other like; the token is cleared when spent.
     */
    awaitingHerSince: timestamp('awaiting_her_since', { withTimezone: true }),
    herTokenHash: text('her_token_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('likes_live_pair_unique')
      .on(t.initiatorId, t.receiverId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    // The given list, the final-rejection check and the initiator's cascade.
    index('likes_initiator_idx').on(t.initiatorId, t.receiverId),
    index('likes_initiator_recent_idx')
      .on(t.initiatorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('pending', 'accepted')`),
    // The received list, the interest count and the receiver's cascade.
    index('likes_receiver_idx').on(
      t.receiverId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The reminder and expiry job: the pending likes, oldest first.
    index('likes_pending_due_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // Her link's token, and the job's expiry of a week without her answer (decision 084).
    uniqueIndex('likes_her_token_unique')
      .on(t.herTokenHash)
      .where(sql`${t.herTokenHash} is not null`),
    index('likes_awaiting_her_idx')
      .on(t.awaitingHerSince)
      .where(sql`${t.status} = 'pending' and ${t.awaitingHerSince} is not null`),
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
 * decision 028). A single has at most one active match: one unique partial index per side.
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
