import { z } from 'zod';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from './auth-messages';
import { NAME_MIN, OTP_LENGTH, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from './constants';
import { toAsciiDigits } from './digits';
import { envelope } from './envelope';
import { LANGUAGES } from './languages';
import { oneLineText, opaqueText } from './text-fields';
import { Verification } from './verification';

export { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from './auth-messages';

const required = (message: string) => oneLineText({ error: message }).min(1, message);

export const PersonName = required(AUTH_MESSAGES.nameRequired)
  .min(NAME_MIN, AUTH_MESSAGES.nameMin)
  .max(50, AUTH_MESSAGES.nameMax);

const emailWith = (requiredMessage: string) =>
  required(requiredMessage)
    .max(254, AUTH_MESSAGES.emailInvalid)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid))
    .transform((v) => v.toLowerCase());

export const Email = emailWith(AUTH_MESSAGES.emailRequired);
export const LoginEmail = emailWith(AUTH_MESSAGES.loginEmailRequired);

/** Spaces, dashes, dots and brackets people put in a phone number. */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * A phone number as people type it (decision 074): '0803 123 4567', '+234 803-123-4567',
 * '0044 7911 123456', in any digits. This checks its shape only: no library, so every form
 * may use it. The API reads it as E.164 with PhoneE164 (phone.ts), which also refuses a number
 * no country has; the web sends what was typed.
 */
export const PhoneNumber = required(AUTH_MESSAGES.phoneRequired)
  .overwrite(toAsciiDigits)
  .superRefine((typed, ctx) => {
    const digits = typed.replace(PHONE_SEPARATORS, '').replace(/^\+/, '');
    const message = !/^\d+$/.test(digits)
      ? AUTH_MESSAGES.phoneFormat
      : digits.length < PHONE_MIN
        ? AUTH_MESSAGES.phoneMin
        : digits.length > PHONE_MAX || typed.length > 40
          ? AUTH_MESSAGES.phoneMax
          : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .meta({
    description:
      'As typed: +234 803 123 4567, 00234…, or 0803 123 4567 (no country code: read as Nigerian); spaces, dashes and brackets allowed, any digits. Stored as E.164.',
  });

/** Bounded above so that nobody can make the server hash a megabyte. */
export const NewPassword = opaqueText({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(128, AUTH_MESSAGES.passwordMax);

const ConfirmPassword = opaqueText({ error: AUTH_MESSAGES.confirmRequired }).min(
  1,
  AUTH_MESSAGES.confirmRequired,
);

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { message: AUTH_MESSAGES.confirmMismatch, path: ['confirmPassword'] };

// ---- Sign-up -------------------------------------------------------------------------------

/** The account holder's own gender (decision 062): optional; the options' Gender values. */
export const ACCOUNT_GENDERS = ['MALE', 'FEMALE'] as const;
export type AccountGender = (typeof ACCOUNT_GENDERS)[number];

/**
 * Optional at sign-up. Absent, null or '' (a form's unanswered select) is no answer; anything
 * else must be one of the two values, or 400 on `gender`.
 */
export const OptionalAccountGender = z
  .union([z.literal(''), z.null(), z.enum(ACCOUNT_GENDERS)], {
    error: AUTH_MESSAGES.genderInvalid,
  })
  .transform((v): AccountGender | undefined => v || undefined)
  .optional();

/**
 * The language the account reads (decision 070): one of LANGUAGES, or 400 on `language`. Optional
 * at sign-up (the original client sends none): the API then takes the request's Accept-Language.
 */
export const AccountLanguage = z.enum(LANGUAGES, { error: AUTH_MESSAGES.languageInvalid });

/** The sign-up body with a phone schema: PhoneNumber here, PhoneE164 on the API (phone.ts). */
export const makeSignUpBody = <P extends z.ZodType<string, unknown>>(phoneNumber: P) =>
  z
    .object({
      firstName: PersonName,
      lastName: PersonName,
      email: Email,
      phoneNumber,
      gender: OptionalAccountGender,
      language: AccountLanguage.optional(),
      password: NewPassword,
      confirmPassword: ConfirmPassword,
    })
    .refine(passwordsMatch, mismatch);
export const SignUpBody = makeSignUpBody(PhoneNumber);
export type SignUpBody = z.output<typeof SignUpBody>;

/** The /sign-up form with the spec's field names (product.md §3 Registration payload). */
export const SignUpForm = z
  .object({
    fname: PersonName,
    lname: PersonName,
    emailAddress: Email,
    phoneNumber: PhoneNumber,
    gender: OptionalAccountGender,
    password: NewPassword,
    confirmPassword: ConfirmPassword,
    acceptTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
  })
  .refine(passwordsMatch, mismatch);
export type SignUpFormInput = z.input<typeof SignUpForm>;

// ---- E-mail verification -------------------------------------------------------------------

/** The 6-digit code, in any digits (decision 074): '١٢٣٤٥٦' is '123456'. */
export const Otp = oneLineText({ error: AUTH_MESSAGES.otpRequired })
  .overwrite(toAsciiDigits)
  .min(1, AUTH_MESSAGES.otpRequired)
  .min(OTP_LENGTH, AUTH_MESSAGES.otpMin)
  .max(OTP_LENGTH, AUTH_MESSAGES.otpMin.replace('or more', 'exactly'))
  // A check, not .regex(): the docs' pattern would say ASCII digits only.
  .refine((v) => /^\d+$/.test(v), 'The code is made of digits only')
  .meta({ description: 'The 6-digit code; Arabic-Indic, Persian and full-width digits too.' });

/** The spec sends only `otp`; our web client also sends the address it signed up with. */
export const VerifyEmailBody = z.object({ otp: Otp, email: Email.optional() });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const EmailBody = z.object({ email: Email });
export type EmailBody = z.infer<typeof EmailBody>;

// ---- Login ---------------------------------------------------------------------------------

export const LoginBody = z.object({
  email: LoginEmail,
  password: opaqueText({ error: AUTH_MESSAGES.loginPasswordRequired })
    .min(1, AUTH_MESSAGES.loginPasswordRequired)
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
    .max(128, AUTH_MESSAGES.passwordMax),
  /**
   * The sign-in code e-mailed while the account's login limit pauses new browsers and API
   * clients (decision 072): with the right password it signs in from a new one.
   */
  code: Otp.optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The /login form (product.md §5 Login: the e-mail field is `emailAddress`). */
export const LoginForm = z.object({
  emailAddress: LoginEmail,
  password: LoginBody.shape.password,
  /** Shown once the account's pause answers (decision 072); empty when not asked for. */
  code: z.union([z.literal(''), Otp]).optional(),
});

export const AccountUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string(),
  alternateEmail: z.string().nullable(),
  /** Given at sign-up, or null (decision 062). */
  gender: z.enum(ACCOUNT_GENDERS).nullable(),
  /**
   * The language the account reads and its e-mails are written in (decision 070). Always sent by
   * our API; an answer or a stored user from before it reads as English.
   */
  language: z.enum(LANGUAGES).default('en'),
});
export type AccountUser = z.infer<typeof AccountUser>;

export const ChildSummary = z.object({ id: z.string(), firstName: z.string() });
export type ChildSummary = z.infer<typeof ChildSummary>;

/**
 * The single the family last made active, when it is still one of `children` (decision
 * 022): logout clears the browser's storage, so a login restores the active single from here.
 * Always sent by our API; optional so that answers without it still parse.
 */
const LastChildId = z.string().nullable().optional();

export const LoginData = z.object({
  token: z.string(),
  user: AccountUser,
  children: z.array(ChildSummary),
  lastChildId: LastChildId,
});
export type LoginData = z.infer<typeof LoginData>;
export const LoginResponse = envelope(LoginData);

// ---- Password reset ------------------------------------------------------------------------

export const ForgotPasswordForm = z.object({ email: Email });

/**
 * What the reset e-mail carries (decision 062): its link's token, 12 characters of a readable
 * alphabet, or its 6-digit code. Any case and spacing is accepted; the server tells them apart
 * by their shape (a token has letters and never 0 or 1).
 */
// Kept opaque (not one-line): a token pasted across a line break still works, as before.
export const ResetToken = opaqueText({ error: AUTH_MESSAGES.tokenRequired })
  .trim()
  .min(1, AUTH_MESSAGES.tokenRequired)
  .max(64, AUTH_RESULT_MESSAGES.resetInvalid)
  .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, '').toUpperCase());

/**
 * `otp` is the token or the code. `email`, optional, is the address the reset was asked for:
 * with it a code's wrong tries are counted against that code (5 burn it); without it (the
 * original client sends none) the code is looked up among every live one.
 */
export const ResetPasswordBody = z
  .object({
    password: NewPassword,
    confirmPassword: ConfirmPassword,
    otp: ResetToken,
    email: Email.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * Step 1 of /reset-password (decision 022): is this token or code good? Nothing is spent;
 * a wrong code counts toward its tries as a reset would.
 */
export const ResetCheckBody = z.object({ otp: ResetToken, email: Email.optional() });
export type ResetCheckBody = z.infer<typeof ResetCheckBody>;

/** Step 2 of /reset-password: the passwords only. */
export const ResetPasswordForm = z
  .object({ password: NewPassword, confirmPassword: ConfirmPassword })
  .refine(passwordsMatch, mismatch);

// ---- Account -------------------------------------------------------------------------------

/** The family chose (or switched to) its active single (decision 022). */
export const ActiveSingleBody = z.object({ childId: oneLineText().min(1).max(64) });
export type ActiveSingleBody = z.infer<typeof ActiveSingleBody>;

/** `PUT /account/language` (decision 070): the language the account reads. */
export const AccountLanguageBody = z.object({ language: AccountLanguage });
export type AccountLanguageBody = z.infer<typeof AccountLanguageBody>;

export const AccountUserResponse = envelope(AccountUser);

export const ChangePasswordBody = z
  .object({
    oldPassword: opaqueText({ error: AUTH_MESSAGES.oldPasswordRequired })
      .min(1, AUTH_MESSAGES.oldPasswordRequired)
      .max(128, AUTH_MESSAGES.passwordMax),
    newPassword: NewPassword,
    confirmPassword: ConfirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const ConfirmTokenBody = z.object({ token: oneLineText().min(1).max(128) });

/**
 * The alternative address's e-mailed link (GET, decision 062). Any text, or none, is taken: a
 * token that is missing, malformed, unknown, used or expired lands on the same "not confirmed"
 * page as the others, never on an error body a mail app's browser would show raw. Only NUL,
 * which no string of ours takes and no link of ours holds, is refused (400).
 */
export const AlternateEmailLinkQuery = z.object({ token: opaqueText().optional() });

export const AccountData = AccountUser.extend({
  alternateEmailVerified: z.boolean(),
  /** The account's phone was confirmed by an SMS code (decision 083); false again when it changes. */
  phoneVerified: z.boolean(),
  /** Whether this server can text a code now (decision 083): the page says so when it cannot. */
  phoneVerification: z.enum(['available', 'unavailable']),
  /** The account's singles, each with its own checks (decision 083). */
  children: z.array(
    ChildSummary.extend({ gender: z.enum(ACCOUNT_GENDERS), verification: Verification }),
  ),
  /** How many singles the account may hold now (product.md §6: 2 free, 4 paid, more by an admin). */
  singlesLimit: z.number().int(),
  /** Where to write for what the app cannot do (date-of-birth changes, more singles). */
  supportEmail: z.string(),
  /** Staff (role admin) may open the admin console (decision 012). Always sent; optional for old clients. */
  isAdmin: z.boolean().optional(),
  /** As in LoginData. */
  lastChildId: LastChildId,
});
export type AccountData = z.infer<typeof AccountData>;
export type AccountSingle = AccountData['children'][number];
export const AccountResponse = envelope(AccountData);
