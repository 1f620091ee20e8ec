import {
  REDACTABLE_FIELD_LABELS,
  REPORT_REASON_LABELS,
  type RedactableField,
  type ReportReason,
} from '@waliyy/contract';
import { renderEmail } from '../../lib/mail/templates';

type Links = { appUrl: string; supportEmail: string };

/** The reporter is told that staff handled the report; never what was done to whom. */
export const reportHandledEmail = (
  firstName: string,
  displayId: string,
  reason: ReportReason,
  links: Links,
) =>
  renderEmail({
    subject: 'Your report has been handled',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `Thank you for reporting the profile ${displayId} (${REPORT_REASON_LABELS[reason].toLowerCase()}). Our team has looked at it and taken the action it called for.`,
      'Reports like yours keep Waliyy a safe place for families. If you have more to tell us, reply to our support address.',
    ],
    footnote: `Support: ${links.supportEmail}.`,
  });

/**
 * A dismissed report (issue 24, point 3): reviewed, and no rule was broken — never 'action
 * was taken'.
 */
export const reportDismissedEmail = (
  firstName: string,
  displayId: string,
  reason: ReportReason,
  links: Links,
) =>
  renderEmail({
    subject: 'Your report has been reviewed',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `Thank you for reporting the profile ${displayId} (${REPORT_REASON_LABELS[reason].toLowerCase()}). Our team has reviewed it and found that no rule was broken, so the profile stays as it is.`,
      'If something more happens, or you have more to tell us, report the profile again or reply to our support address. You can also block the profile at any time.',
    ],
    footnote: `Support: ${links.supportEmail}.`,
  });

/**
 * The family is told what staff edited out of its single and why (issue 24, point 1): each
 * field with the text as it was, and the staff's reason. Never who reported it.
 */
export const textRemovedEmail = (
  firstName: string,
  displayId: string,
  removed: { field: RedactableField; text: string }[],
  reason: string,
  links: Links,
) =>
  renderEmail({
    subject: `We removed text from the profile ${displayId}`,
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `Our team has removed text from the profile ${displayId} because it broke our terms. Other families no longer see it.`,
      ...removed.map(({ field, text }) => `${REDACTABLE_FIELD_LABELS[field]}: “${text}”`),
      `Why: ${reason}`,
      'Please do not put this text back: the profile will not save with it. You are welcome to write these parts again in other words.',
    ],
    button: { label: 'Edit the profile', url: `${links.appUrl}/settings` },
    footnote: `Questions: ${links.supportEmail}.`,
  });

/** A warning after a report (issue 24, point 4): the staff's reason, nothing changed yet. */
export const reportWarningEmail = (
  firstName: string,
  displayId: string,
  reason: string,
  links: Links,
) =>
  renderEmail({
    subject: `A warning about the profile ${displayId}`,
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `Our team has looked into a report about the profile ${displayId} and is warning you:`,
      reason,
      'Nothing on your account has changed. If it happens again, the account can be suspended (see our terms).',
    ],
    footnote: `Questions: ${links.supportEmail}.`,
  });

/** The terms: non-response to likes can lead to suspension. */
export const nonResponseWarningEmail = (firstName: string, count: number, links: Links) =>
  renderEmail({
    subject: 'Please answer the families who like your singles',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `${count === 1 ? 'An interest' : `${count} interests`} sent to your singles expired without an answer. Families wait for a reply, and a kind no is better than silence.`,
      'Please answer likes within two weeks, or pause a single who is not looking right now. Repeated non-response can lead to the account being suspended (see our terms).',
    ],
    button: { label: 'Open your likes', url: `${links.appUrl}/likes` },
    footnote: `Questions: ${links.supportEmail}.`,
  });

export const suspendedEmail = (firstName: string, links: Links) =>
  renderEmail({
    subject: 'Your Waliyy account has been suspended',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Your Waliyy account has been suspended by our team, and your singles are hidden from other families.',
      `To discuss it, write to ${links.supportEmail}.`,
    ],
  });

export const reinstatedEmail = (firstName: string, links: Links) =>
  renderEmail({
    subject: 'Your Waliyy account is active again',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Your Waliyy account has been reinstated. You can sign in again, and your singles are visible to other families (except any you paused).',
    ],
    button: { label: 'Sign in', url: `${links.appUrl}/login` },
  });

export const subscriptionGrantedEmail = (firstName: string, until: Date, links: Links) =>
  renderEmail({
    subject: 'Premium has been added to your Waliyy account',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `Our team has added a year of Premium to your account. Your plan now runs until ${until.toISOString().slice(0, 10)}.`,
    ],
    button: { label: 'Open Waliyy', url: `${links.appUrl}/dashboard` },
  });
