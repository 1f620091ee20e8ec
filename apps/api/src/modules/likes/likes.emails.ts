import { matchGuidance } from '@waliyy/contract';
import { renderEmail } from '../../lib/mail/templates';

/**
 * The likes and matches e-mails. `single` is the receiving family's own single, named by first
 * name (its own family knows it; issue 23, point 18); `other`/`from` is the other family's,
 * named by display id only — never a name, e-mail or phone of the other side (decision 027). A
 * match tells the man's side where to find the guardian's contact (in the app, where cancelling
 * the match withdraws it), not the contact itself.
 */
type To = { firstName: string };

export const likeReceivedEmail = (to: To, single: string, from: string, appUrl: string) =>
  renderEmail({
    subject: `Someone is interested in ${single}`,
    heading: `Assalamu alaikum, ${to.firstName}`,
    paragraphs: [
      `A family on Waliyy is interested in ${single}: their single ${from} has liked the profile.`,
      'Look at the profile, then accept or decline the interest from your likes page.',
    ],
    button: { label: 'See who liked you', url: `${appUrl}/likes` },
    footnote:
      'An answer is kind even when it is no: please reply within two weeks. Interests left unanswered expire.',
  });

export const likeReminderEmail = (to: To, single: string, from: string, appUrl: string) =>
  renderEmail({
    subject: `A family is waiting for your answer about ${single}`,
    heading: `Assalamu alaikum, ${to.firstName}`,
    paragraphs: [
      `A week ago ${from} showed interest in ${single}, and the family is still waiting for an answer.`,
      'Please accept or decline it. Unanswered interests expire, and repeated non-response can lead to the account being suspended (see our terms).',
    ],
    button: { label: 'Answer now', url: `${appUrl}/likes` },
  });

/** Her wali when she named one (decision 061), else her guardian (the account holder). */
const herSide = (isWali: boolean) => (isWali ? 'wali' : 'guardian');

export const matchForManEmail = (
  to: To,
  single: string,
  other: string,
  appUrl: string,
  isWali = false,
) =>
  renderEmail({
    subject: `${single} has a match: ${other}`,
    heading: `Assalamu alaikum, ${to.firstName}`,
    paragraphs: [
      `Alhamdulillah: ${single} and ${other} have matched.`,
      `Her ${herSide(isWali)}'s contact is now on your match page. Contact the ${herSide(isWali)} first; meetings should then be supervised by the ${herSide(isWali)}, and the nikah follows through your local mosque's process.`,
    ],
    button: { label: 'Open the match', url: `${appUrl}/match` },
  });

export const matchForWomanEmail = (
  to: To,
  single: string,
  other: string,
  appUrl: string,
  isWali = false,
) =>
  renderEmail({
    subject: `${single} has a match: ${other}`,
    heading: `Assalamu alaikum, ${to.firstName}`,
    paragraphs: [
      `Alhamdulillah: ${single} and ${other} have matched.`,
      // The same words as the match page's (one source: the contract).
      matchGuidance('woman', isWali),
    ],
    button: { label: 'Open the match', url: `${appUrl}/match` },
  });

export type MatchEnd = 'cancelled' | 'single_deleted' | 'account_deleted' | 'account_suspended';

const endLine: Record<MatchEnd, string> = {
  cancelled: 'The other family has cancelled the match.',
  single_deleted: 'The other family has removed their profile from Waliyy, which ends the match.',
  account_deleted: 'The other family has left Waliyy, which ends the match.',
  account_suspended:
    "The other family's account is no longer active on Waliyy, which ends the match.",
};

export const matchEndedEmail = (
  to: To,
  single: string,
  other: string,
  reason: MatchEnd,
  appUrl: string,
) =>
  renderEmail({
    subject: `The match between ${single} and ${other} has ended`,
    heading: `Assalamu alaikum, ${to.firstName}`,
    paragraphs: [
      endLine[reason],
      `${single} is free to like and match again. May Allah grant what is best.`,
    ],
    button: { label: 'See recommendations', url: `${appUrl}/dashboard` },
  });
