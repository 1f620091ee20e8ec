import {
  GENOTYPE_FILE_MAX_BYTES,
  GENOTYPE_FILE_MESSAGES,
  type GenotypeCheck,
  genotypeFileTypeOf,
  type PageQuery,
  pageMeta,
  type VerdictBody,
  type VerificationItem,
} from '@waliyy/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { childNotFound } from '../../lib/not-found';
import { actorOf, recordAudit, type StaffLog, withAudit } from '../admin';
import { genotypeVerdictEmail } from './genotype.emails';
import * as repo from './genotype.repository';

export type GenotypeDeps = {
  db: Db;
  clock: Clock;
  links: { appUrl: string; supportEmail: string };
  mailQueued: () => void;
  log: StaffLog;
};

const notPending = () => new AppError('NOT_FOUND', GENOTYPE_FILE_MESSAGES.notPending);

/**
 * The genotype checked (decision 083): a family uploads its single's lab result; staff open it,
 * audited, and give a verdict, at which the file is deleted and the family told.
 */
export function createGenotypeService({ db, clock, links, mailQueued, log }: GenotypeDeps) {
  return {
    /** The single's check as its family sees it; a changed genotype leaves none. */
    async check(userId: string, childId: string): Promise<GenotypeCheck> {
      if (!UUID.test(childId)) throw childNotFound();
      return db.transaction(async (tx) => {
        const child = await repo.lockOwnChild(tx, userId, childId);
        if (!child) throw childNotFound();
        const latest = await repo.findLatest(tx, childId);
        const current = latest?.claimedGenotype === child.genotype ? latest : undefined;
        const state = child.genotypeCheckedAt
          ? 'checked'
          : current?.status === 'pending' || current?.status === 'rejected'
            ? current.status
            : 'none';
        const shown = state === 'none' ? undefined : current;
        return {
          state,
          genotype: shown?.claimedGenotype ?? null,
          fileType: shown?.contentType ?? null,
          size: shown?.size ?? null,
          uploadedAt: shown?.createdAt.toISOString() ?? null,
          decidedAt:
            shown?.decidedAt?.toISOString() ?? child.genotypeCheckedAt?.toISOString() ?? null,
          reason: state === 'rejected' ? (shown?.reason ?? null) : null,
        };
      });
    },

    /**
     * The caller's single first (404 otherwise), then the file: its kind from its bytes (400
     * when not a PDF, JPEG or PNG, whatever it is called), at most 5 MB (413). A new upload
     * replaces the one waiting; a checked genotype is refused (409).
     */
    async upload(userId: string, childId: string, body: unknown): Promise<void> {
      if (!UUID.test(childId)) throw childNotFound();
      await db.transaction(async (tx) => {
        const child = await repo.lockOwnChild(tx, userId, childId);
        if (!child) throw childNotFound();
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError('VALIDATION', GENOTYPE_FILE_MESSAGES.fileMissing);
        }
        if (body.length > GENOTYPE_FILE_MAX_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', GENOTYPE_FILE_MESSAGES.fileTooLarge);
        }
        const contentType = genotypeFileTypeOf(body);
        if (!contentType) throw new AppError('VALIDATION', GENOTYPE_FILE_MESSAGES.fileType);
        if (child.genotypeCheckedAt)
          throw new AppError('CONFLICT', GENOTYPE_FILE_MESSAGES.alreadyChecked);
        await repo.replacePending(tx, {
          childId,
          claimedGenotype: child.genotype,
          contentType,
          file: body,
          createdAt: clock.now(),
        });
      });
    },

    /** The staff queue: waiting lab results, oldest first. */
    async queue(query: PageQuery) {
      const [rows, total] = await Promise.all([
        repo.listPending(db, query.limit, (query.page - 1) * query.limit),
        repo.countPending(db),
      ]);
      const items: VerificationItem[] = rows.map((row) => ({
        ...row,
        uploadedAt: row.uploadedAt.toISOString(),
      }));
      return { items, meta: pageMeta(query, total) };
    },

    /** Staff open a waiting lab result: recorded in the audit log before the bytes leave. */
    async openFile(adminId: string, id: string) {
      if (!UUID.test(id)) throw notPending();
      return withAudit(db, log, async (tx) => {
        const row = await repo.findPendingFile(tx, id);
        if (!row?.file) throw notPending();
        await recordAudit(
          tx,
          await actorOf(tx, adminId),
          {
            action: 'genotype.open_file',
            targetType: 'single',
            targetId: row.childId,
            reason: 'Opened the lab result to check the genotype',
            details: { evidenceId: row.id, displayId: row.displayId },
          },
          clock.now(),
        );
        return { file: row.file, contentType: row.contentType, displayId: row.displayId };
      });
    },

    /**
     * The verdict: kept with who gave it and when, the file deleted in the same transaction;
     * `checked` sets the badge. The family is told either way (a rejection with its reason).
     */
    async decide(adminId: string, id: string, body: VerdictBody): Promise<void> {
      if (!UUID.test(id)) throw notPending();
      await withAudit(db, log, async (tx) => {
        const row = await repo.lockPendingForVerdict(tx, id);
        if (!row) throw notPending();
        const now = clock.now();
        const reason = body.reason ?? null;
        await repo.recordVerdict(tx, id, {
          status: body.verdict,
          reason,
          decidedBy: adminId,
          decidedAt: now,
        });
        if (body.verdict === 'checked') {
          await repo.markChecked(tx, row.childId, row.claimedGenotype, now);
        }
        await recordAudit(
          tx,
          await actorOf(tx, adminId),
          {
            action: `genotype.${body.verdict}`,
            targetType: 'single',
            targetId: row.childId,
            reason: reason ?? 'The lab result shows the genotype on the profile',
            details: {
              evidenceId: row.id,
              displayId: row.displayId,
              genotype: row.claimedGenotype,
            },
          },
          now,
        );
        await enqueueEmail(tx, {
          to: row.email,
          ...genotypeVerdictEmail(
            row.language,
            {
              firstName: row.firstName,
              displayId: row.displayId,
              genotype: row.claimedGenotype,
              reason: body.verdict === 'rejected' ? reason : null,
            },
            links,
          ),
        });
      });
      mailQueued();
    },
  };
}
export type GenotypeService = ReturnType<typeof createGenotypeService>;
