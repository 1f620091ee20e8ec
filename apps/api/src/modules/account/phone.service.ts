/**
 * The guardian's phone, confirmed by an SMS code (decision 083), as strict as the e-mailed
 * code: a short life, a code burnt after otpMaxAttempts wrong tries, a wait between codes, and a
 * day's cap per account and per number (across accounts), counted in phone_codes under locks.
 */
import { AUTH_RESULT_MESSAGES, PHONE_MESSAGES, type PhoneCodeSent } from '@waliyy/contract';
import { emailText } from '../../i18n/email-text';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { enforceLimits } from '../../lib/rate-limit';
import type { SmsSender } from '../../lib/sms/sms';
import { enqueueSms } from '../../lib/sms/sms-outbox.repository';
import { type AuthDeps, findUserById, generateOtp } from '../auth';
import * as repo from './phone-codes.repository';

export type PhoneAvailability = 'available' | 'unavailable';

const codeInvalid = () =>
  new AppError('VALIDATION', PHONE_MESSAGES.codeInvalid, { code: PHONE_MESSAGES.codeInvalid });

export function createPhoneVerification(deps: AuthDeps, sms: SmsSender | null) {
  const { db, settings, clock, hashCode, limiter } = deps;
  const { limits } = settings;
  const hashNumber = (phone: string) => hashCode('phone_number', phone);

  async function requireUser(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_RESULT_MESSAGES.sessionInvalid);
    return user;
  }

  return {
    /** Production without an SMS provider cannot text a code: the page says so. */
    availability: (): PhoneAvailability => (sms ? 'available' : 'unavailable'),

    /** Texts a new code to the account's phone, within the waits and the day's caps. */
    async send(userId: string): Promise<PhoneCodeSent> {
      if (!sms) throw new AppError('SMS_UNAVAILABLE', PHONE_MESSAGES.unavailable);
      const user = await requireUser(userId);
      if (user.phoneVerifiedAt) throw new AppError('CONFLICT', PHONE_MESSAGES.alreadyVerified);
      const now = clock.now();
      const phoneHash = hashNumber(user.phone);
      await db.transaction(async (tx) => {
        await repo.lockIssuing(tx, user.id, phoneHash);
        const last = await repo.lastIssuedAt(tx, user.id);
        const waited = last ? (now.getTime() - last.getTime()) / 1000 : Infinity;
        if (waited < settings.phoneResendSeconds) {
          const wait = Math.max(1, Math.ceil(settings.phoneResendSeconds - waited));
          throw new AppError('RATE_LIMITED', PHONE_MESSAGES.resendWait, undefined, wait);
        }
        const perAccount = limits.phoneCodesPerAccount;
        const accountSince = addSeconds(now, -perAccount.windowSeconds);
        if ((await repo.countForAccountSince(tx, user.id, accountSince)) >= perAccount.max) {
          throw new AppError('RATE_LIMITED', PHONE_MESSAGES.accountLimit);
        }
        const perNumber = limits.phoneCodesPerNumber;
        const numberSince = addSeconds(now, -perNumber.windowSeconds);
        if ((await repo.countForNumberSince(tx, phoneHash, numberSince)) >= perNumber.max) {
          throw new AppError('RATE_LIMITED', PHONE_MESSAGES.numberLimit);
        }
        const code = generateOtp();
        await repo.replaceCode(tx, now, {
          userId: user.id,
          phoneHash,
          codeHash: hashCode('verify_phone', code),
          expiresAt: addSeconds(now, settings.phoneCodeTtlSeconds),
        });
        await enqueueSms(tx, {
          to: user.phone,
          text: emailText(user.language, 'sms.phoneCode.text', {
            code,
            minutes: Math.round(settings.phoneCodeTtlSeconds / 60),
          }),
        });
      });
      deps.mailQueued();
      return {
        resendAfterSeconds: settings.phoneResendSeconds,
        expiresInSeconds: settings.phoneCodeTtlSeconds,
      };
    },

    /**
     * Confirms the phone with the texted code: only the account's live code, texted to the number
     * the account has now; a wrong one counts toward its tries and burns it at otpMaxAttempts.
     */
    async confirm(userId: string, code: string): Promise<string> {
      await enforceLimits(limiter, [
        { key: `account:phone:${userId}`, rule: limits.accountPerUser },
      ]);
      const user = await requireUser(userId);
      if (user.phoneVerifiedAt) return PHONE_MESSAGES.alreadyVerified;
      const now = clock.now();
      const max = settings.otpMaxAttempts;
      const live = await repo.findLiveCode(db, user.id, now, max);
      if (!live || live.phoneHash !== hashNumber(user.phone)) throw codeInvalid();
      if (live.codeHash !== hashCode('verify_phone', code)) {
        await repo.countWrongAttempt(db, live.id, max);
        throw codeInvalid();
      }
      await db.transaction(async (tx) => {
        if (!(await repo.consumeCode(tx, live.id, now, max))) throw codeInvalid();
        // The number changed since the code was texted: nothing is confirmed.
        if (!(await repo.markPhoneVerified(tx, user.id, user.phone, now))) throw codeInvalid();
      });
      return PHONE_MESSAGES.verified;
    },
  };
}
export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
