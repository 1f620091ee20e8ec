/** Forgot password, checking the e-mail's code or link, and setting the new password. */
import {
  AUTH_RESULT_MESSAGES,
  type ResetCheckBody,
  type ResetPasswordBody,
} from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../../lib/mail/outbox';
import { enforceLimits } from '../../lib/rate-limit';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthDeps } from './auth.service';
import * as codes from './auth-codes.repository';
import { isResetCode, NO_ATTEMPT_LIMIT } from './codes';
import { withinEmailBudget } from './email-budget';
import { voidResetCodes } from './reset-requests';
import { queueResetRequest, voidResetRequests } from './reset-requests.repository';
import * as sessions from './sessions.repository';

/** Reset codes sent without their address, counted across every client (and per address). */
const RESET_CODE_ONLY_TRIES_KEY = 'reset:code-only-tries';
/** Code-only tries one address makes while the path is closed to everyone else. */
const closedTriesKey = (ip: string) => `reset:code-only-closed:${ip}`;
/** Marks that an address asked for an account's reset e-mail (see findResetCode). */
const askedKey = (email: string, ip: string) => `reset:asked:${email.toLowerCase()}:${ip}`;
/** Looked up when a code matches no account, so a wrong code costs what a right one does. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

export function createPasswordResetService(deps: AuthDeps) {
  const { db, hasher, limiter, settings, clock, hashCode, links } = deps;
  const { limits } = settings;

  const resetInvalid = () =>
    new AppError('VALIDATION', AUTH_RESULT_MESSAGES.resetInvalid, {
      otp: AUTH_RESULT_MESSAGES.resetInvalid,
    });

  /** The live reset token (the e-mail's link) this is, or 400. */
  async function findResetToken(token: string, now: Date) {
    const [match] = await codes.findLiveCodesByHash(
      db,
      'reset_password',
      hashCode('reset_password', token),
      now,
      NO_ATTEMPT_LIMIT,
    );
    if (!match) throw resetInvalid();
    return match;
  }

  /** The code-only path is closed to this request: 429, pointing to the link or the address. */
  const codeOnlyClosed = (retryAfterSeconds: number) =>
    new AppError(
      'RATE_LIMITED',
      AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
      undefined,
      Math.max(1, retryAfterSeconds),
    );

  /**
   * Whether this address asked for a reset e-mail to this account lately (forgotPassword). The
   * same work whether or not a code matched (`userId` undefined): one read, one peek.
   */
  async function askedFrom(userId: string | undefined, ip: string) {
    const user = await repo.findUserById(db, userId ?? NO_ACCOUNT);
    // A rule of 0 refuses exactly when the key was hit in its window: "was it asked".
    const asked = await limiter.peek(askedKey(user?.email ?? '', ip), { max: 0, windowSeconds: 1 });
    return userId !== undefined && user !== undefined && !asked.allowed;
  }

  /**
   * The live reset code this is, or 400: the verify-email pattern. With its e-mail address the
   * account's code counts its wrong tries (otpMaxAttempts burn it). Without (the original
   * client sends none) it is looked up among every live code and two accounts holding it at
   * once are refused. Every code-only try is counted before anything is looked up (decision
   * 072; counted first, so tries sent at once cannot all pass under the limit): per address
   * (limits.resetCodeOnlyTriesPerIp, past it that address alone is refused) and across every
   * client (limits.resetCodeOnlyTries). Past the shared count the path is closed: the code is
   * looked up and the asking checked the same way whether it is right or wrong, and it passes
   * only for the address that asked for its account's reset e-mail, at most
   * limits.resetCodeOnlyClosedPerIp tries each; everyone else gets the same 429.
   */
  async function findResetCode(code: string, email: string | undefined, now: Date, ip: string) {
    const codeHash = hashCode('reset_code', code);
    const maxAttempts = settings.otpMaxAttempts;
    if (email) {
      const user = await repo.findUserByEmail(db, email);
      const live = user && (await codes.findLiveCodeForUser(db, user.id, 'reset_code', now));
      if (!live || live.attempts >= maxAttempts) throw resetInvalid();
      if (live.codeHash !== codeHash) {
        await codes.countWrongAttempt(db, live.id, maxAttempts);
        throw resetInvalid();
      }
      return live;
    }
    const mine = await limiter.hit(
      `${RESET_CODE_ONLY_TRIES_KEY}:ip:${ip}`,
      limits.resetCodeOnlyTriesPerIp,
    );
    if (!mine.allowed) throw codeOnlyClosed(mine.retryAfterSeconds);
    const everyone = await limiter.hit(RESET_CODE_ONLY_TRIES_KEY, limits.resetCodeOnlyTries);
    if (!everyone.allowed) {
      // Closed: right code or wrong, the same steps and the same answer but for the one case.
      const tries = await limiter.hit(closedTriesKey(ip), limits.resetCodeOnlyClosedPerIp);
      const matches = await codes.findLiveCodesByHash(db, 'reset_code', codeHash, now, maxAttempts);
      const only = matches.length === 1 ? matches[0] : undefined;
      const asked = await askedFrom(only?.userId, ip);
      if (only && asked && tries.allowed) return only;
      throw codeOnlyClosed(everyone.retryAfterSeconds);
    }
    const matches = await codes.findLiveCodesByHash(db, 'reset_code', codeHash, now, maxAttempts);
    if (matches.length !== 1) throw resetInvalid();
    return matches[0]!;
  }

  return {
    /**
     * The same answer whether or not the address has an account (decision 029), after the same
     * work (reset-requests.ts).
     */
    async forgotPassword(email: string, ip: string): Promise<string> {
      await enforceLimits(limiter, [{ key: `forgot:ip:${ip}`, rule: limits.forgotPerIp }]);
      if (!(await withinEmailBudget(limiter, `forgot:email:${email}`, limits.forgotPerEmail))) {
        return AUTH_RESULT_MESSAGES.forgotSent;
      }
      // One row, whatever the address: the worker looks it up after the answer. Not kicked:
      // its next round (within seconds) takes it, so the extra work a known address costs is
      // not done right behind this answer, where the sender's next request could time it.
      await queueResetRequest(db, email);
      // Remembered as long as the code it brings can live (the job may run a little later).
      await limiter.hit(askedKey(email, ip), {
        max: 1,
        windowSeconds: settings.resetTtlSeconds * 2,
      });
      return AUTH_RESULT_MESSAGES.forgotSent;
    },

    /**
     * Step 1 of /reset-password (decision 022): answers whether the e-mail's token or code
     * is good, spending nothing. It is found exactly as a reset finds it, so a wrong code counts
     * toward its tries (otpMaxAttempts burn it), any code without its address toward the
     * code-only budget (429 once spent), and the per-address limit is the reset's own.
     */
    async checkResetCode(body: ResetCheckBody, ip: string): Promise<string> {
      await enforceLimits(limiter, [{ key: `reset:ip:${ip}`, rule: limits.resetPerIp }]);
      const now = clock.now();
      if (isResetCode(body.otp)) await findResetCode(body.otp, body.email, now, ip);
      else await findResetToken(body.otp, now);
      return AUTH_RESULT_MESSAGES.resetCodeAccepted;
    },

    /**
     * Sets the new password and signs every device out. `otp` is the e-mail's token (its link)
     * or its 6-digit code (decision 062); whichever is used, the other is spent with it.
     */
    async resetPassword(body: ResetPasswordBody, ip: string): Promise<string> {
      // Per address only (decision 018: a budget shared by every client let one address lock
      // everyone out). Guessing across all live tokens from many addresses stays hopeless: a
      // token has ~59 bits, so even 10,000 live tokens and a billion guesses find one with a
      // chance of about 1 in 80,000. A code is short, so it counts its wrong tries as the
      // sign-up code does (findResetCode).
      await enforceLimits(limiter, [{ key: `reset:ip:${ip}`, rule: limits.resetPerIp }]);
      const now = clock.now();
      const isCode = isResetCode(body.otp);
      const match = isCode
        ? await findResetCode(body.otp, body.email, now, ip)
        : await findResetToken(body.otp, now);
      const maxAttempts = isCode ? settings.otpMaxAttempts : NO_ATTEMPT_LIMIT;
      const passwordHash = await hasher.hash(body.password, ip);
      const done = await db.transaction(async (tx) => {
        const user = await repo.findUserById(tx, match.userId);
        if (!user) return undefined;
        // Any other code or request outstanding is spent with this one (decision 062). The
        // requests before the code (reset-requests.ts): a job turning one into a token holds
        // its row and then wants this account's codes, so this must not hold a code meanwhile.
        await voidResetRequests(tx, user.email, now);
        // Nothing of this transaction stays when the code was spent meanwhile (by a job's new
        // token, say): a wrong try voids no request.
        if (!(await codes.consumeCode(tx, match.id, now, maxAttempts))) throw resetInvalid();
        await voidResetCodes(tx, user.id, now);
        await repo.setPasswordHash(tx, user.id, passwordHash, now);
        await sessions.revokeAllSessions(tx, user.id, now);
        await enqueueEmail(tx, {
          to: user.email,
          ...emails.passwordChangedEmail(user.language, user.firstName, links),
        });
        return { email: user.email };
      });
      if (!done) throw resetInvalid();
      // Whoever reset holds the mailbox: new browsers may sign in again at once.
      await limiter.reset(`login:account:${done.email.toLowerCase()}`);
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.passwordReset;
    },
  };
}
