import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  AUTH_RESULT_MESSAGES,
  type LoginBody,
  type LoginData,
  type ResetCheckBody,
  type ResetPasswordBody,
  type SignUpBody,
  type VerifyEmailBody,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { PasswordHasher } from '../../lib/passwords';
import { enforceLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthSettings } from './auth.settings';
import {
  type CodeHasher,
  generateOtp,
  isDisposableEmail,
  isResetCode,
  NO_ATTEMPT_LIMIT,
} from './codes';
import {
  browserLabel,
  type DeviceInfo,
  deviceHash,
  isKnownDevice,
  rememberDevice,
} from './devices';
import { queueResetRequest, voidResetCodes, voidResetRequests } from './reset-requests';

export type AuthDeps = {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  limiter: RateLimiter;
  settings: AuthSettings;
  clock: Clock;
  hashCode: CodeHasher;
  links: { appUrl: string; supportEmail: string };
  /** Tells the mail worker that something was queued. */
  mailQueued: () => void;
};

export const suspendedError = (supportEmail: string) =>
  new AppError(
    'ACCOUNT_SUSPENDED',
    `This account is suspended. Please contact support at ${supportEmail} to discuss it.`,
  );

/** Wrong codes sent without their address, counted across every client. */
const CODE_ONLY_MISSES_KEY = 'otp:code-only-misses';
/** The same for reset codes (their own, tighter budget). */
const RESET_CODE_ONLY_MISSES_KEY = 'reset:code-only-misses';

export function createAuthService(deps: AuthDeps) {
  const { db, hasher, tokens, limiter, settings, clock, hashCode, links } = deps;
  const { limits } = settings;

  /**
   * Whether the account may be issued another verification code (limits.verifyCodesPerAccount).
   * Holds the account's code-issuing lock to the end of the transaction, so the answer stays true
   * until the code is inserted: a burst of requests cannot each find room for one more.
   */
  async function mayIssueVerificationCode(tx: Tx, userId: string, now: Date) {
    const rule = limits.verifyCodesPerAccount;
    await repo.lockCodeIssuing(tx, userId);
    const since = addSeconds(now, -rule.windowSeconds);
    return (await repo.countCodesSince(tx, userId, 'verify_email', since)) < rule.max;
  }

  /**
   * Replaces the account's verification code with a new one and queues it by e-mail; answers
   * false, changing nothing, once the account has had its codes for the day. Its latest code then
   * stays valid until it expires or burns: the owner, who has the inbox, needs one or two codes;
   * someone guessing without it would otherwise mint a fresh code (5 more tries) each time.
   */
  async function issueVerificationCode(
    tx: Tx,
    user: { id: string; email: string; firstName: string },
  ): Promise<boolean> {
    const now = clock.now();
    if (!(await mayIssueVerificationCode(tx, user.id, now))) return false;
    const code = generateOtp();
    await repo.replaceCode(tx, now, {
      userId: user.id,
      purpose: 'verify_email',
      codeHash: hashCode('verify_email', code),
      expiresAt: addSeconds(now, settings.otpTtlSeconds),
    });
    await enqueueEmail(tx, {
      to: user.email,
      ...emails.verificationEmail(user.firstName, code, Math.round(settings.otpTtlSeconds / 60)),
    });
    return true;
  }

  /**
   * The account's own login limit, counted once the address's limits have let the attempt
   * through, for known and unknown addresses alike. Past it the account is not locked: a browser
   * its owner has signed in from before still has its password checked, and the owner is
   * e-mailed once per window (the `alerted` key), never once per attempt.
   */
  async function enforceAccountLimit(
    email: string,
    user: repo.UserRow | undefined,
    device: DeviceInfo,
  ) {
    const rule = limits.loginPerAccount;
    const result = await limiter.hit(`login:account:${email}`, rule);
    if (result.allowed) return;
    if (user && (await isKnownDevice(db, user.id, device))) return;
    if (user) {
      const first = await limiter.hit(`login:alerted:${user.id}`, {
        max: 1,
        windowSeconds: rule.windowSeconds,
      });
      if (first.allowed) {
        await enqueueEmail(db, {
          to: user.email,
          ...emails.manyWrongPasswordsEmail(
            user.firstName,
            Math.round(rule.windowSeconds / 60),
            links,
          ),
        });
        deps.mailQueued();
      }
    }
    throw new AppError(
      'RATE_LIMITED',
      AUTH_RESULT_MESSAGES.loginAccountPaused,
      undefined,
      Math.max(1, result.retryAfterSeconds),
    );
  }

  /**
   * The budget of e-mails one e-mail address may be sent (forgot, resend), counted after the
   * client's own limit (which still answers 429). Past it the request does nothing and answers
   * exactly as usual (issue 20 review): a 429 would be the owner's to meet after a stranger had
   * spent the budget by typing the address, while the owner still has the last e-mail sent, whose
   * token or code works. Unknown addresses are counted alike, so nothing is revealed.
   */
  async function withinEmailBudget(key: string, rule: RateRule): Promise<boolean> {
    return (await limiter.hit(key, rule)).allowed;
  }

  const resetInvalid = () =>
    new AppError('VALIDATION', AUTH_RESULT_MESSAGES.resetInvalid, {
      otp: AUTH_RESULT_MESSAGES.resetInvalid,
    });

  /** The live reset token (the e-mail's link) this is, or 400. */
  async function findResetToken(token: string, now: Date) {
    const [match] = await repo.findLiveCodesByHash(
      db,
      'reset_password',
      hashCode('reset_password', token),
      now,
      NO_ATTEMPT_LIMIT,
    );
    if (!match) throw resetInvalid();
    return match;
  }

  /**
   * The live reset code this is, or 400: the verify-email pattern. With its e-mail address the
   * account's code counts its wrong tries (otpMaxAttempts burn it). Without (the original
   * client sends none) it is looked up among every live code, wrong ones counted across every
   * client (limits.resetCodeOnlyMisses), and two accounts holding it at once are refused.
   */
  async function findResetCode(code: string, email: string | undefined, now: Date) {
    const codeHash = hashCode('reset_code', code);
    const maxAttempts = settings.otpMaxAttempts;
    if (email) {
      const user = await repo.findUserByEmail(db, email);
      const live = user && (await repo.findLiveCodeForUser(db, user.id, 'reset_code', now));
      if (!live || live.attempts >= maxAttempts) throw resetInvalid();
      if (live.codeHash !== codeHash) {
        await repo.countWrongAttempt(db, live.id, maxAttempts);
        throw resetInvalid();
      }
      return live;
    }
    const misses = await limiter.peek(RESET_CODE_ONLY_MISSES_KEY, limits.resetCodeOnlyMisses);
    if (!misses.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
        undefined,
        Math.max(1, misses.retryAfterSeconds),
      );
    }
    const matches = await repo.findLiveCodesByHash(db, 'reset_code', codeHash, now, maxAttempts);
    if (matches.length === 0) {
      await limiter.hit(RESET_CODE_ONLY_MISSES_KEY, limits.resetCodeOnlyMisses);
    }
    if (matches.length !== 1 || !matches[0]) throw resetInvalid();
    return matches[0];
  }

  const otpInvalid = () =>
    new AppError('VALIDATION', AUTH_RESULT_MESSAGES.otpInvalid, {
      otp: AUTH_RESULT_MESSAGES.otpInvalid,
    });

  return {
    /**
     * Creates an unverified account and e-mails its code. An address already registered gets
     * the same answer and nothing is created; its owner is told instead (DECISIONS 3).
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
        // The same statements whether the address is new or taken (issue 20, point 9): insert
        // unless taken (two sign-ups at once: the second finds the first's account), then read
        // the account at the address either way.
        await tx
          .insert(users)
          .values({
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phoneNumber,
            gender: body.gender ?? null,
            passwordHash,
          })
          .onConflictDoNothing();
        const account = await repo.findUserByEmail(tx, body.email);
        if (!account) throw new Error('no account at the address just inserted');
        if (account.emailVerifiedAt) {
          // A verified account has no use for a verification code. Its count and voiding any
          // left over keep this path's statements those of the others but the code's insert.
          await mayIssueVerificationCode(tx, account.id, clock.now());
          await repo.voidCodes(tx, account.id, 'verify_email', clock.now());
          await enqueueEmail(tx, {
            to: account.email,
            ...emails.signUpAttemptEmail(account.firstName, links),
          });
        } else {
          // A new account, or its owner probably lost the first code: send a fresh one (the
          // password of an existing account stays). Past the day's codes, nothing is sent and
          // the answer is the same: it must not tell that the address has an account.
          await issueVerificationCode(tx, account);
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
        const live = user && (await repo.findLiveCodeForUser(db, user.id, 'verify_email', now));
        if (!live || live.attempts >= settings.otpMaxAttempts) throw otpInvalid();
        if (live.codeHash !== codeHash) {
          await repo.countWrongAttempt(db, live.id, settings.otpMaxAttempts);
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
        const matches = await repo.findLiveCodesByHash(
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
        const used = await repo.consumeCode(tx, codeId, now, settings.otpMaxAttempts);
        if (!used) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, used.userId));
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
      if (!(await withinEmailBudget(`resend:email:${email}`, limits.resendPerEmail))) {
        return AUTH_RESULT_MESSAGES.verificationResent;
      }
      await db.transaction(async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
        // Past the account's codes for the day nothing is sent, and the answer stays the same
        // (DECISIONS 3): a different one would tell anyone who asks 11 times that an unverified
        // account uses the address. The owner still has the latest code while it lasts.
        if (user && !user.emailVerifiedAt) await issueVerificationCode(tx, user);
      });
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.verificationResent;
    },

    async login(body: LoginBody, ip: string, device: DeviceInfo = {}): Promise<LoginData> {
      // The address's own limits first: one client guessing stops here and spends nothing the
      // account shares with its owner's other addresses.
      await enforceLimits(limiter, [
        { key: `login:ip:${ip}`, rule: limits.loginPerIp },
        { key: `login:email-ip:${body.email}:${ip}`, rule: limits.loginPerEmailAndIp },
      ]);
      const user = await repo.findUserByEmail(db, body.email);
      await enforceAccountLimit(body.email, user, device);
      if (!user) {
        await hasher.verifyDummy(body.password, ip);
        throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.loginInvalid);
      }
      if (!(await hasher.verify(user.passwordHash, body.password, ip))) {
        throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.loginInvalid);
      }
      if (user.suspendedAt) throw suspendedError(links.supportEmail);
      if (!user.emailVerifiedAt) {
        const issued = await db.transaction((tx) => issueVerificationCode(tx, user));
        if (issued) deps.mailQueued();
        // With the right password the account is no secret: say why no new code comes.
        throw new AppError(
          'EMAIL_UNVERIFIED',
          issued
            ? AUTH_RESULT_MESSAGES.loginUnverified
            : AUTH_RESULT_MESSAGES.loginUnverifiedNoNewCode,
        );
      }

      const sessionId = randomUUID();
      const { token, expiresAt } = await tokens.sign(user.id, sessionId);
      const now = clock.now();
      const seen = await db.transaction(async (tx) => {
        await repo.insertSession(tx, sessionId, user.id, expiresAt);
        await repo.markActive(tx, user.id, now);
        // A browser the account has not used before is e-mailed (not the first one ever).
        const found = await rememberDevice(tx, user.id, deviceHash(user.id, device), now);
        if (found === 'new') {
          await enqueueEmail(tx, {
            to: user.email,
            ...emails.newSignInEmail(
              user.firstName,
              { at: now, browser: browserLabel(device.userAgent) },
              links,
            ),
          });
        }
        return found;
      });
      if (seen === 'new') deps.mailQueued();
      // The owner's own typos from this address are forgiven; the account's count is not (that
      // would hand a guesser spread over many addresses a fresh budget).
      await limiter.reset(`login:email-ip:${body.email}:${ip}`);
      const children = await repo.listChildSummaries(db, user.id);
      return {
        token,
        user: {
          id: user.id,
          email: user.email,
          fullName: `${user.firstName} ${user.lastName}`,
          phone: user.phone,
          alternateEmail: user.alternateEmail,
          gender: user.gender,
        },
        children,
        lastChildId: repo.lastChildAmong(user.lastChildId, children),
      };
    },

    /**
     * Ends the token's session. Idempotent (issue 22, point 9): the original client logs out
     * with the token a password change has just revoked, so a token we signed answers the same
     * whatever its session's state (live, ended, revoked, expired, gone with its account, or
     * suspended). A token we did not sign (missing, malformed, forged) is 401: it names no
     * session of ours, and the answer tells a client its header is wrong.
     */
    async logout(token: string | undefined): Promise<string> {
      const claims = token ? await tokens.verifyIgnoringExpiry(token) : null;
      if (!claims) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
      await repo.revokeSession(db, claims.sessionId, claims.userId, clock.now());
      return AUTH_RESULT_MESSAGES.loggedOut;
    },

    /**
     * The same answer whether or not the address has an account (DECISIONS 3), after the same
     * work (reset-requests.ts).
     */
    async forgotPassword(email: string, ip: string): Promise<string> {
      await enforceLimits(limiter, [{ key: `forgot:ip:${ip}`, rule: limits.forgotPerIp }]);
      if (!(await withinEmailBudget(`forgot:email:${email}`, limits.forgotPerEmail))) {
        return AUTH_RESULT_MESSAGES.forgotSent;
      }
      // One row, whatever the address: the worker looks it up after the answer. Not kicked:
      // its next round (within seconds) takes it, so the extra work a known address costs is
      // not done right behind this answer, where the sender's next request could time it.
      await queueResetRequest(db, email);
      return AUTH_RESULT_MESSAGES.forgotSent;
    },

    /**
     * Step 1 of /reset-password (issue 23, point 11): answers whether the e-mail's token or code
     * is good, spending nothing. It is found exactly as a reset finds it, so a wrong code counts
     * toward its tries (otpMaxAttempts burn it), a wrong code without its address toward the
     * code-only budget (429 once spent), and the per-address limit is the reset's own.
     */
    async checkResetCode(body: ResetCheckBody, ip: string): Promise<string> {
      await enforceLimits(limiter, [{ key: `reset:ip:${ip}`, rule: limits.resetPerIp }]);
      const now = clock.now();
      if (isResetCode(body.otp)) await findResetCode(body.otp, body.email, now);
      else await findResetToken(body.otp, now);
      return AUTH_RESULT_MESSAGES.resetCodeAccepted;
    },

    /**
     * Sets the new password and signs every device out. `otp` is the e-mail's token (its link)
     * or its 6-digit code (DECISIONS 36); whichever is used, the other is spent with it.
     */
    async resetPassword(body: ResetPasswordBody, ip: string): Promise<string> {
      // Per address only (issue 20: a budget shared by every client let one address lock
      // everyone out). Guessing across all live tokens from many addresses stays hopeless: a
      // token has ~59 bits, so even 10,000 live tokens and a billion guesses find one with a
      // chance of about 1 in 80,000. A code is short, so it counts its wrong tries as the
      // sign-up code does (findResetCode).
      await enforceLimits(limiter, [{ key: `reset:ip:${ip}`, rule: limits.resetPerIp }]);
      const now = clock.now();
      const isCode = isResetCode(body.otp);
      const match = isCode
        ? await findResetCode(body.otp, body.email, now)
        : await findResetToken(body.otp, now);
      const maxAttempts = isCode ? settings.otpMaxAttempts : NO_ATTEMPT_LIMIT;
      const passwordHash = await hasher.hash(body.password, ip);
      const done = await db.transaction(async (tx) => {
        const user = await repo.findUserById(tx, match.userId);
        if (!user) return undefined;
        // Any other code or request outstanding is spent with this one (DECISIONS 36). The
        // requests before the code (reset-requests.ts): a job turning one into a token holds
        // its row and then wants this account's codes, so this must not hold a code meanwhile.
        await voidResetRequests(tx, user.email, now);
        // Nothing of this transaction stays when the code was spent meanwhile (by a job's new
        // token, say): a wrong try voids no request.
        if (!(await repo.consumeCode(tx, match.id, now, maxAttempts))) throw resetInvalid();
        await voidResetCodes(tx, user.id, now);
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        await repo.revokeAllSessions(tx, user.id, now);
        await enqueueEmail(tx, {
          to: user.email,
          ...emails.passwordChangedEmail(user.firstName, links),
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
export type AuthService = ReturnType<typeof createAuthService>;
