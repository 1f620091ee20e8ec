import { createHmac, randomBytes, randomInt } from 'node:crypto';
import mailchecker from 'mailchecker';

/** Readable: no 0/O, 1/I/L, so a token copied by hand from an e-mail survives. */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The sign-up OTP and the reset code: 6 digits from a secure random source. */
export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A reset e-mail's 6-digit code rather than its token (decision 062): a token is 12 characters
 * of READABLE, which has letters and no 0 or 1, so the two shapes never meet.
 */
export const isResetCode = (otp: string) => /^\d{6}$/.test(otp);

/** The reset token: 12 readable characters (about 59 bits), carried by the e-mail's link. */
export function generateResetToken(): string {
  let token = '';
  for (let i = 0; i < 12; i += 1) token += READABLE[randomInt(0, READABLE.length)];
  return token;
}

/** The alternative e-mail confirmation link's token. */
export const generateLinkToken = () => randomBytes(32).toString('base64url');

export type CodePurpose =
  | 'verify_email'
  | 'reset_password'
  | 'reset_code'
  | 'alternate_email'
  | 'login_code';

/**
 * What else is kept only as a keyed hash (decision 083): the SMS code confirming a phone, and
 * the number it was texted to (counted across accounts).
 */
type KeyedPurpose = CodePurpose | 'verify_phone' | 'phone_number';

/** Keyed hash of a code: the table alone never lets anyone use one. */
export function createCodeHasher(secret: string) {
  const key = createHmac('sha256', secret).update('waliyy auth codes').digest();
  return (purpose: KeyedPurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}:${code}`).digest('base64url');
}
export type CodeHasher = ReturnType<typeof createCodeHasher>;

/** A maintained list of throwaway domains, checked on the server (no third-party call). */
export const isDisposableEmail = (email: string) => !mailchecker.isValid(email);

/** For codes whose wrong tries are not counted one by one (long tokens): smallint's maximum. */
export const NO_ATTEMPT_LIMIT = 32_767;
