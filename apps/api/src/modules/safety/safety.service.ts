import {
  type BlocksPage,
  CONFIRMATION_MESSAGES,
  type PageQuery,
  type ReportBody,
  type ReportReceipt,
  SAFETY_MESSAGES,
} from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { childNotFound, profileNotFound } from '../../lib/not-found';
import { enforceLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import { requireOwnChild } from '../children';
import { dropLists, setSinglePaused } from '../discovery';
import { endMatchAndTell, listOwnSingleIds, lockSingles } from '../likes';
import * as repo from './safety.repository';

export type SafetySettings = {
  /** Reports one account may file (new or repeated) per window. */
  reportsPerAccount: RateRule;
};
export const DEFAULT_SAFETY_SETTINGS: SafetySettings = {
  reportsPerAccount: { max: 20, windowSeconds: 3600 },
};

export type SafetyDeps = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  appUrl: string;
  settings?: SafetySettings;
  mailQueued: () => void;
  /**
   * Whether the single said no to being presented (or withdrew) and has not agreed since
   * (decision 083): resuming her profile then waits for her own yes. None by default.
   */
  saidNo?: (tx: Tx, childId: string) => Promise<boolean>;
};

/**
 * Reporting, blocking and pausing (decision 012). A block is between ACCOUNTS, made from one of the
 * other account's singles: the discovery hard rules hide every single of either account from
 * the other (both ways), and the block's transaction withdraws the live likes and cancels the
 * matches between the two families and drops both families' stored recommendation lists, so
 * the change shows on the very next read.
 */
export function createSafetyService({
  db,
  clock,
  limiter,
  appUrl,
  settings,
  mailQueued,
  saidNo = async () => false,
}: SafetyDeps) {
  const rules = settings ?? DEFAULT_SAFETY_SETTINGS;

  /** Someone else's single (any: a blocked or hidden profile may still be reported). */
  async function otherSingle(tx: Tx, userId: string, profileId: string) {
    const target = UUID.test(profileId) ? await repo.findSingleWithOwner(tx, profileId) : undefined;
    if (!target || target.userId === userId) throw profileNotFound();
    return target;
  }

  return {
    /** `POST /report`: queued for staff; a repeat of an open report answers the same one. */
    async report(userId: string, body: ReportBody): Promise<ReportReceipt> {
      await enforceLimits(limiter, [
        { key: `report:account:${userId}`, rule: rules.reportsPerAccount },
      ]);
      return db.transaction(async (tx) => {
        if (body.childId) await requireOwnChild(tx, userId, body.childId);
        const target = await otherSingle(tx, userId, body.profile);
        const created = await repo.insertReport(tx, {
          reporterUserId: userId,
          reporterChildId: body.childId ?? null,
          childId: target.id,
          reportedUserId: target.userId,
          reportedDisplayId: target.displayId,
          reason: body.reason,
          note: body.note ? body.note : null,
          createdAt: clock.now(),
        });
        if (created) return { _id: created.id, isNew: true };
        const open = await repo.findOpenReport(tx, userId, target.id);
        if (!open) throw new AppError('CONFLICT', SAFETY_MESSAGES.alreadyReported);
        return { _id: open.id, isNew: false };
      });
    },

    /** `POST /block`: hides both families from each other at once (a repeat is a no-op). */
    async block(userId: string, profileId: string): Promise<void> {
      const queued = await db.transaction(async (tx) => {
        const target = await otherSingle(tx, userId, profileId);
        const mine = await listOwnSingleIds(tx, userId);
        const theirs = await listOwnSingleIds(tx, target.userId);
        // The same row locks (id order) as every like transition: none is half-way through.
        await lockSingles(tx, [...mine, ...theirs]);
        const now = clock.now();
        await repo.insertBlock(tx, {
          userId,
          childId: target.id,
          blockedUserId: target.userId,
          createdAt: now,
        });
        await repo.withdrawPendingLikesBetween(tx, mine, theirs, now);
        let emails = 0;
        for (const match of await repo.activeMatchesBetween(tx, mine, theirs)) {
          const leaving = mine.includes(match.manId) ? match.manId : match.womanId;
          // Told the match was cancelled, not that they were blocked.
          const told = await endMatchAndTell(tx, {
            match,
            leaving,
            reason: 'blocked',
            told: 'cancelled',
            now,
            appUrl,
          });
          if (told) emails += 1;
        }
        await dropLists(tx, [...mine, ...theirs]);
        return emails;
      });
      if (queued > 0) mailQueued();
    },

    /** `DELETE /block/{profileId}`: the two families may see each other again. */
    async unblock(userId: string, profileId: string): Promise<void> {
      if (!UUID.test(profileId)) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.notBlocked);
      await db.transaction(async (tx) => {
        const removed = await repo.deleteBlock(tx, userId, profileId);
        if (!removed) throw new AppError('NOT_FOUND', SAFETY_MESSAGES.notBlocked);
        await dropLists(tx, [
          ...(await listOwnSingleIds(tx, userId)),
          ...(await listOwnSingleIds(tx, removed.blockedUserId)),
        ]);
      });
    },

    /** `GET /blocks`: the account's blocked profiles, newest first, by display id only. */
    async blocks(userId: string, { page, limit }: PageQuery): Promise<BlocksPage> {
      const rows = await repo.blocksPage(db, userId, limit, (page - 1) * limit);
      const totalCount = rows[0]?.total ?? (page > 1 ? await repo.countBlocks(db, userId) : 0);
      return {
        blocks: rows.map((r) => ({
          id: r.id,
          displayId: r.displayId,
          blockedAt: r.blockedAt.toISOString(),
        })),
        totalCount,
      };
    },

    /** `PUT /parent/child/{id}/pause`: hidden from discovery while paused; likes are kept. */
    async pause(userId: string, childId: string, paused: boolean) {
      if (!UUID.test(childId)) throw childNotFound();
      const changed = await db.transaction(async (tx) => {
        const done = await setSinglePaused(tx, userId, childId, paused, clock.now());
        // Her own no stands over her guardian's resume (checked after the ownership the update
        // proved, so another family's id is still a 404); the transaction undoes the resume.
        if (done && !paused && (await saidNo(tx, childId))) {
          throw new AppError('CONFLICT', CONFIRMATION_MESSAGES.saidNo);
        }
        return done;
      });
      if (!changed) throw childNotFound();
      return { id: childId, isPaused: paused };
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
