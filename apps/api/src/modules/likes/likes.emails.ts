import type { Language } from '@waliyy/contract';
import { type EmailKey, emailTextIn } from '../../i18n/email-text';
import { renderEmail } from '../../lib/mail/templates';

/**
 * The likes and matches e-mails, in the receiving account's language (issue 26). `single` is the
 * receiving family's own single, named by first name (its own family knows it; issue 23, point
 * 18); `other`/`from` is the other family's, named by display id only — never a name, e-mail or
 * phone of the other side (decision 027). A match tells the man's side where to find the
 * guardian's contact (in the app, where cancelling the match withdraws it), not the contact
 * itself.
 */
type To = { firstName: string; language: Language };

export const likeReceivedEmail = (to: To, single: string, from: string, appUrl: string) => {
  const t = emailTextIn(to.language);
  return renderEmail(
    {
      subject: t('email.like.subject', { single }),
      heading: t('email.common.greeting', { firstName: to.firstName }),
      paragraphs: [t('email.like.body', { single, from }), t('email.like.next')],
      button: { label: t('email.like.button'), url: `${appUrl}/likes` },
      footnote: t('email.like.footnote'),
    },
    to.language,
  );
};

export const likeReminderEmail = (to: To, single: string, from: string, appUrl: string) => {
  const t = emailTextIn(to.language);
  return renderEmail(
    {
      subject: t('email.likeReminder.subject', { single }),
      heading: t('email.common.greeting', { firstName: to.firstName }),
      paragraphs: [t('email.likeReminder.body', { single, from }), t('email.likeReminder.next')],
      button: { label: t('email.likeReminder.button'), url: `${appUrl}/likes` },
    },
    to.language,
  );
};

/**
 * The next step for each side, by whose contact the match released: her wali's when she named
 * one (decision 061), else her guardian's. The woman's side reads the match page's words
 * (MATCH_GUIDANCE in the contract; the catalog test holds the English the same).
 */
const GUIDANCE: Record<'man' | 'woman', Record<'wali' | 'guardian', EmailKey>> = {
  man: { guardian: 'email.match.forManGuardian', wali: 'email.match.forManWali' },
  woman: { guardian: 'email.match.forWomanGuardian', wali: 'email.match.forWomanWali' },
};

const matchEmail =
  (side: 'man' | 'woman') =>
  (to: To, single: string, other: string, appUrl: string, isWali = false) => {
    const t = emailTextIn(to.language);
    return renderEmail(
      {
        subject: t('email.match.subject', { single, other }),
        heading: t('email.common.greeting', { firstName: to.firstName }),
        paragraphs: [
          t('email.match.body', { single, other }),
          t(GUIDANCE[side][isWali ? 'wali' : 'guardian']),
        ],
        button: { label: t('email.match.button'), url: `${appUrl}/match` },
      },
      to.language,
    );
  };

export const matchForManEmail = matchEmail('man');
export const matchForWomanEmail = matchEmail('woman');

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
) => {
  const t = emailTextIn(to.language);
  return renderEmail(
    {
      subject: t('email.matchEnded.subject', { single, other }),
      heading: t('email.common.greeting', { firstName: to.firstName }),
      paragraphs: [t(endLine[reason]), t('email.matchEnded.free', { single })],
      button: { label: t('email.matchEnded.button'), url: `${appUrl}/dashboard` },
    },
    to.language,
  );
};
