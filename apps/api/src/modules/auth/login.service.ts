/** Signing in (with the new-browser e-mail and the account's own limit) and out. */
import { randomUUID } from 'node:crypto';
import { AUTH_RESULT_MESSAGES, type LoginBody, type LoginData } from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../../lib/mail/outbox';
import { enforceLimits } from '../../lib/rate-limit';
import * as emails from './auth.emails';
import * as repo from './auth.repository';
import type { AuthDeps } from './auth.service';
import { browserLabel, type DeviceInfo, deviceHash, isKnownDevice } from './devices';
import { rememberDevice } from './devices.repository';
import { createLoginCodes } from './login-codes';
import * as sessions from './sessions.repository';
import type { VerificationCodes } from './verification-codes';

export const suspendedError = (supportEmail: string) =>
  new AppError(
    'ACCOUNT_SUSPENDED',
    `This account is suspended. Please contact support at ${supportEmail} to discuss it.`,
  );

export function createLoginService(deps: AuthDeps, verification: VerificationCodes) {
  const { db, hasher, tokens, limiter, settings, clock, links } = deps;
  const { limits } = settings;
  const loginCodes = createLoginCodes(deps);

  /**
   * The account's own login limit, counted once the address's limits have let the attempt
   * through, for known and unknown addresses alike. Past it the account is not locked: a browser
   * its owner has signed in from before still has its password checked, and so does any other
   * (decision 072), whose right password is then e-mailed a sign-in code (login-codes.ts). The
   * owner is e-mailed once per window (the `alerted` key), never once per attempt. Answers the
   * pause's 429 when the request must show a code, or undefined.
   */
  async function accountPause(
    email: string,
    user: repo.UserRow | undefined,
    device: DeviceInfo,
  ): Promise<AppError | undefined> {
    const rule = limits.loginPerAccount;
    const result = await limiter.hit(`login:account:${email}`, rule);
    if (result.allowed) return undefined;
    if (user && (await isKnownDevice(db, user.id, device))) return undefined;
    if (user) {
      const first = await limiter.hit(`login:alerted:${user.id}`, {
        max: 1,
        windowSeconds: rule.windowSeconds,
      });
      if (first.allowed) {
        await enqueueEmail(db, {
          to: user.email,
          ...emails.manyWrongPasswordsEmail(
            user.language,
            user.firstName,
            Math.round(rule.windowSeconds / 60),
            links,
          ),
        });
        deps.mailQueued();
      }
    }
    return new AppError(
      'RATE_LIMITED',
      AUTH_RESULT_MESSAGES.loginAccountPaused,
      undefined,
      Math.max(1, result.retryAfterSeconds),
    );
  }

  /**
   * Paused (accountPause): the right password with the e-mailed code passes. Anything else
   * answers the same 429, right password or wrong, so the pause tells a guesser nothing; only
   * the right password without a code e-mails one, to the owner's inbox.
   */
  async function passPause(user: repo.UserRow, body: LoginBody, right: boolean, pause: AppError) {
    if (!right) throw pause;
    if (body.code) {
      if (await loginCodes.consume(user.id, body.code)) return;
      throw pause;
    }
    // After the answer, not before it: the time the answer takes must not tell a right password
    // (which e-mails a code) from a wrong one. A failure only means no code this time.
    void loginCodes.issue(user).then(
      (sent) => sent && deps.mailQueued(),
      (error: unknown) => deps.log.error({ err: error }, 'sign-in code not issued'),
    );
    throw pause;
  }

  return {
    async login(body: LoginBody, ip: string, device: DeviceInfo = {}): Promise<LoginData> {
      // The address's own limits first: one client guessing stops here and spends nothing the
      // account shares with its owner's other addresses.
      await enforceLimits(limiter, [
        { key: `login:ip:${ip}`, rule: limits.loginPerIp },
        { key: `login:email-ip:${body.email}:${ip}`, rule: limits.loginPerEmailAndIp },
      ]);
      const user = await repo.findUserByEmail(db, body.email);
      const pause = await accountPause(body.email, user, device);
      if (!user) {
        await hasher.verifyDummy(body.password, ip);
        throw pause ?? new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.loginInvalid);
      }
      const right = await hasher.verify(user.passwordHash, body.password, ip);
      if (pause) await passPause(user, body, right, pause);
      if (!right) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.loginInvalid);
      if (user.suspendedAt) throw suspendedError(links.supportEmail);
      if (!user.emailVerifiedAt) {
        const issued = await db.transaction((tx) => verification.issue(tx, user));
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
        await sessions.insertSession(tx, sessionId, user.id, expiresAt);
        await repo.markActive(tx, user.id, now);
        // A browser the account has not used before is e-mailed (not the first one ever).
        const found = await rememberDevice(tx, user.id, deviceHash(user.id, device), now);
        if (found === 'new') {
          await enqueueEmail(tx, {
            to: user.email,
            ...emails.newSignInEmail(
              user.language,
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
        user: repo.toAccountUser(user),
        children,
        lastChildId: repo.lastChildAmong(user.lastChildId, children),
      };
    },

    /**
     * Ends the token's session. Idempotent (decision 020): the original client logs out
     * with the token a password change has just revoked, so a token we signed answers the same
     * whatever its session's state (live, ended, revoked, expired, gone with its account, or
     * suspended). A token we did not sign (missing, malformed, forged) is 401: it names no
     * session of ours, and the answer tells a client its header is wrong.
     */
    async logout(token: string | undefined): Promise<string> {
      const claims = token ? await tokens.verifyIgnoringExpiry(token) : null;
      if (!claims) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
      await sessions.revokeSession(db, claims.sessionId, claims.userId, clock.now());
      return AUTH_RESULT_MESSAGES.loggedOut;
    },
  };
}
