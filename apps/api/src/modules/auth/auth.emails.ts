import { alternateEmailLink, type Language } from '@waliyy/contract';
import { emailDayTime } from '../../i18n/email-text';
import { letterTo } from '../../lib/mail/templates';

// Every e-mail here is written in the account's language (decision 070): the first argument.
type Links = { appUrl: string; supportEmail: string };

/** The words of a code's e-mail: the sign-up code's, or the sign-in code's (login-codes.ts). */
const CODE_EMAIL_TEXT = {
  signUp: {
    subject: 'email.signUpCode.subject',
    body: 'email.signUpCode.body',
    footnote: 'email.signUpCode.footnote',
  },
  signIn: {
    subject: 'email.loginCode.subject',
    body: 'email.loginCode.body',
    footnote: 'email.loginCode.footnote',
  },
} as const;

/**
 * A 6-digit code in large type. No code in the subject (decision 072): a subject shows on lock
 * screens and stays in the outbox row after sending, when the body (with the code) is dropped.
 */
const codeEmail =
  (words: (typeof CODE_EMAIL_TEXT)[keyof typeof CODE_EMAIL_TEXT]) =>
  (language: Language, firstName: string, code: string, minutes: number) => {
    return letterTo(language, firstName, (t) => ({
      subject: t(words.subject),
      paragraphs: [t(words.body)],
      code,
      footnote: t(words.footnote, { minutes }),
    }));
  };

export const verificationEmail = codeEmail(CODE_EMAIL_TEXT.signUp);

/** The sign-in code (decision 072, login-codes.ts): sent only after the right password. */
export const loginCodeEmail = codeEmail(CODE_EMAIL_TEXT.signIn);

export const signUpAttemptEmail = (language: Language, firstName: string, links: Links) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.signUpAttempt.subject'),
    paragraphs: [t('email.signUpAttempt.body'), t('email.signUpAttempt.ifYou')],
    button: { label: t('email.common.resetButton'), url: `${links.appUrl}/forgot-password` },
    footnote: t('email.signUpAttempt.footnote', { supportEmail: links.supportEmail }),
  }));

/**
 * The reset e-mail (decision 062): a 6-digit code to type and a link carrying the token; either
 * resets, and using one spends the other. Without a code (past the account's codes for the
 * day, reset-requests.ts) the link alone. The subject names no secret: it shows on lock screens.
 */
export const resetPasswordEmail = (
  language: Language,
  firstName: string,
  secrets: { token: string; code?: string | undefined },
  minutes: number,
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.reset.subject'),
    paragraphs: [
      t('email.reset.body'),
      secrets.code ? t('email.reset.withCode') : t('email.reset.linkOnly'),
    ],
    ...(secrets.code ? { code: secrets.code } : {}),
    button: {
      label: t('email.common.resetButton'),
      url: `${links.appUrl}/reset-password?token=${encodeURIComponent(secrets.token)}`,
    },
    footnote: secrets.code
      ? t('email.reset.footnoteWithCode', { minutes })
      : t('email.reset.footnoteLinkOnly', { minutes }),
  }));

export const passwordChangedEmail = (language: Language, firstName: string, links: Links) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.passwordChanged.subject'),
    paragraphs: [t('email.passwordChanged.body')],
    footnote: t('email.passwordChanged.footnote', { supportEmail: links.supportEmail }),
  }));

/**
 * The link goes to the API, which confirms and then lands on a page every client has (decision
 * 044): the original client has no /confirm-alternate-email page.
 */
export const alternateEmailConfirmEmail = (
  language: Language,
  firstName: string,
  token: string,
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.alternateEmail.subject'),
    paragraphs: [t('email.alternateEmail.body')],
    button: {
      label: t('email.alternateEmail.button'),
      url: alternateEmailLink(links.appUrl, token),
    },
    footnote: t('email.alternateEmail.footnote'),
  }));

export const accountDeletedByStaffEmail = (language: Language, firstName: string, links: Links) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.accountDeleted.subject'),
    paragraphs: [t('email.accountDeleted.byStaff')],
    footnote: t('email.common.toDiscuss', { supportEmail: links.supportEmail }),
  }));

/** A sign-in from a browser the account has not used before (decision 012). */
export const newSignInEmail = (
  language: Language,
  firstName: string,
  details: { at: Date; browser: string },
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.newDevice.subject'),
    paragraphs: [
      t('email.newDevice.body', { at: emailDayTime(language, details.at) }),
      t('email.newDevice.browser', { browser: details.browser }),
      t('email.newDevice.ifYou'),
    ],
    button: { label: t('email.common.resetButton'), url: `${links.appUrl}/forgot-password` },
    footnote: t('email.newDevice.footnote', { supportEmail: links.supportEmail }),
  }));

export const accountDeletedEmail = (language: Language, firstName: string, links: Links) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.accountDeleted.subject'),
    paragraphs: [t('email.accountDeleted.asked'), t('email.accountDeleted.dua')],
    footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
  }));

/**
 * Many wrong passwords for the account, from more addresses than its own limit allows (decision
 * 018): sent once per window of that limit, however long the guessing goes on.
 */
export const manyWrongPasswordsEmail = (
  language: Language,
  firstName: string,
  minutes: number,
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.wrongPasswords.subject'),
    paragraphs: [
      t('email.wrongPasswords.body', { minutes }),
      t('email.wrongPasswords.paused'),
      t('email.wrongPasswords.notYou'),
    ],
    button: { label: t('email.wrongPasswords.button'), url: `${links.appUrl}/forgot-password` },
    footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
  }));
