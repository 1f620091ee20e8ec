import type { Language, RedactableField, ReportReason } from '@waliyy/contract';
import { fieldName } from '@waliyy/contract/free-text-fields';
import { type EmailKey, emailDay } from '../../i18n/email-text';
import { letterTo } from '../../lib/mail/templates';

// Every e-mail here is written in the account's language (decision 070): the first argument.
type Links = { appUrl: string; supportEmail: string };

/** A report's reason inside a sentence (REPORT_REASON_LABELS, lower-cased in English). */
const REASONS: Record<ReportReason, EmailKey> = {
  contact_details: 'email.reportReason.contactDetails',
  inappropriate_content: 'email.reportReason.inappropriateContent',
  fake_profile: 'email.reportReason.fakeProfile',
  underage: 'email.reportReason.underage',
  harassment: 'email.reportReason.harassment',
  other: 'email.reportReason.other',
};

/**
 * The reporter is told that staff handled the report (`reportHandled`) or, when it was reviewed
 * and no rule was broken (decision 025), dismissed it — never 'action was taken'. Either way,
 * never what was done to whom.
 */
const REPORT_ANSWERS = {
  handled: {
    subject: 'email.reportHandled.subject',
    body: 'email.reportHandled.body',
    next: 'email.reportHandled.next',
  },
  dismissed: {
    subject: 'email.reportDismissed.subject',
    body: 'email.reportDismissed.body',
    next: 'email.reportDismissed.next',
  },
} as const;

const reportAnswerEmail =
  (words: (typeof REPORT_ANSWERS)[keyof typeof REPORT_ANSWERS]) =>
  (language: Language, firstName: string, displayId: string, reason: ReportReason, links: Links) =>
    letterTo(language, firstName, (t) => ({
      subject: t(words.subject),
      paragraphs: [t(words.body, { displayId, reason: t(REASONS[reason]) }), t(words.next)],
      footnote: t('email.common.support', { supportEmail: links.supportEmail }),
    }));

export const reportHandledEmail = reportAnswerEmail(REPORT_ANSWERS.handled);
export const reportDismissedEmail = reportAnswerEmail(REPORT_ANSWERS.dismissed);

/**
 * The family is told what staff edited out of its single and why (decision 025): each
 * field with the text as it was, and the staff's reason. Never who reported it.
 */
export const textRemovedEmail = (
  language: Language,
  firstName: string,
  displayId: string,
  removed: { field: RedactableField; text: string }[],
  reason: string,
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.textRemoved.subject', { displayId }),
    paragraphs: [
      t('email.textRemoved.body', { displayId }),
      ...removed.map(({ field, text }) =>
        // The field's name, from the catalogs the web's labels are in (decision 079): a field
        // FREE_TEXT_FIELDS adds without one there does not compile.
        t('email.textRemoved.field', { field: t(fieldName(field)), text }),
      ),
      t('email.textRemoved.why', { reason }),
      t('email.textRemoved.next'),
    ],
    button: { label: t('email.textRemoved.button'), url: `${links.appUrl}/settings` },
    footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
  }));

/** A warning after a report (decision 025): the staff's reason, nothing changed yet. */
export const reportWarningEmail = (
  language: Language,
  firstName: string,
  displayId: string,
  reason: string,
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.reportWarning.subject', { displayId }),
    paragraphs: [
      t('email.reportWarning.body', { displayId }),
      reason,
      t('email.reportWarning.next'),
    ],
    footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
  }));

/** The terms: non-response to likes can lead to suspension. */
export const nonResponseWarningEmail = (
  language: Language,
  firstName: string,
  count: number,
  links: Links,
) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.nonResponse.subject'),
    paragraphs: [t('email.nonResponse.body', { count }), t('email.nonResponse.next')],
    button: { label: t('email.nonResponse.button'), url: `${links.appUrl}/likes` },
    footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
  }));

export const suspendedEmail = (language: Language, firstName: string, links: Links) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.suspended.subject'),
    paragraphs: [
      t('email.suspended.body'),
      t('email.common.toDiscuss', { supportEmail: links.supportEmail }),
    ],
  }));

export const reinstatedEmail = (language: Language, firstName: string, links: Links) =>
  letterTo(language, firstName, (t) => ({
    subject: t('email.reinstated.subject'),
    paragraphs: [t('email.reinstated.body')],
    button: { label: t('email.reinstated.button'), url: `${links.appUrl}/login` },
  }));

export const subscriptionGrantedEmail = (
  language: Language,
  firstName: string,
  until: Date,
  links: Links,
) => {
  const day = emailDay(language, until); // as the billing page shows the plan's end
  return letterTo(language, firstName, (t) => ({
    subject: t('email.premiumGranted.subject'),
    paragraphs: [t('email.premiumGranted.body', { until: day })],
    button: { label: t('email.premiumGranted.button'), url: `${links.appUrl}/dashboard` },
  }));
};
