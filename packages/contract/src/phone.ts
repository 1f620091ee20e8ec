// Phone numbers read as E.164 (decision 074), with libphonenumber-js and its smallest metadata.
// The API's schemas only: the web never imports this module (its forms check the shape with
// auth.ts's PhoneNumber and send what was typed), so the library stays out of the web bundle.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { AccountLanguage, Email, makeSignUpBody, PhoneNumber } from './auth';
import { AUTH_MESSAGES } from './auth-messages';
import { ChildUpdateBody, makeChildCreateBody } from './children';
import { toAsciiDigits } from './digits';

/** Where a number typed without its country code is read: accounts have no country yet. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'NG';

/**
 * '0803 123 4567' → '+2348031234567' (read in `country`), '+44 7700 900123' and
 * '0044 7700 900123' → '+447700900123', in any digits; null when no country has the number.
 */
export function toE164(typed: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const text = toAsciiDigits(typed)
    .replace(/[\s().-]/g, '')
    .replace(/^00/, '+');
  if (!/^\+?\d+$/.test(text)) return null;
  const number = parsePhoneNumberFromString(text, country);
  return number?.isValid() ? number.number : null;
}

/** PhoneNumber's shape, then stored as E.164; a number no country has is a 400 on the field. */
export const PhoneE164 = PhoneNumber.transform((typed, ctx) => {
  const e164 = toE164(typed);
  if (e164 === null) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.phoneFormat });
  return e164 ?? typed;
});

/** The wali's number: optional, '' or blank is none (child-fields.ts). */
const OptionalPhoneE164 = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  PhoneE164.nullable().optional(),
);

/** The API's bodies that take a phone number, each with PhoneE164. */
export const SignUpBodyE164 = makeSignUpBody(PhoneE164);
export const makeChildCreateBodyE164 = (now?: () => Date) =>
  makeChildCreateBody(now, OptionalPhoneE164);
export const ChildUpdateBodyE164 = ChildUpdateBody.extend({ waliPhoneNumber: OptionalPhoneE164 });

/** The single's own number for her confirmation link (decision 083), stored as E.164. */
export const SingleConfirmationBodyE164 = z.union([
  z.strictObject({ email: Email, language: AccountLanguage.optional() }),
  z.strictObject({ phone: PhoneE164, language: AccountLanguage.optional() }),
]);
