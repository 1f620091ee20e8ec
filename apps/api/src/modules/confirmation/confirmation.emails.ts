// The single's own confirmation's e-mails (decision 083): to her, in the language her guardian
// chose for her; to the guardian, in the account's. Words that speak to or of the single follow
// her gender (decision 46).
import { confirmProfileLink, type Language } from '@waliyy/contract';
import { letterTo } from '../../lib/mail/templates';

type Single = { firstName: string; gender: string };
/** The catalogs' select: `female`, `male` (decision 46). */
const genderOf = (single: Single) => single.gender.toLowerCase();

/** To her: the week-long link that asks her (`again`: a substantive edit asks once more). */
export function askEmail(
  language: Language,
  single: Single,
  guardian: string,
  token: string,
  appUrl: string,
  again: boolean,
) {
  const gender = genderOf(single);
  return letterTo(language, single.firstName, (t) => ({
    subject: t('email.singleConfirm.subject', { gender }),
    paragraphs: [
      ...(again ? [t('email.singleConfirm.again', { gender })] : []),
      t('email.singleConfirm.body', { gender, guardian }),
    ],
    button: {
      label: t('email.singleConfirm.button', { gender }),
      url: confirmProfileLink(appUrl, token),
    },
    footnote: t('email.singleConfirm.footnote', { gender }),
  }));
}

/** To her, once she agreed: the standing link that lets her withdraw. */
export function withdrawLinkEmail(
  language: Language,
  single: Single,
  token: string,
  appUrl: string,
) {
  const gender = genderOf(single);
  return letterTo(language, single.firstName, (t) => ({
    subject: t('email.singleWithdraw.subject', { gender }),
    paragraphs: [t('email.singleWithdraw.body', { gender })],
    button: {
      label: t('email.singleWithdraw.button', { gender }),
      url: confirmProfileLink(appUrl, token),
    },
    footnote: t('email.singleWithdraw.footnote', { gender }),
  }));
}

const ANSWER_KEYS = {
  agreed: ['email.singleAnswer.agreedSubject', 'email.singleAnswer.agreed'],
  declined: ['email.singleAnswer.declinedSubject', 'email.singleAnswer.declined'],
  withdrawn: ['email.singleAnswer.withdrawnSubject', 'email.singleAnswer.withdrawn'],
} as const;
export type SingleAnswer = keyof typeof ANSWER_KEYS;

/** To the guardian: what the single answered (and, for a no, that the profile is paused). */
export function answerEmail(
  language: Language,
  guardian: string,
  single: Single,
  answer: SingleAnswer,
  appUrl: string,
) {
  const values = { gender: genderOf(single), single: single.firstName };
  const [subject, body] = ANSWER_KEYS[answer];
  return letterTo(language, guardian, (t) => ({
    subject: t(subject, values),
    paragraphs: [
      t(body, values),
      ...(answer === 'agreed' ? [] : [t('email.singleAnswer.next', values)]),
    ],
    button: {
      label: t('email.singleAnswer.button'),
      url: `${appUrl}/settings#single-confirmation`,
    },
  }));
}
