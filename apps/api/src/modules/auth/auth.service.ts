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
import { browserLabel, type DeviceInfo, deviceHash, rememberDevice } from './devices';
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

export const suspendedError = (supportEmail: string) =>
  new AppError(
    'ACCOUNT_SUSPENDED',
    `This account is suspended. Please contact support at ${supportEmail} to discuss it.`,
  );

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
      const passwordHash = await hasher.hash(body.password);
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
      const checks = [{ key: `otp:ip:${ip}`, rule: limits.otpPerIp }];
      if (body.email) checks.push({ key: `otp:email:${body.email}`, rule: limits.otpPerEmail });
      // A code without its address could match anyone's: cap those guesses across all clients.
      else checks.push({ key: 'otp:code-only', rule: limits.otpCodeOnlyOverall });
      await enforceLimits(limiter, checks);

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
        const matches = await repo.findLiveCodesByHash(
          db,
          'verify_email',
          codeHash,
          now,
          settings.otpMaxAttempts,
        );
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
      await enforceLimits(limiter, [
        { key: `login:ip:${ip}`, rule: limits.loginPerIp },
        { key: `login:email:${body.email}`, rule: limits.loginPerEmail },
      ]);
      const user = await repo.findUserByEmail(db, body.email);
      if (!user) {
        await hasher.verifyDummy(body.password);
        throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.loginInvalid);
      }
      if (!(await hasher.verify(user.passwordHash, body.password))) {
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
      await limiter.reset(`login:email:${body.email}`);
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
      await enforceLimits(limiter, [
        { key: `reset:ip:${ip}`, rule: limits.resetPerIp },
        { key: 'reset:overall', rule: limits.resetOverall },
      ]);
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
      const passwordHash = await hasher.hash(body.password);
      const done = await db.transaction(async (tx) => {
        const used = await repo.consumeCode(tx, match.id, now, NO_ATTEMPT_LIMIT);
        if (!used) return false;
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
        return true;
      });
      if (!done) throw invalid();
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.passwordReset;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
