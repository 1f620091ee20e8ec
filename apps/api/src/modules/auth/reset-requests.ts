import type { Tx } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { enqueueEmail, finishJob } from '../../lib/mail/outbox';
import type { OutboxJob } from '../../lib/mail/worker';
import * as emails from './auth.emails';
import { findUserByEmail } from './auth.repository';
import type { AuthDeps } from './auth.service';
import * as codes from './auth-codes.repository';
import { generateOtp, generateResetToken, NO_ATTEMPT_LIMIT } from './codes';

export { RESET_REQUEST } from './reset-requests.repository';

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
      const user = await findUserByEmail(tx, email);
      if (!user || user.suspendedAt) return;
      const now = clock.now();
      const token = generateResetToken();
      // The e-mail before replaces every way to reset it gave, its code with its token.
      await voidResetCodes(tx, user.id, now);
      await codes.insertCode(tx, {
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
          user.language,
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
 * The reset e-mail's 6-digit code, beside its token (decision 062): same lifetime, single use,
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
  await codes.lockCodeIssuing(tx, userId);
  const since = addSeconds(now, -rule.windowSeconds);
  if ((await codes.countCodesSince(tx, userId, 'reset_code', since)) >= rule.max) return undefined;
  let code = generateOtp();
  for (let draw = 1; draw < UNIQUE_CODE_DRAWS; draw += 1) {
    const hash = hashCode('reset_code', code);
    const taken = await codes.findLiveCodesByHash(tx, 'reset_code', hash, now, NO_ATTEMPT_LIMIT);
    if (taken.length === 0) break;
    code = generateOtp();
  }
  await codes.insertCode(tx, {
    userId,
    purpose: 'reset_code',
    codeHash: hashCode('reset_code', code),
    expiresAt: addSeconds(now, settings.resetTtlSeconds),
    createdAt: now,
  });
  return code;
}

/*
 * Voiding every way to reset an account's password (decision 062) is two steps, in this order:
 * voidResetRequests (reset-requests.repository.ts), then voidResetCodes. A password change, a
 * reset and a deletion take them in their transaction. The order is the job's (above: its
 * request's outbox row by finishJob, then the account's codes), so the two only ever wait for
 * each other. The other order deadlocked on PostgreSQL: a reset holding the code it consumes
 * waited for the request a job held, while the job waited for that code (found reviewing decision 018).
 */

/**
 * Voids the account's unused reset tokens and codes: an e-mail's link (its token) and its
 * 6-digit code are two ways to one reset, and using either spends both.
 */
export async function voidResetCodes(tx: Tx, userId: string, now: Date) {
  await codes.voidCodes(tx, userId, ['reset_password', 'reset_code'], now);
}
