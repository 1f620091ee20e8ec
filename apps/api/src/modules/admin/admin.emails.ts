import { REPORT_REASON_LABELS, type ReportReason } from '@waliyy/contract';
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
