import type { Language, MatchContact } from '@waliyy/contract';
import { type EmailKey, emailTextIn } from '../../i18n/email-text';
import { letterTo } from '../../lib/mail/templates';

/**
 * The likes and matches e-mails, in the receiving account's language (decision 070). `single` is the
 * receiving family's own single, named by first name (its own family knows it; decision
 * 021); `other`/`from` is the other family's, named by display id only — never a name, e-mail or
 * phone of the other side (decision 027). The one exception is the match e-mail to the man's
 * side: it carries the contact the match released to him (DECISIONS.md 44; decisions 028, 061),
 * exactly what his match page shows, because a client without a contact screen (the original
 * one) has no other way to hand it over. The woman's side's e-mail takes no contact at all.
 */
type To = { firstName: string; language: Language };

export const likeReceivedEmail = (to: To, single: string, from: string, appUrl: string) =>
  letterTo(to.language, to.firstName, (t) => ({
    subject: t('email.like.subject', { single }),
    paragraphs: [t('email.like.body', { single, from }), t('email.like.next')],
    button: { label: t('email.like.button'), url: `${appUrl}/likes` },
    footnote: t('email.like.footnote'),
  }));

export const likeReminderEmail = (to: To, single: string, from: string, appUrl: string) =>
  letterTo(to.language, to.firstName, (t) => ({
    subject: t('email.likeReminder.subject', { single }),
    paragraphs: [t('email.likeReminder.body', { single, from }), t('email.likeReminder.next')],
    button: { label: t('email.likeReminder.button'), url: `${appUrl}/likes` },
  }));

/**
 * The next step for each side, by whose contact the match released: her wali's when she named
 * one (decision 061), else her guardian's. The woman's side reads the match page's words
 * (MATCH_GUIDANCE in the contract; the catalog test holds the English the same).
 */
const GUIDANCE: Record<'man' | 'woman', Record<'wali' | 'guardian', EmailKey>> = {
  man: { guardian: 'email.match.forManGuardian', wali: 'email.match.forManWali' },
  woman: { guardian: 'email.match.forWomanGuardian', wali: 'email.match.forWomanWali' },
};

const matchEmail = (
  side: 'man' | 'woman',
  to: To,
  names: { single: string; other: string },
  appUrl: string,
  isWali: boolean,
  details?: { label: string; value: string; isLtr?: boolean }[],
) =>
  letterTo(to.language, to.firstName, (t) => ({
    subject: t('email.match.subject', names),
    paragraphs: [t('email.match.body', names), t(GUIDANCE[side][isWali ? 'wali' : 'guardian'])],
    ...(details ? { details } : {}),
    button: { label: t('email.match.button'), url: `${appUrl}/match` },
  }));

/**
 * To the man's side: the match, and under the next step the released contact as his match page
 * shows it — who (wali or guardian) and the name, the e-mail, the phone when there is one.
 */
export const matchForManEmail = (
  to: To,
  single: string,
  other: string,
  appUrl: string,
  contact: MatchContact,
) => {
  const t = emailTextIn(to.language);
  const details = [
    {
      label: t(contact.isWali ? 'email.match.contactWali' : 'email.match.contactGuardian'),
      value: contact.fullName,
    },
    { label: t('email.match.contactEmail'), value: contact.email, isLtr: true },
    ...(contact.phone
      ? [{ label: t('email.match.contactPhone'), value: contact.phone, isLtr: true }]
      : []),
  ];
  return matchEmail('man', to, { single, other }, appUrl, contact.isWali, details);
};

/** To the woman's side: the match and whose contact went to him; nothing of his. */
export const matchForWomanEmail = (
  to: To,
  single: string,
  other: string,
  appUrl: string,
  isWali = false,
) => matchEmail('woman', to, { single, other }, appUrl, isWali);

export type MatchEnd = 'cancelled' | 'single_deleted' | 'account_deleted' | 'account_suspended';

const endLine: Record<MatchEnd, EmailKey> = {
  cancelled: 'email.matchEnded.cancelled',
  single_deleted: 'email.matchEnded.singleDeleted',
  account_deleted: 'email.matchEnded.accountDeleted',
  account_suspended: 'email.matchEnded.accountSuspended',
};

export const matchEndedEmail = (
  to: To,
  single: string,
  other: string,
  reason: MatchEnd,
  appUrl: string,
) =>
  letterTo(to.language, to.firstName, (t) => ({
    subject: t('email.matchEnded.subject', { single, other }),
    paragraphs: [t(endLine[reason]), t('email.matchEnded.free', { single })],
    button: { label: t('email.matchEnded.button'), url: `${appUrl}/dashboard` },
  }));
