import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { CHILD_MESSAGES, HEIGHT_RANGE, WEIGHT_RANGE } from '@waliyy/contract/child-messages';
import { MIN_AGE } from '@waliyy/contract/constants';
import type { ErrorCode } from '@waliyy/contract/errors';
import {
  MAX_PREFERENCE_AGE,
  PREFERENCE_MESSAGES,
  PREFERENCE_RESULT_MESSAGES,
} from '@waliyy/contract/preference-messages';
import { TERMS_MESSAGES, TERMS_SPLIT_MESSAGES } from '@waliyy/contract/terms-messages';
import { TEXT_MESSAGES } from '@waliyy/contract/text-chars';
import { activeLanguage } from '../i18n/i18n';
import { type MessageKey, type MessageValues, t } from '../i18n/translate';

// The API's messages stay English on the wire (decision 068); the web shows them in the language
// chosen (decision 070, "Errors and validation"). The contract's English message is the key: the
// zod checks on both sides of a form and the API's field errors give the same English string,
// and this table turns it into its catalog message. A message it does not know shows as it is.
// Only zod-free contract modules here: every form's field messages read this table, the login
// page's too, which draws before its checks (and zod) load.

type Known = { key: MessageKey; values?: MessageValues };

const range = (r: { min: number; max: number }) => ({ min: String(r.min), max: String(r.max) });
const ages = { min: String(MIN_AGE), max: String(MAX_PREFERENCE_AGE) };

/** Every fixed contract message the web may show, with its catalog key. */
const FIXED: ReadonlyArray<readonly [string, MessageKey, MessageValues?]> = [
  [AUTH_MESSAGES.nameRequired, 'forms.validation.auth.nameRequired'],
  [AUTH_MESSAGES.emailRequired, 'forms.validation.auth.emailRequired'],
  [AUTH_MESSAGES.loginEmailRequired, 'forms.validation.auth.loginEmailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'forms.validation.auth.emailInvalid'],
  [AUTH_MESSAGES.emailDisposable, 'forms.validation.auth.emailDisposable'],
  [AUTH_MESSAGES.phoneRequired, 'forms.validation.auth.phoneRequired'],
  [AUTH_MESSAGES.phoneFormat, 'forms.validation.auth.phoneFormat'],
  [AUTH_MESSAGES.phoneMin, 'forms.validation.auth.phoneMin'],
  [AUTH_MESSAGES.phoneMax, 'forms.validation.auth.phoneMax'],
  [AUTH_MESSAGES.passwordRequired, 'forms.validation.auth.passwordRequired'],
  [AUTH_MESSAGES.loginPasswordRequired, 'forms.validation.auth.loginPasswordRequired'],
  [AUTH_MESSAGES.confirmRequired, 'forms.validation.auth.confirmRequired'],
  [AUTH_MESSAGES.confirmMismatch, 'forms.validation.auth.confirmMismatch'],
  [AUTH_MESSAGES.genderInvalid, 'forms.validation.auth.genderInvalid'],
  [AUTH_MESSAGES.languageInvalid, 'forms.validation.auth.languageInvalid'],
  [AUTH_MESSAGES.termsRequired, 'forms.validation.auth.termsRequired'],
  [AUTH_MESSAGES.otpRequired, 'forms.validation.auth.otpRequired'],
  [AUTH_MESSAGES.tokenRequired, 'forms.validation.auth.tokenRequired'],
  [AUTH_MESSAGES.oldPasswordRequired, 'forms.validation.auth.oldPasswordRequired'],
  [AUTH_MESSAGES.newPasswordRequired, 'forms.validation.auth.newPasswordRequired'],
  [CHILD_MESSAGES.firstNameRequired, 'forms.validation.child.firstNameRequired'],
  [CHILD_MESSAGES.lastNameRequired, 'forms.validation.child.lastNameRequired'],
  [CHILD_MESSAGES.dobRequired, 'forms.validation.child.dobRequired'],
  [CHILD_MESSAGES.dobFuture, 'forms.validation.child.dobFuture'],
  [CHILD_MESSAGES.dobMinAge, 'forms.validation.child.dobMinAge', { age: String(MIN_AGE) }],
  [CHILD_MESSAGES.dobInvalid, 'forms.validation.child.dobInvalid'],
  [CHILD_MESSAGES.genderRequired, 'forms.validation.child.genderRequired'],
  [CHILD_MESSAGES.genderInvalid, 'forms.validation.child.genderInvalid'],
  [CHILD_MESSAGES.genotype, 'forms.validation.child.genotype'],
  [CHILD_MESSAGES.heightRequired, 'forms.validation.child.heightRequired'],
  [CHILD_MESSAGES.heightRange, 'forms.validation.heightRange', range(HEIGHT_RANGE)],
  [CHILD_MESSAGES.weightRequired, 'forms.validation.child.weightRequired'],
  [CHILD_MESSAGES.weightRange, 'forms.validation.weightRange', range(WEIGHT_RANGE)],
  [CHILD_MESSAGES.maritalStatus, 'forms.validation.child.maritalStatus'],
  [CHILD_MESSAGES.fieldRequired, 'forms.validation.child.fieldRequired'],
  [CHILD_MESSAGES.citizenship, 'forms.validation.child.citizenship'],
  [CHILD_MESSAGES.citizenshipInvalid, 'forms.validation.child.citizenshipInvalid'],
  [CHILD_MESSAGES.stateRequired, 'forms.validation.child.stateRequired'],
  [CHILD_MESSAGES.stateNigeria, 'forms.validation.child.stateNigeria'],
  [CHILD_MESSAGES.lga, 'forms.validation.child.lga'],
  [CHILD_MESSAGES.lgaOfState, 'forms.validation.child.lgaOfState'],
  [CHILD_MESSAGES.waliOnlyForWomen, 'forms.validation.child.waliOnlyForWomen'],
  [CHILD_MESSAGES.removedText, 'forms.validation.child.removedText'],
  [CHILD_MESSAGES.waliNameRequired, 'forms.validation.child.waliNameRequired'],
  [CHILD_MESSAGES.waliEmailRequired, 'forms.validation.child.waliEmailRequired'],
  [CHILD_MESSAGES.residence, 'forms.validation.child.residence'],
  [CHILD_MESSAGES.education, 'forms.validation.child.education'],
  [CHILD_MESSAGES.profession, 'forms.validation.child.profession'],
  [CHILD_MESSAGES.employment, 'forms.validation.child.employment'],
  [CHILD_MESSAGES.plans, 'forms.validation.child.plans'],
  [CHILD_MESSAGES.revert, 'forms.validation.child.revert'],
  [CHILD_MESSAGES.sect, 'forms.validation.child.sect'],
  [CHILD_MESSAGES.startedPracticing, 'forms.validation.child.startedPracticing'],
  [CHILD_MESSAGES.salat, 'forms.validation.child.salat'],
  [CHILD_MESSAGES.practice, 'forms.validation.child.practice'],
  [CHILD_MESSAGES.about, 'forms.validation.child.about'],
  [CHILD_MESSAGES.educationAndJob, 'forms.validation.child.educationAndJob'],
  [CHILD_MESSAGES.dressing, 'forms.validation.child.dressing'],
  [CHILD_MESSAGES.speakers, 'forms.validation.child.speakers'],
  [TEXT_MESSAGES.controls, 'forms.validation.text.controls'],
  [TEXT_MESSAGES.oneLine, 'forms.validation.text.oneLine'],
  [TERMS_MESSAGES.phone, 'forms.validation.terms.phone'],
  [TERMS_MESSAGES.email, 'forms.validation.terms.email'],
  [TERMS_MESSAGES.link, 'forms.validation.terms.link'],
  [TERMS_MESSAGES.handle, 'forms.validation.terms.handle'],
  [TERMS_MESSAGES.name, 'forms.validation.terms.name'],
  // A detail split across fields (decision 073): each field that holds a part.
  [TERMS_SPLIT_MESSAGES.phone, 'forms.validation.terms.split', { kind: 'phone' }],
  [TERMS_SPLIT_MESSAGES.email, 'forms.validation.terms.split', { kind: 'email' }],
  [TERMS_SPLIT_MESSAGES.link, 'forms.validation.terms.split', { kind: 'link' }],
  [TERMS_SPLIT_MESSAGES.handle, 'forms.validation.terms.split', { kind: 'handle' }],
  [PREFERENCE_MESSAGES.minAge, 'forms.validation.preferences.minAge', ages],
  [PREFERENCE_MESSAGES.maxAge, 'forms.validation.preferences.maxAge', ages],
  [PREFERENCE_MESSAGES.ageOrder, 'forms.validation.preferences.ageOrder'],
  [PREFERENCE_MESSAGES.height, 'forms.validation.heightRange', range(HEIGHT_RANGE)],
  [PREFERENCE_MESSAGES.heightOrder, 'forms.validation.preferences.heightOrder'],
  [PREFERENCE_MESSAGES.weight, 'forms.validation.weightRange', range(WEIGHT_RANGE)],
  [PREFERENCE_MESSAGES.weightOrder, 'forms.validation.preferences.weightOrder'],
  [PREFERENCE_MESSAGES.option, 'forms.validation.preferences.option'],
  [PREFERENCE_MESSAGES.boolean, 'forms.validation.preferences.boolean'],
  // The server's refusals that say more than their code (a login's wrong password is a 401, not
  // an ended session): the words the sign-in and account forms show under a field or in a toast.
  [AUTH_RESULT_MESSAGES.otpInvalid, 'forms.server.otpInvalid'],
  [AUTH_RESULT_MESSAGES.loginInvalid, 'forms.server.loginInvalid'],
  [AUTH_RESULT_MESSAGES.loginUnverified, 'forms.server.loginUnverified'],
  [AUTH_RESULT_MESSAGES.loginUnverifiedNoNewCode, 'forms.server.loginUnverifiedNoNewCode'],
  [AUTH_RESULT_MESSAGES.loginAccountPaused, 'forms.server.loginAccountPaused'],
  [AUTH_RESULT_MESSAGES.otpCodeOnlyClosed, 'forms.server.otpCodeOnlyClosed'],
  [AUTH_RESULT_MESSAGES.resetInvalid, 'forms.server.resetInvalid'],
  [AUTH_RESULT_MESSAGES.resetCodeOnlyClosed, 'forms.server.resetCodeOnlyClosed'],
  [AUTH_RESULT_MESSAGES.oldPasswordWrong, 'forms.server.oldPasswordWrong'],
  // The server's answers a success toast may fall back on (notifySuccess, outside English).
  [AUTH_RESULT_MESSAGES.signedUp, 'forms.server.signedUp'],
  [AUTH_RESULT_MESSAGES.verified, 'forms.server.verified'],
  [AUTH_RESULT_MESSAGES.verificationResent, 'forms.server.verificationResent'],
  [AUTH_RESULT_MESSAGES.loggedIn, 'forms.server.loggedIn'],
  [AUTH_RESULT_MESSAGES.forgotSent, 'forms.server.forgotSent'],
  [AUTH_RESULT_MESSAGES.passwordReset, 'forms.server.passwordReset'],
  // The alternative e-mail link's landing (decision 062): the old confirmation page's words.
  [AUTH_RESULT_MESSAGES.alternateEmailConfirmed, 'account.confirmEmail.doneText'],
  [PREFERENCE_RESULT_MESSAGES.created, 'forms.server.preferencesSaved'],
  [PREFERENCE_RESULT_MESSAGES.updated, 'forms.server.preferencesUpdated'],
  [AUTH_RESULT_MESSAGES.alternateEmailSame, 'forms.server.alternateEmailSame'],
  [AUTH_RESULT_MESSAGES.alternateEmailInvalid, 'forms.server.alternateEmailInvalid'],
  [AUTH_RESULT_MESSAGES.sessionInvalid, 'forms.server.sessionInvalid'],
];

/** The length rules, whatever their number ('Must be 2 characters or more', tooLong(2000)…). */
const COUNTED: ReadonlyArray<readonly [RegExp, MessageKey]> = [
  [/^Must be (\d+) characters or more$/, 'forms.validation.minChars'],
  [/^Must be (\d+) characters or fewer$/, 'forms.validation.maxChars'],
  [/^Must be (\d+) characters exactly$/, 'forms.validation.exactChars'],
];

let fixed: Map<string, Known> | null = null;

/** The catalog key (and values) of a contract message, or undefined for any other text. */
export function knownMessage(english: string): Known | undefined {
  fixed ??= new Map(FIXED.map(([message, key, values]) => [message, { key, values }]));
  const found = fixed.get(english);
  if (found) return found;
  for (const [pattern, key] of COUNTED) {
    const count = pattern.exec(english)?.[1];
    if (count !== undefined) return { key, values: { count: Number(count) } };
  }
  return undefined;
}

/** What each error code says when its message is not one the web knows. */
const CODE_KEYS: Record<ErrorCode | 'FETCH_ERROR' | 'UNKNOWN', MessageKey> = {
  VALIDATION: 'forms.error.VALIDATION',
  UNAUTHENTICATED: 'forms.error.UNAUTHENTICATED',
  PLAN_REQUIRED: 'forms.error.PLAN_REQUIRED',
  SINGLES_LIMIT: 'forms.error.SINGLES_LIMIT',
  ACCOUNT_SUSPENDED: 'forms.error.ACCOUNT_SUSPENDED',
  EMAIL_UNVERIFIED: 'forms.error.EMAIL_UNVERIFIED',
  FORBIDDEN: 'forms.error.FORBIDDEN',
  NOT_FOUND: 'forms.error.NOT_FOUND',
  ALREADY_MATCHED: 'forms.error.ALREADY_MATCHED',
  CONFLICT: 'forms.error.CONFLICT',
  PAYLOAD_TOO_LARGE: 'forms.error.PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'forms.error.RATE_LIMITED',
  INTERNAL: 'forms.error.INTERNAL',
  UNAVAILABLE: 'forms.error.UNAVAILABLE',
  PAYMENTS_UNAVAILABLE: 'forms.error.PAYMENTS_UNAVAILABLE',
  FETCH_ERROR: 'forms.error.network',
  UNKNOWN: 'forms.error.INTERNAL',
};

/** The catalog's message for an error code (a code this client does not know: INTERNAL's). */
export function codeMessage(code: string): string {
  return t(CODE_KEYS[code as keyof typeof CODE_KEYS] ?? 'forms.error.INTERNAL');
}

/**
 * A message from the contract or the server in the language shown: English as it came (or
 * `otherwise` when none came); in another language its catalog message, or `otherwise` (the
 * message as it is by default). `own`: a feature's table of the server's answers it words itself
 * (likes, reports, match guidance), whose contract modules need zod, which this one never loads;
 * a test holds each equal to the server's English.
 */
export function shownMessage(
  english: string,
  otherwise: () => string = () => english,
  own: Readonly<Record<string, MessageKey>> = {},
): string {
  if (activeLanguage() === 'en') return english || otherwise();
  const ownKey = Object.hasOwn(own, english) ? own[english] : undefined;
  if (ownKey) return t(ownKey);
  const known = knownMessage(english);
  return known ? t(known.key, known.values) : otherwise();
}
