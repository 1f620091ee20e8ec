import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  AUTH_RESULT_MESSAGES,
  type LoginBody,
  type LoginData,
  type ResetPasswordBody,
  type SignUpBody,
  type VerifyEmailBody,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { PasswordHasher } from '../../lib/passwords';
import { enforceLimits, type RateLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthSettings } from './auth.settings';
import { type CodeHasher, generateOtp, isDisposableEmail, NO_ATTEMPT_LIMIT } from './codes';
import {
  browserLabel,
  type DeviceInfo,
  deviceHash,
  isKnownDevice,
  rememberDevice,
} from './devices';
import { queueResetRequest, voidResetCodes } from './reset-requests';

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

/** The account's own login limit (many addresses): a known browser still gets in. */
const ACCOUNT_LIMITED_MESSAGE =
  'Too many wrong passwords have been tried for this account. Please sign in from a browser you have used before, or wait and try again.';

/** The code-only path closed by many wrong codes: the code with its address still works. */
const CODE_ONLY_CLOSED_MESSAGE =
  'Too many wrong codes have been tried. Please enter your e-mail address with the code.';

export const suspendedError = (supportEmail: string) =>
  new AppError(
    'ACCOUNT_SUSPENDED',
    `This account is suspended. Please contact support at ${supportEmail} to discuss it.`,
  );

/** Wrong codes sent without their address, counted across every client. */
const CODE_ONLY_MISSES_KEY = 'otp:code-only-misses';

export function createAuthService(deps: AuthDeps) {
  const { db, hasher, tokens, limiter, settings, clock, hashCode, links } = deps;
  const { limits } = settings;

  /** Replaces the account's verification code with a new one and queues it by e-mail. */
  async function issueVerificationCode(
    tx: repo.Tx,
    user: { id: string; email: string; firstName: string },
  ) {
    const now = clock.now();
    const code = generateOtp();
    await repo.voidCodes(tx, user.id, 'verify_email', now);
    await repo.insertCode(tx, {
      userId: user.id,
      purpose: 'verify_email',
      codeHash: hashCode('verify_email', code),
      expiresAt: addSeconds(now, settings.otpTtlSeconds),
    });
    await enqueueEmail(tx, {
      to: user.email,
      ...emails.verificationEmail(user.firstName, code, Math.round(settings.otpTtlSeconds / 60)),
    });
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
      ACCOUNT_LIMITED_MESSAGE,
      undefined,
      Math.max(1, result.retryAfterSeconds),
    );
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
            passwordHash,
          })
          .onConflictDoNothing();
        const account = await repo.findUserByEmail(tx, body.email);
        if (!account) throw new Error('no account at the address just inserted');
        if (account.emailVerifiedAt) {
          // A verified account has no use for a verification code; voiding any left over
          // also keeps this path's statements close to the others'.
          await repo.voidCodes(tx, account.id, 'verify_email', clock.now());
          await enqueueEmail(tx, {
            to: account.email,
            ...emails.signUpAttemptEmail(account.firstName, links),
          });
        } else {
          // A new account, or its owner probably lost the first code: send a fresh one (the
          // password of an existing account stays).
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
            CODE_ONLY_CLOSED_MESSAGE,
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

    /** At most one new code a minute per address; the same answer whatever the address. */
    async resendVerification(email: string, ip: string): Promise<string> {
      await enforceLimits(
        limiter,
        [
          { key: `signup:ip:${ip}`, rule: limits.signupPerIp },
          { key: `resend:email:${email}`, rule: limits.resendPerEmail },
        ],
        'Please wait a minute before asking for another code.',
      );
      await db.transaction(async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
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
        await db.transaction((tx) => issueVerificationCode(tx, user));
        deps.mailQueued();
        throw new AppError('EMAIL_UNVERIFIED', AUTH_RESULT_MESSAGES.loginUnverified);
      }

      const sessionId = randomUUID();
      const { token, expiresAt } = await tokens.sign(user.id, sessionId);
      const now = clock.now();
      const seen = await db.transaction(async (tx) => {
        await repo.insertSession(tx, sessionId, user.id, expiresAt);
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
        },
        children,
      };
    },

    async logout(sessionId: string): Promise<string> {
      await repo.revokeSession(db, sessionId, clock.now());
      return AUTH_RESULT_MESSAGES.loggedOut;
    },

    /**
     * The same answer whether or not the address has an account (DECISIONS 3), after the same
     * work (reset-requests.ts).
     */
    async forgotPassword(email: string, ip: string): Promise<string> {
      await enforceLimits(limiter, [
        { key: `forgot:ip:${ip}`, rule: limits.forgotPerIp },
        { key: `forgot:email:${email}`, rule: limits.forgotPerEmail },
      ]);
      // One row, whatever the address: the worker looks it up after the answer. Not kicked:
      // its next round (within seconds) takes it, so the extra work a known address costs is
      // not done right behind this answer, where the sender's next request could time it.
      await queueResetRequest(db, email);
      return AUTH_RESULT_MESSAGES.forgotSent;
    },

    /** Sets the new password and signs every device out. */
    async resetPassword(body: ResetPasswordBody, ip: string): Promise<string> {
      // Per address only (issue 20: a budget shared by every client let one address lock
      // everyone out). Guessing across all live tokens from many addresses stays hopeless: a
      // token has ~59 bits, so even 10,000 live tokens and a billion guesses find one with a
      // chance of about 1 in 80,000. A short code would have to come with its e-mail address and
      // count its wrong tries, as the sign-up code does.
      await enforceLimits(limiter, [{ key: `reset:ip:${ip}`, rule: limits.resetPerIp }]);
      const invalid = () =>
        new AppError('VALIDATION', AUTH_RESULT_MESSAGES.resetInvalid, {
          otp: AUTH_RESULT_MESSAGES.resetInvalid,
        });
      const now = clock.now();
      const [match] = await repo.findLiveCodesByHash(
        db,
        'reset_password',
        hashCode('reset_password', body.otp),
        now,
        NO_ATTEMPT_LIMIT,
      );
      if (!match) throw invalid();
      const passwordHash = await hasher.hash(body.password, ip);
      const done = await db.transaction(async (tx) => {
        const used = await repo.consumeCode(tx, match.id, now, NO_ATTEMPT_LIMIT);
        if (!used) return undefined;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.id, used.userId));
        await repo.revokeAllSessions(tx, used.userId, now);
        const user = await repo.findUserById(tx, used.userId);
        if (user) {
          // Any other code or request outstanding is spent with this one (DECISIONS 36).
          await voidResetCodes(tx, user, now);
          await enqueueEmail(tx, {
            to: user.email,
            ...emails.passwordChangedEmail(user.firstName, links),
          });
        }
        return { email: user?.email };
      });
      if (!done) throw invalid();
      // Whoever reset holds the mailbox: new browsers may sign in again at once.
      if (done.email) await limiter.reset(`login:account:${done.email.toLowerCase()}`);
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.passwordReset;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
