/**
 * The genotype checked (decision 083): a lab result a guardian uploads for staff to check. The
 * file lives here, in the database every instance reads, only while it waits; at the verdict the
 * bytes are deleted and only the verdict, who gave it and when remain.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { children, users } from './people';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One upload: pending (with its file), then checked or rejected (the file gone). */
export const genotypeEvidence = pgTable(
  'genotype_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The genotype the profile claimed when the file came: what staff compare it with. */
    claimedGenotype: text('claimed_genotype').notNull(),
    /** Read from the file's first bytes, never from its name or the declared type. */
    contentType: text('content_type', {
      enum: ['application/pdf', 'image/jpeg', 'image/png'],
    }).notNull(),
    size: integer('size').notNull(),
    /** The lab result itself while it waits; null from the verdict on. */
    file: bytea('file'),
    status: text('status', { enum: ['pending', 'checked', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Staff's reason (a rejection's is told to the family). */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One file waiting per single: a new upload replaces it.
    uniqueIndex('genotype_evidence_pending_unique')
      .on(t.childId)
      .where(sql`${t.status} = 'pending'`),
    // The staff queue: pending, oldest first.
    index('genotype_evidence_queue_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // The family's latest upload and its verdict.
    index('genotype_evidence_child_idx').on(t.childId, t.createdAt),
    check('genotype_evidence_status_check', sql`${t.status} in ('pending', 'checked', 'rejected')`),
    // The file is kept only while it waits (decision 083).
    check('genotype_evidence_file_check', sql`(${t.status} = 'pending') = (${t.file} is not null)`),
  ],
);
