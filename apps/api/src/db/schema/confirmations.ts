/** The single's own confirmation (decision 083): where her link went and the token it carries. */
import { LANGUAGES } from '@waliyy/contract';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { children } from './people';

/**
 * One row per single once her guardian has sent her a link. Her channel (her own e-mail or
 * phone) is private like the wali's contact: only her own guardian reads it, never another
 * family. Only a keyed hash of the live token is kept; a new link replaces it (the old one is
 * void), and answering spends it. `ask`: the week-long link that asks her; `withdraw`: the
 * standing link she is sent once she agreed, which lets her withdraw (no expiry).
 */
export const singleConfirmations = pgTable(
  'single_confirmations',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    /** Her e-mail address (lower case) or her phone number (E.164). */
    address: text('address').notNull(),
    /** The language her messages and page are written in. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    tokenHash: text('token_hash'),
    tokenPurpose: text('token_purpose', { enum: ['ask', 'withdraw'] }),
    /** The `ask` link's end; null for the standing `withdraw` link. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the last link was sent to her. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** When she said no or withdrew; cleared when she agrees. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('single_confirmations_token_idx').on(t.tokenHash)],
);
