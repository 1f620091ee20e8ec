import {
  type AccountData,
  type AccountUser,
  AUTH_MESSAGES,
  AUTH_RESULT_MESSAGES,
  alternateEmailLanding,
  type ChangePasswordBody,
  ConfirmTokenBody,
  type Language,
} from '@waliyy/contract';
import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { childNotFound } from '../../lib/not-found';
import { enforceLimits } from '../../lib/rate-limit';
import { refuseLastAdmin, type StaffLog, withAudit } from '../admin';
import {
  type AuthDeps,
  accountDeletedByStaffEmail,
  accountDeletedEmail,
  alternateEmailConfirmEmail,
  consumeCode,
  deleteUser,
  findLiveCodesByHash,
  findUserById,
  generateLinkToken,
  isDisposableEmail,
  lastChildAmong,
  NO_ATTEMPT_LIMIT,
  passwordChangedEmail,
  replaceCode,
  revokeAllSessions,
  setLanguage,
  setLastChild,
  setPasswordHash,
  toAccountUser,
  voidResetCodes,
  voidResetRequests,
} from '../auth';
import { singlesLimitOf } from '../children';
import { listOwnSingleIds, releaseSingles } from '../likes';
import * as repo from './account.repository';
import type { PhoneAvailability } from './phone.service';

/** The signed-in account's own settings (product.md §2 Settings → Account). */
export function createAccountService(
  deps: AuthDeps,
  /** Whether this server can text the phone check's code (decision 083). */
  phoneAvailability: () => PhoneAvailability = () => 'unavailable',
) {
  const { db, hasher, limiter, settings, clock, hashCode, links } = deps;

  async function requireUser(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
    return user;
  }

  /**
   * Spends the e-mailed single-use token (no bearer needed, decision 031) and marks the account's
   * alternative address verified: false when the token is unknown, used or expired, or the
   * address was changed since the link was sent. Both ways in (the link, our old page) use it.
   */
  async function confirmsAlternateEmail(token: string, ip: string): Promise<boolean> {
    await enforceLimits(limiter, [{ key: `reset:ip:${ip}`, rule: settings.limits.resetPerIp }]);
    const now = clock.now();
    const [match] = await findLiveCodesByHash(
      db,
      'alternate_email',
      hashCode('alternate_email', token),
      now,
      NO_ATTEMPT_LIMIT,
    );
    if (!match) return false;
    return db.transaction(async (tx) => {
      const used = await consumeCode(tx, match.id, now, NO_ATTEMPT_LIMIT);
      if (!used?.email) return false;
      const user = await findUserById(tx, used.userId);
      // The address was changed again since this link was sent.
      if (user?.alternateEmail?.toLowerCase() !== used.email.toLowerCase()) return false;
      await repo.markAlternateEmailVerified(tx, used.userId, now);
      return true;
    });
  }

  return {
    async get(userId: string): Promise<AccountData> {
      const user = await requireUser(userId);
      const singles = await repo.listSinglesWithChecks(db, user.id);
      return {
        ...toAccountUser(user),
        alternateEmailVerified: Boolean(user.alternateEmail && user.alternateEmailVerifiedAt),
        phoneVerified: user.phoneVerifiedAt !== null,
        phoneVerification: phoneAvailability(),
        children: singles,
        singlesLimit: await singlesLimitOf(db, user.id, user.singlesLimit, clock.now()),
        supportEmail: links.supportEmail,
        isAdmin: user.role === 'admin',
        lastChildId: lastChildAmong(user.lastChildId, singles),
      };
    },

    /**
     * The family chose (or switched to) its active single: kept so that the next login, on any
     * browser, restores it (decision 022). Only one of the account's own singles; any other
     * id, or one that is no UUID at all, is 404 (decision 030).
     */
    async setActiveSingle(userId: string, childId: string): Promise<string> {
      if (!UUID.test(childId) || !(await setLastChild(db, userId, childId))) {
        throw childNotFound();
      }
      return AUTH_RESULT_MESSAGES.activeSingleSaved;
    },

    /** The language the account reads (decision 070): its next e-mails are written in it. */
    async setLanguage(userId: string, language: Language): Promise<AccountUser> {
      await setLanguage(db, userId, language, clock.now());
      return toAccountUser(await requireUser(userId));
    },

    /** Checks the old password, sets the new one and signs every device out. */
    async changePassword(userId: string, body: ChangePasswordBody): Promise<string> {
      await enforceLimits(limiter, [
        { key: `account:password:${userId}`, rule: settings.limits.accountPerUser },
      ]);
      const user = await requireUser(userId);
      // The account is the client here: a signed-in request's fairness key in the hash queue.
      if (!(await hasher.verify(user.passwordHash, body.oldPassword, userId))) {
        throw new AppError('VALIDATION', AUTH_RESULT_MESSAGES.oldPasswordWrong, {
          oldPassword: AUTH_RESULT_MESSAGES.oldPasswordWrong,
        });
      }
      const passwordHash = await hasher.hash(body.newPassword, userId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // A reset asked for before the change must not undo it (decision 062). Requests, then
        // codes, then the account's row: the order every other holder takes them in
        // (reset-requests.ts), so none of them can deadlock with this one.
        await voidResetRequests(tx, user.email, now);
        await voidResetCodes(tx, user.id, now);
        await setPasswordHash(tx, userId, passwordHash, now);
        await revokeAllSessions(tx, userId, now);
        await enqueueEmail(tx, {
          to: user.email,
          ...passwordChangedEmail(user.language, user.firstName, links),
        });
      });
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.passwordChanged;
    },

    /** Records the address unverified and e-mails a confirmation link to it. */
    async setAlternateEmail(userId: string, email: string): Promise<string> {
      await enforceLimits(limiter, [
        { key: `account:alternate:${userId}`, rule: settings.limits.accountPerUser },
      ]);
      const user = await requireUser(userId);
      if (email === user.email.toLowerCase()) {
        throw new AppError('VALIDATION', AUTH_RESULT_MESSAGES.alternateEmailSame, {
          email: AUTH_RESULT_MESSAGES.alternateEmailSame,
        });
      }
      if (isDisposableEmail(email)) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.emailDisposable, {
          email: AUTH_MESSAGES.emailDisposable,
        });
      }
      const now = clock.now();
      const token = generateLinkToken();
      await db.transaction(async (tx) => {
        await repo.setAlternateEmail(tx, userId, email, now);
        await replaceCode(tx, now, {
          userId,
          purpose: 'alternate_email',
          codeHash: hashCode('alternate_email', token),
          expiresAt: addSeconds(now, settings.linkTtlSeconds),
          email,
        });
        await enqueueEmail(tx, {
          to: email,
          ...alternateEmailConfirmEmail(user.language, user.firstName, token, links),
        });
      });
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.alternateEmailSent;
    },

    /** Our old web page's call, for links e-mailed before the link went through the API. */
    async confirmAlternateEmail(token: string, ip: string): Promise<string> {
      if (!(await confirmsAlternateEmail(token, ip))) {
        throw new AppError('VALIDATION', AUTH_RESULT_MESSAGES.alternateEmailInvalid);
      }
      return AUTH_RESULT_MESSAGES.alternateEmailConfirmed;
    },

    /**
     * The e-mailed link itself (decision 062): confirms, then answers where the browser goes, a
     * page every client has, built from APP_URL alone (decision 065). Whatever went wrong (no
     * token, a malformed, unknown, used or expired one, an address changed since), the landing
     * is the same, so it says nothing of any account (decision 029).
     */
    async landingOfAlternateEmailLink(token: string | undefined, ip: string): Promise<string> {
      const parsed = ConfirmTokenBody.safeParse({ token });
      const isConfirmed = parsed.success && (await confirmsAlternateEmail(parsed.data.token, ip));
      return alternateEmailLanding(links.appUrl, isConfirmed ? 'confirmed' : 'invalid');
    },

    /**
     * Deletes the account and everything it owns (singles, preferences, sessions and codes
     * cascade in the database). Orders, payments and subscriptions stay, anonymised: their
     * user_id is set null by the database (ON DELETE SET NULL), so the books still add up
     * (decision 051). First, in the same transaction, the singles' active matches are cancelled
     * (the other families told) and their pending likes withdrawn. Staff deleting an account
     * (admin console) come through here too, with their audit record in the same transaction.
     */
    async deleteAccount(
      userId: string,
      options: {
        byStaff?: { audit: (tx: Tx) => Promise<void>; log: StaffLog | undefined };
      } = {},
    ): Promise<string> {
      const user = await requireUser(userId);
      // A deletion by staff is logged once it committed (withAudit); a family's own is not.
      await withAudit(db, options.byStaff?.log, async (tx) => {
        if (options.byStaff) await options.byStaff.audit(tx);
        else if (user.role === 'admin') {
          // The last admin that can sign in stays (the rule and lock of revoking staff).
          await refuseLastAdmin(tx, userId, userId, STAFF_MESSAGES.lastAdminSelfDelete);
        }
        await releaseSingles(tx, {
          childIds: await listOwnSingleIds(tx, userId),
          reason: 'account_deleted',
          now: clock.now(),
          appUrl: links.appUrl,
        });
        // Its codes go with it (cascade); a forgot-password request still queued must not
        // reach an account opened later at the same address. Requests, then codes, before the
        // row's delete (which cascades to the codes): the order of reset-requests.ts.
        await voidResetRequests(tx, user.email, clock.now());
        await voidResetCodes(tx, user.id, clock.now());
        await deleteUser(tx, userId, options.byStaff ? 'staff' : 'self', clock.now());
        await enqueueEmail(tx, {
          to: user.email,
          ...(options.byStaff
            ? accountDeletedByStaffEmail(user.language, user.firstName, links)
            : accountDeletedEmail(user.language, user.firstName, links)),
        });
      });
      deps.mailQueued();
      return AUTH_RESULT_MESSAGES.accountDeleted;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
