import { and, eq, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { type Executor, enqueueEmail, finishJob } from '../../lib/mail/outbox';
import type { OutboxJob } from '../../lib/mail/worker';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthDeps } from './auth.service';
import { generateResetToken } from './codes';

/** The outbox kind of a forgot-password request not yet turned into a reset e-mail. */
export const RESET_REQUEST = 'reset_request';

/**
 * Forgot-password answers before anyone looks the address up (issue 20, point 9): whatever the
 * address, the request writes this one row and answers, so a known address and an unknown one
 * cost the same statement. The worker does the rest after the answer (createResetRequestJob).
 * The row commits before the answer, like any queued e-mail: a crash after answering loses
 * nothing (an in-memory task after the reply would).
 */
export async function queueResetRequest(db: Executor, email: string) {
  await db.insert(outbox).values({ kind: RESET_REQUEST, payload: { email } });
}

/**
 * The worker's half: an address with an account (not suspended) gets a fresh reset token, which
 * voids the ones before it; any other address gets nothing, and its row is forgotten the same.
 */
export function createResetRequestJob(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'settings' | 'hashCode' | 'links'>,
): OutboxJob {
  const { db, clock, settings, hashCode, links } = deps;
  return async ({ id, payload }) => {
    const { email } = payload as { email: string };
    await db.transaction(async (tx) => {
      // Voided since it was asked for: the password changed or the account went.
      if (!(await finishJob(tx, id))) return;
      const user = await repo.findUserByEmail(tx, email);
      if (!user || user.suspendedAt) return;
      const now = clock.now();
      const token = generateResetToken();
      await repo.replaceCode(tx, now, {
        userId: user.id,
        purpose: 'reset_password',
        codeHash: hashCode('reset_password', token),
        expiresAt: addSeconds(now, settings.resetTtlSeconds),
      });
      await enqueueEmail(tx, {
        to: user.email,
        ...emails.resetPasswordEmail(
          user.firstName,
          token,
          Math.round(settings.resetTtlSeconds / 60),
          links,
        ),
      });
    });
  };
}

/*
 * Voiding every way to reset an account's password (DECISIONS 36) is two steps, in this order:
 * voidResetRequests, then voidResetCodes. A password change, a reset and a deletion take them in
 * their transaction. The order is the job's (above: its request's outbox row by finishJob, then
 * the account's codes), so the two only ever wait for each other. The other order deadlocked on
 * PostgreSQL: a reset holding the code it consumes waited for the request a job held, while the
 * job waited for that code (issue 20 review).
 */

/**
 * Voids the forgot-password requests for this address not yet turned into a token. First: a
 * job turning one into a token holds its row until it commits, so this waits for that job, and
 * voidResetCodes afterwards voids the token it made. Takes no code's lock.
 */
export async function voidResetRequests(tx: repo.Tx, email: string, now: Date) {
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: now, payload: {} })
    .where(
      and(
        eq(outbox.kind, RESET_REQUEST),
        eq(outbox.status, 'pending'),
        sql`lower(${outbox.payload}->>'email') = ${email.toLowerCase()}`,
      ),
    );
}

/** Voids the account's unused reset codes (an e-mail's link and its typed token are one code). */
export async function voidResetCodes(tx: repo.Tx, userId: string, now: Date) {
  await repo.voidCodes(tx, userId, 'reset_password', now);
}
