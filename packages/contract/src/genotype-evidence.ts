// The genotype checked (decision 083): the family's view of its single's check, and the staff
// queue of lab results. The file's own rules (kinds, size, messages) are in genotype-file.ts.
import { z } from 'zod';
import { AdminReason } from './admin';
import { PageQuery } from './discovery';
import { envelope, PageMeta, pagedEnvelope } from './envelope';
import {
  GENOTYPE_CHECK_STATES,
  GENOTYPE_FILE_MESSAGES,
  GENOTYPE_FILE_TYPES,
} from './genotype-file';

/**
 * `GET /parent/child/{id}/genotype-evidence`: the single's check as its family sees it — none,
 * waiting (with the file's kind and size), checked, or rejected with staff's reason.
 */
export const GenotypeCheck = z.object({
  state: z.enum(GENOTYPE_CHECK_STATES),
  /** The genotype the latest upload was for. */
  genotype: z.string().nullable(),
  fileType: z.enum(GENOTYPE_FILE_TYPES).nullable(),
  size: z.number().int().nullable(),
  uploadedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** A rejection's reason; null otherwise. */
  reason: z.string().nullable(),
});
export type GenotypeCheck = z.infer<typeof GenotypeCheck>;
export const GenotypeCheckResponse = envelope(GenotypeCheck);

/** One lab result in the staff queue: what staff need to judge it, nothing of the family. */
export const VerificationItem = z.object({
  id: z.string(),
  childId: z.string(),
  displayId: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  claimedGenotype: z.string(),
  fileType: z.enum(GENOTYPE_FILE_TYPES),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type VerificationItem = z.infer<typeof VerificationItem>;

/** `GET /admin/verifications?page&limit`: waiting lab results, oldest first. */
export const VerificationsQuery = PageQuery;
export const VerificationsResponse = pagedEnvelope(z.array(VerificationItem), PageMeta);

/** `PUT /admin/verifications/{id}`: the verdict; a rejection says why (the family is told). */
export const VerdictBody = z
  .object({
    verdict: z.enum(['checked', 'rejected'], { error: GENOTYPE_FILE_MESSAGES.verdict }),
    reason: AdminReason.optional(),
  })
  .refine((body) => body.verdict === 'checked' || body.reason !== undefined, {
    message: GENOTYPE_FILE_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type VerdictBody = z.infer<typeof VerdictBody>;
