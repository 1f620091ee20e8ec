/**
 * The sign-in code (decision 072): while the account's own login limit pauses sign-ins from
 * new browsers and API clients, the right password from one of them e-mails the owner a 6-digit
 * code, and the right password with that code signs in. Whoever guesses passwords without the
 * inbox gets nowhere; the owner is never locked out of a new device for the hour.
 */
import type { Language } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import * as emails from './auth.emails';
import type { AuthDeps } from './auth.service';
import * as codes from './auth-codes.repository';
import { generateOtp } from './codes';

type Owner = { id: string; email: string; firstName: string; language: Language };

export function createLoginCodes(deps: Pick<AuthDeps, 'db' | 'settings' | 'clock' | 'hashCode'>) {
  const { db, settings, clock, hashCode } = deps;
  const rule = settings.limits.loginCodesPerAccount;

  return {
    /**
     * Replaces the account's sign-in code with a new one and queues it by e-mail; answers false,
     * sending nothing, past the account's codes for the day (each burns after otpMaxAttempts
     * wrong tries, so this caps the guesses at them).
     */
    issue: (owner: Owner) =>
      db.transaction(async (tx: Tx) => {
        const now = clock.now();
        await codes.lockCodeIssuing(tx, owner.id);
        const since = addSeconds(now, -rule.windowSeconds);
        if ((await codes.countCodesSince(tx, owner.id, 'login_code', since)) >= rule.max) {
          return false;
        }
        const code = generateOtp();
        await codes.replaceCode(tx, now, {
          userId: owner.id,
          purpose: 'login_code',
          codeHash: hashCode('login_code', code),
          expiresAt: addSeconds(now, settings.otpTtlSeconds),
        });
        await enqueueEmail(tx, {
          to: owner.email,
          ...emails.loginCodeEmail(
            owner.language,
            owner.firstName,
            code,
            Math.round(settings.otpTtlSeconds / 60),
          ),
        });
        return true;
      }),

    /** Spends the account's live sign-in code when `code` is it; a wrong one counts a try. */
    async consume(userId: string, code: string): Promise<boolean> {
      const now = clock.now();
      const max = settings.otpMaxAttempts;
      const live = await codes.findLiveCodeForUser(db, userId, 'login_code', now);
      if (!live || live.attempts >= max) return false;
      if (live.codeHash !== hashCode('login_code', code)) {
        await codes.countWrongAttempt(db, live.id, max);
        return false;
      }
      return (await codes.consumeCode(db, live.id, now, max)) !== undefined;
    },
  };
}
