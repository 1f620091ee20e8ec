/** Issuing sign-up verification codes, within the account's codes for the day. */
import type { Language } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import * as emails from './auth.emails';
import type { AuthDeps } from './auth.service';
import * as codes from './auth-codes.repository';
import { generateOtp } from './codes';

export function createVerificationCodes({
  settings,
  clock,
  hashCode,
}: Pick<AuthDeps, 'settings' | 'clock' | 'hashCode'>) {
  const { limits } = settings;

  /**
   * Whether the account may be issued another verification code (limits.verifyCodesPerAccount).
   * Holds the account's code-issuing lock to the end of the transaction, so the answer stays true
   * until the code is inserted: a burst of requests cannot each find room for one more.
   */
  async function mayIssue(tx: Tx, userId: string, now: Date) {
    const rule = limits.verifyCodesPerAccount;
    await codes.lockCodeIssuing(tx, userId);
    const since = addSeconds(now, -rule.windowSeconds);
    return (await codes.countCodesSince(tx, userId, 'verify_email', since)) < rule.max;
  }

  /**
   * Replaces the account's verification code with a new one and queues it by e-mail; answers
   * false, changing nothing, once the account has had its codes for the day. Its latest code then
   * stays valid until it expires or burns: the owner, who has the inbox, needs one or two codes;
   * someone guessing without it would otherwise mint a fresh code (5 more tries) each time.
   */
  async function issue(
    tx: Tx,
    user: { id: string; email: string; firstName: string; language: Language },
  ): Promise<boolean> {
    const now = clock.now();
    if (!(await mayIssue(tx, user.id, now))) return false;
    const code = generateOtp();
    await codes.replaceCode(tx, now, {
      userId: user.id,
      purpose: 'verify_email',
      codeHash: hashCode('verify_email', code),
      expiresAt: addSeconds(now, settings.otpTtlSeconds),
    });
    await enqueueEmail(tx, {
      to: user.email,
      ...emails.verificationEmail(
        user.language,
        user.firstName,
        code,
        Math.round(settings.otpTtlSeconds / 60),
      ),
    });
    return true;
  }

  return { mayIssue, issue };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
