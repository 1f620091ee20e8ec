/** Forgot-password requests waiting in the outbox for the worker (reset-requests.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';

/** The outbox kind of a forgot-password request not yet turned into a reset e-mail. */
export const RESET_REQUEST = 'reset_request';

/**
 * Forgot-password answers before anyone looks the address up (decision 018): whatever the
 * address, the request writes this one row and answers, so a known address and an unknown one
 * cost the same statement. The worker does the rest after the answer (createResetRequestJob).
 * The row commits before the answer, like any queued e-mail: a crash after answering loses
 * nothing (an in-memory task after the reply would).
 */
export async function queueResetRequest(db: Tx, email: string) {
  await db.insert(outbox).values({ kind: RESET_REQUEST, payload: { email } });
}

/**
 * Voids the forgot-password requests for this address not yet turned into a token. First: a
 * job turning one into a token holds its row until it commits, so this waits for that job, and
 * voidResetCodes afterwards voids the token it made. Takes no code's lock.
 */
export async function voidResetRequests(tx: Tx, email: string, now: Date) {
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
