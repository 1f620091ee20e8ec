/** Sign-up, e-mail verification and its resend: the first steps of an account. */
import {
  AUTH_MESSAGES,
  AUTH_RESULT_MESSAGES,
  DEFAULT_LANGUAGE,
  type SignUpBody,
  type VerifyEmailBody,
} from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../../lib/mail/outbox';
import { enforceLimits } from '../../lib/rate-limit';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthDeps } from './auth.service';
import * as codes from './auth-codes.repository';
import { isDisposableEmail } from './codes';
import { withinEmailBudget } from './email-budget';
import type { VerificationCodes } from './verification-codes';

/** Wrong codes sent without their address, counted across every client. */
const CODE_ONLY_MISSES_KEY = 'otp:code-only-misses';

export function createSignUpService(deps: AuthDeps, verification: VerificationCodes) {
  const { db, hasher, limiter, settings, clock, hashCode, links } = deps;
  const { limits } = settings;

  const otpInvalid = () =>
    new AppError('VALIDATION', AUTH_RESULT_MESSAGES.otpInvalid, {
      otp: AUTH_RESULT_MESSAGES.otpInvalid,
    });

  return {
    /**
     * Creates an unverified account and e-mails its code. An address already registered gets
     * the same answer and nothing is created; its owner is told instead (decision 029).
     */
    async signUp(body: SignUpBody, ip: string): Promise<string> {
      await enforceLimits(limiter, [
        { key: `signup:ip:${ip}`, rule: limits.signupPerIp },
        { key: `signup:email:${body.email}`, rule: limits.signupPerEmail },
      ]);
      if (isDisposableEmail(body.email)) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.emailDisposable, {
          email: AUTH_MESSAGES.emailDisposable,
        });
      }
      // Hash before looking, so a taken address costs the same time as a new one.
      const passwordHash = await hasher.hash(body.password, ip);
      await db.transaction(async (tx) => {
        // The same statements whether the address is new or taken (decision 018): insert
        // unless taken (two sign-ups at once: the second finds the first's account), then read
        // the account at the address either way.
        await repo.insertUserUnlessTaken(tx, {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phoneNumber,
          gender: body.gender ?? null,
          language: body.language ?? DEFAULT_LANGUAGE,
          passwordHash,
        });
        const account = await repo.findUserByEmail(tx, body.email);
        if (!account) throw new Error('no account at the address just inserted');
        if (account.emailVerifiedAt) {
          // A verified account has no use for a verification code. Its count and voiding any
          // left over keep this path's statements those of the others but the code's insert.
          await verification.mayIssue(tx, account.id, clock.now());
          await codes.voidCodes(tx, account.id, 'verify_email', clock.now());
          await enqueueEmail(tx, {
            to: account.email,
            ...emails.signUpAttemptEmail(account.language, account.firstName, links),
          });
        } else {
          // A new account, or its owner probably lost the first code: send a fresh one (the
          // password of an existing account stays). Past the day's codes, nothing is sent and
          // the answer is the same: it must not tell that the address has an account.
          await verification.issue(tx, account);
        }
      });
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.signedUp;
    },

    async verifyEmail(body: VerifyEmailBody, ip: string): Promise<string> {
      // Per address only. With its address a code guards itself: 5 wrong tries burn it and its
      // owner asks for another, so nobody can block an owner by trying codes for the address.
      await enforceLimits(limiter, [{ key: `otp:ip:${ip}`, rule: limits.otpPerIp }]);

      const now = clock.now();
      const codeHash = hashCode('verify_email', body.otp);
      let codeId: string | undefined;
      if (body.email) {
        const user = await repo.findUserByEmail(db, body.email);
        const live = user && (await codes.findLiveCodeForUser(db, user.id, 'verify_email', now));
        if (!live || live.attempts >= settings.otpMaxAttempts) throw otpInvalid();
        if (live.codeHash !== codeHash) {
          await codes.countWrongAttempt(db, live.id, settings.otpMaxAttempts);
          throw otpInvalid();
        }
        codeId = live.id;
      } else {
        // A code without its address could be anyone's, so wrong ones are also counted across
        // every client. Only wrong ones: people with a right code never spend it, and one
        // address's wrong codes stop at its own limit above, far below this one.
        const misses = await limiter.peek(CODE_ONLY_MISSES_KEY, limits.otpCodeOnlyMisses);
        if (!misses.allowed) {
          throw new AppError(
            'RATE_LIMITED',
            AUTH_RESULT_MESSAGES.otpCodeOnlyClosed,
            undefined,
            Math.max(1, misses.retryAfterSeconds),
          );
        }
        const matches = await codes.findLiveCodesByHash(
          db,
          'verify_email',
          codeHash,
          now,
          settings.otpMaxAttempts,
        );
        if (matches.length === 0) await limiter.hit(CODE_ONLY_MISSES_KEY, limits.otpCodeOnlyMisses);
        // Two accounts holding the same code at once: refuse rather than guess which.
        if (matches.length !== 1 || !matches[0]) throw otpInvalid();
        codeId = matches[0].id;
      }

      const verified = await db.transaction(async (tx) => {
        const used = await codes.consumeCode(tx, codeId, now, settings.otpMaxAttempts);
        if (!used) return false;
        await repo.markEmailVerified(tx, used.userId, now);
        return true;
      });
      if (!verified) throw otpInvalid();
      return AUTH_RESULT_MESSAGES.verified;
    },

    /**
     * At most one new code a minute per e-mail address (past it nothing is sent); the same answer
     * whatever the address.
     */
    async resendVerification(email: string, ip: string): Promise<string> {
      await enforceLimits(limiter, [{ key: `signup:ip:${ip}`, rule: limits.signupPerIp }]);
      if (!(await withinEmailBudget(limiter, `resend:email:${email}`, limits.resendPerEmail))) {
        return AUTH_RESULT_MESSAGES.verificationResent;
      }
      await db.transaction(async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
        // Past the account's codes for the day nothing is sent, and the answer stays the same
        // (decision 029): a different one would tell anyone who asks 11 times that an unverified
        // account uses the address. The owner still has the latest code while it lasts.
        if (user && !user.emailVerifiedAt) await verification.issue(tx, user);
      });
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.verificationResent;
    },
  };
}
