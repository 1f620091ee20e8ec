/** Trust and safety: blocks, reports and the text staff edited out of a profile. */
import type { ContactFinding, TermsField } from '@waliyy/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { children, users } from './people';

/**
 * An account's block of another account, made from one of its singles' profiles (decision 012): every
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

/** Why a profile was reported (decision 012); the contract holds the labels. */
export const REPORT_REASONS = [
  'contact_details',
  'inappropriate_content',
  'fake_profile',
  'underage',
  'harassment',
  'other',
] as const;

/** Who filed a report: a family, or the safety scan of stored profiles (decision 019). */
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
 * decision 067) has no reporter and holds what it found in `findings`; one open scan report
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
 * Text staff edited out of a single's profile (decision 025): kept as evidence, read by
 * staff only (the report and the audit entry), and compared with what the family saves next so
 * the same text cannot come straight back, in any field (decision 51). `normalized` is the text
 * as the comparison read it when it was removed; the comparison reads `text` afresh, so rows kept
 * before the reading changed (decision 073) are held to the current one. Gone with the single.
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
