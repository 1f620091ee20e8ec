import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { enqueueEmail, finishJob } from '../../lib/mail/outbox';
import type { OutboxJob } from '../../lib/mail/worker';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthDeps } from './auth.service';
import { generateOtp, generateResetToken, NO_ATTEMPT_LIMIT } from './codes';

/** The outbox kind of a forgot-password request not yet turned into a reset e-mail. */
export const RESET_REQUEST = 'reset_request';

/**
 * Forgot-password answers before anyone looks the address up (issue 20, point 9): whatever the
 * address, the request writes this one row and answers, so a known address and an unknown one
 * cost the same statement. The worker does the rest after the answer (createResetRequestJob).
 * The row commits before the answer, like any queued e-mail: a crash after answering loses
 * nothing (an in-memory task after the reply would).
 */
export async function queueResetRequest(db: Tx, email: string) {
  await db.insert(outbox).values({ kind: RESET_REQUEST, payload: { email } });
}

/**
 * The worker's half: an address with an account (not suspended) gets a fresh reset token and
 * code, which void the ones before them; any other address gets nothing, and its row is
 * forgotten the same.
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
      // The e-mail before replaces every way to reset it gave, its code with its token.
      await voidResetCodes(tx, user.id, now);
      await repo.insertCode(tx, {
        userId: user.id,
        purpose: 'reset_password',
        codeHash: hashCode('reset_password', token),
        expiresAt: addSeconds(now, settings.resetTtlSeconds),
        createdAt: now,
      });
      const code = await issueResetCode(tx, deps, user.id, now);
      await enqueueEmail(tx, {
        to: user.email,
        ...emails.resetPasswordEmail(
          user.firstName,
          { token, code },
          Math.round(settings.resetTtlSeconds / 60),
          links,
        ),
      });
    });
  };
}

/** Tries at drawing a code no other live one holds; a clash past them is refused at use. */
const UNIQUE_CODE_DRAWS = 5;

/**
 * The reset e-mail's 6-digit code, beside its token (DECISIONS 36): same lifetime, single use,
 * otpMaxAttempts wrong tries burn it. Answers undefined, issuing none, past the account's codes
 * for the day (limits.resetCodesPerAccount): the e-mail then carries the link alone. Drawn
 * unlike any other live reset code, so a code sent without its address names one account.
 */
async function issueResetCode(
  tx: Tx,
  deps: Pick<AuthDeps, 'settings' | 'hashCode'>,
  userId: string,
  now: Date,
): Promise<string | undefined> {
  const { settings, hashCode } = deps;
  const rule = settings.limits.resetCodesPerAccount;
  await repo.lockCodeIssuing(tx, userId);
  const since = addSeconds(now, -rule.windowSeconds);
  if ((await repo.countCodesSince(tx, userId, 'reset_code', since)) >= rule.max) return undefined;
  let code = generateOtp();
  for (let draw = 1; draw < UNIQUE_CODE_DRAWS; draw += 1) {
    const hash = hashCode('reset_code', code);
    const taken = await repo.findLiveCodesByHash(tx, 'reset_code', hash, now, NO_ATTEMPT_LIMIT);
    if (taken.length === 0) break;
    code = generateOtp();
  }
  await repo.insertCode(tx, {
    userId,
    purpose: 'reset_code',
    codeHash: hashCode('reset_code', code),
    expiresAt: addSeconds(now, settings.resetTtlSeconds),
    createdAt: now,
  });
  return code;
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

/**
 * Voids the account's unused reset tokens and codes: an e-mail's link (its token) and its
 * 6-digit code are two ways to one reset, and using either spends both.
 */
export async function voidResetCodes(tx: Tx, userId: string, now: Date) {
  await repo.voidCodes(tx, userId, ['reset_password', 'reset_code'], now);
}
