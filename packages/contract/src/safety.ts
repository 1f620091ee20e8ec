// Trust and safety for guardians (decision 012): reporting and blocking profiles, pausing a single,
// and the account's data export. Staff's side is in admin.ts.
import { z } from 'zod';
import { ChildProfile } from './children';
import { REPORT_NOTE_MAX } from './constants';
import { PageQuery } from './discovery';
import { envelope } from './envelope';
import { LikeStatus } from './like-state';
import { Currency } from './plans';
import { Preference } from './preferences';
import { SAFETY_MESSAGES } from './safety-messages';
import { multiLineText, opaqueText } from './text-fields';

export { SAFETY_MESSAGES } from './safety-messages';

/** Why a profile is reported (decision 012), with the labels the report form shows. */
export const ReportReason = z.enum(
  ['contact_details', 'inappropriate_content', 'fake_profile', 'underage', 'harassment', 'other'],
  { error: SAFETY_MESSAGES.reason },
);
export type ReportReason = z.infer<typeof ReportReason>;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  contact_details: 'Shares contact details',
  inappropriate_content: 'Inappropriate content',
  fake_profile: 'Fake profile',
  underage: 'Under 18',
  harassment: 'Harassment',
  other: 'Something else',
};

const ProfileId = opaqueText({ error: SAFETY_MESSAGES.profile })
  .min(1, SAFETY_MESSAGES.profile)
  .max(64, SAFETY_MESSAGES.profile);

/** `POST /report`: the reported single, why, and an optional note. */
export const ReportBody = z.object({
  profile: ProfileId,
  reason: ReportReason,
  note: multiLineText({ error: SAFETY_MESSAGES.note })
    .max(REPORT_NOTE_MAX, SAFETY_MESSAGES.note)
    .optional(),
  /** The caller's active single, when the report is made from its view. */
  childId: z.uuid({ error: SAFETY_MESSAGES.childId }).optional(),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ReportReceipt = z.object({
  _id: z.string(),
  /** False when this repeats an open report of the same profile by the same account. */
  isNew: z.boolean(),
});
export type ReportReceipt = z.infer<typeof ReportReceipt>;
export const ReportResponse = envelope(ReportReceipt);

/** `POST /block`: the single whose account is blocked. */
export const BlockBody = z.object({ profile: ProfileId });
export type BlockBody = z.infer<typeof BlockBody>;

/** A blocked profile as settings lists it: its public handle only, never a name. */
export const BlockedProfile = z.object({
  id: z.string(),
  displayId: z.string(),
  blockedAt: z.iso.datetime(),
});
export type BlockedProfile = z.infer<typeof BlockedProfile>;

/** `GET /blocks?page&limit`, newest first. */
export const BlocksQuery = PageQuery;
export const BlocksPage = z.object({
  blocks: z.array(BlockedProfile),
  totalCount: z.number().int(),
});
export type BlocksPage = z.infer<typeof BlocksPage>;
export const BlocksResponse = envelope(BlocksPage);

/** `PUT /parent/child/{id}/pause`. */
export const PauseBody = z.object({
  paused: z.boolean({ error: SAFETY_MESSAGES.pausedFlag }),
});
export type PauseBody = z.infer<typeof PauseBody>;
export const PauseState = z.object({ id: z.string(), isPaused: z.boolean() });
export const PauseResponse = envelope(PauseState);

// ---- GET /account/export ----------------------------------------------------------------
// The account's own data. Other families appear only by display id (what the account saw).

const ExportSingle = z.object({
  id: z.string(),
  displayId: z.string(),
  createdAt: z.iso.datetime(),
  isPaused: z.boolean(),
  /** The single's own profile, every field the account entered (ChildProfile). */
  profile: ChildProfile,
  preference: Preference.nullable(),
});

const ExportLike = z.object({
  id: z.string(),
  /** Which of the account's singles. */
  single: z.string(),
  direction: z.enum(['given', 'received']),
  /** The other single, by display id only. */
  other: z.string(),
  status: LikeStatus,
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});

const ExportMatch = z.object({
  id: z.string(),
  single: z.string(),
  other: z.string(),
  status: z.enum(['active', 'cancelled']),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
});

const ExportPayment = z.object({
  subscriptionId: z.string(),
  planName: z.string(),
  /** Major units; 0 for a year granted by staff. */
  amount: z.number(),
  currency: Currency,
  /** How it was paid, or 'grant'. */
  provider: z.string(),
  reference: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Months the period lasts (12). */
  duration: z.number().int().positive(),
});

export const AccountExport = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    alternateEmail: z.string().nullable(),
    /** Given at sign-up, or null (decision 020). */
    gender: z.enum(['MALE', 'FEMALE']).nullable(),
    createdAt: z.iso.datetime(),
  }),
  singles: z.array(ExportSingle),
  likes: z.array(ExportLike),
  matches: z.array(ExportMatch),
  payments: z.array(ExportPayment),
  blocks: z.array(z.object({ displayId: z.string(), blockedAt: z.iso.datetime() })),
  reports: z.array(
    z.object({
      displayId: z.string(),
      reason: ReportReason,
      note: z.string().nullable(),
      status: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
export const AccountExportResponse = envelope(AccountExport);
