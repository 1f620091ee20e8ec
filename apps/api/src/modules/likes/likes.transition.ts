// What every like and match transition shares: the caller's single, the plan gate, one
// transaction that tells the mail worker, and a unique index that fired turned into a 409.
import { LIKES_MESSAGES } from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { childNotFound } from '../../lib/not-found';
import type { SmsMessage } from '../../lib/sms/sms';
import { enqueueSms } from '../../lib/sms/sms-outbox.repository';
import { hasActivePlan } from '../billing';
import { findOwnSingle } from './singles.repository';

export type LikesDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Tells the mail worker that something was queued. */
  mailQueued: () => void;
};

/** Queues a text in the transition's transaction (decision 083's outbox). */
export type QueueText = (tx: Tx, message: SmsMessage) => Promise<void>;

export const conflict = (message: string) => new AppError('CONFLICT', message);
export const alreadyMatched = (message: string) => new AppError('ALREADY_MATCHED', message);
export const likeNotFound = () => new AppError('NOT_FOUND', LIKES_MESSAGES.likeNotFound);
export const matchNotFound = () => new AppError('NOT_FOUND', LIKES_MESSAGES.matchNotFound);

/** The PostgreSQL error under Drizzle's wrapper, if any. */
function pgError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (e && typeof e === 'object' && e.code) return e;
  return (e?.cause as { code?: string; constraint?: string } | undefined) ?? {};
}

/** A unique index that still fired (a race the row locks did not cover) is a 409, never a 500. */
export function mapUniqueViolation(error: unknown): never {
  const { code, constraint } = pgError(error);
  if (code === '23505' && constraint?.startsWith('matches_')) {
    throw alreadyMatched(LIKES_MESSAGES.selfMatched);
  }
  if (code === '23505') throw conflict(LIKES_MESSAGES.likeClosed);
  throw error;
}

/**
 * The steps every transition takes: each is one transaction that first locks both singles'
 * rows (in id order), then reads and moves the state; the unique indexes back it up. The plan
 * is checked in the same transaction.
 */
export function createTransitions({ db, clock, mailQueued }: LikesDeps) {
  /** The caller's single, or 404 (decision 030). */
  async function ownSingle(tx: Tx, userId: string, childId: string) {
    const row = UUID.test(childId) ? await findOwnSingle(tx, userId, childId) : undefined;
    if (!row) throw childNotFound();
    return row;
  }

  /** 403 PLAN_REQUIRED unless the account has an active paid plan now (decisions 039, 041). */
  async function requirePlan(
    tx: Tx,
    userId: string,
    message: string = LIKES_MESSAGES.planRequired,
  ) {
    if (!(await hasActivePlan(tx, userId, clock.now()))) {
      throw new AppError('PLAN_REQUIRED', message);
    }
  }

  /** Runs a transition; the mail worker (which also sends texts) is told when it committed any. */
  async function transition<T>(
    work: (tx: Tx, queue: typeof enqueueEmail, text: QueueText, queued: () => void) => Promise<T>,
  ) {
    let queued = false;
    // A statement that queued its e-mail itself (likes-steps.repository) says so here.
    const markQueued = () => {
      queued = true;
    };
    const queue: typeof enqueueEmail = async (tx, message) => {
      queued = true;
      await enqueueEmail(tx, message);
    };
    const text: QueueText = async (tx, message) => {
      queued = true;
      await enqueueSms(tx, message);
    };
    try {
      const result = await db.transaction((tx) => work(tx, queue, text, markQueued));
      if (queued) mailQueued();
      return result;
    } catch (error) {
      if (error instanceof AppError) throw error;
      return mapUniqueViolation(error);
    }
  }

  return { ownSingle, requirePlan, transition };
}
