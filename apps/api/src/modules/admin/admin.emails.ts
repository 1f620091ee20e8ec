import type { Language, RedactableField, ReportReason } from '@waliyy/contract';
import { fieldName } from '@waliyy/contract/free-text-fields';
import { type EmailKey, emailDay, emailTextIn } from '../../i18n/email-text';
import { renderEmail } from '../../lib/mail/templates';

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

/** The reporter is told that staff handled the report; never what was done to whom. */
export const reportHandledEmail = (
  language: Language,
  firstName: string,
  displayId: string,
  reason: ReportReason,
  links: Links,
) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.reportHandled.subject'),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [
        t('email.reportHandled.body', { displayId, reason: t(REASONS[reason]) }),
        t('email.reportHandled.next'),
      ],
      footnote: t('email.common.support', { supportEmail: links.supportEmail }),
    },
    language,
  );
};

/**
 * A dismissed report (decision 025): reviewed, and no rule was broken — never 'action
 * was taken'.
 */
export const reportDismissedEmail = (
  language: Language,
  firstName: string,
  displayId: string,
  reason: ReportReason,
  links: Links,
) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.reportDismissed.subject'),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [
        t('email.reportDismissed.body', { displayId, reason: t(REASONS[reason]) }),
        t('email.reportDismissed.next'),
      ],
      footnote: t('email.common.support', { supportEmail: links.supportEmail }),
    },
    language,
  );
};

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
) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.textRemoved.subject', { displayId }),
      heading: t('email.common.greeting', { firstName }),
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
    },
    language,
  );
};

/** A warning after a report (decision 025): the staff's reason, nothing changed yet. */
export const reportWarningEmail = (
  language: Language,
  firstName: string,
  displayId: string,
  reason: string,
  links: Links,
) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.reportWarning.subject', { displayId }),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [
        t('email.reportWarning.body', { displayId }),
        reason,
        t('email.reportWarning.next'),
      ],
      footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
    },
    language,
  );
};

/** The terms: non-response to likes can lead to suspension. */
export const nonResponseWarningEmail = (
  language: Language,
  firstName: string,
  count: number,
  links: Links,
) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.nonResponse.subject'),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [t('email.nonResponse.body', { count }), t('email.nonResponse.next')],
      button: { label: t('email.nonResponse.button'), url: `${links.appUrl}/likes` },
      footnote: t('email.common.questions', { supportEmail: links.supportEmail }),
    },
    language,
  );
};

export const suspendedEmail = (language: Language, firstName: string, links: Links) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.suspended.subject'),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [
        t('email.suspended.body'),
        t('email.common.toDiscuss', { supportEmail: links.supportEmail }),
      ],
    },
    language,
  );
};

export const reinstatedEmail = (language: Language, firstName: string, links: Links) => {
  const t = emailTextIn(language);
  return renderEmail(
    {
      subject: t('email.reinstated.subject'),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [t('email.reinstated.body')],
      button: { label: t('email.reinstated.button'), url: `${links.appUrl}/login` },
    },
    language,
  );
};

export const subscriptionGrantedEmail = (
  language: Language,
  firstName: string,
  until: Date,
  links: Links,
) => {
  const t = emailTextIn(language);
  const day = emailDay(language, until); // as the billing page shows the plan's end
  return renderEmail(
    {
      subject: t('email.premiumGranted.subject'),
      heading: t('email.common.greeting', { firstName }),
      paragraphs: [t('email.premiumGranted.body', { until: day })],
      button: { label: t('email.premiumGranted.button'), url: `${links.appUrl}/dashboard` },
    },
    language,
  );
};
