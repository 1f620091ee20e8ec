/** Running the service: the outbox (e-mail and jobs), the audit log and page visits. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './people';

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
 * Every staff action (decision 012): who, what, to what, why and when. `actor_label` keeps the
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
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The audit page's filters: by staff member, by target, by action (decision 024).
    index('audit_log_actor_idx').on(
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_target_idx').on(
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_action_idx').on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Anonymous page visits (decision 062): a count per UTC day and path, nothing else — no
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
