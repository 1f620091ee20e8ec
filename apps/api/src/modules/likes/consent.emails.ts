// Her consent before her contact (decision 084): her link, in the language of her own
// confirmation's link; her family's word of her no, in the account's language.
import type { Language } from '@waliyy/contract';
import { emailText } from '../../i18n/email-text';
import { letterTo } from '../../lib/mail/templates';

/** To her: the week-long link that asks her before the match is made. */
export function askHerEmail(language: Language, firstName: string, url: string) {
  return letterTo(language, firstName, (t) => ({
    subject: t('email.herConsent.subject'),
    paragraphs: [t('email.herConsent.body')],
    button: { label: t('email.herConsent.button'), url },
    footnote: t('email.herConsent.footnote'),
  }));
}

/** The same link by text, when her confirmation went to her phone. */
export const askHerText = (language: Language, url: string) =>
  emailText(language, 'sms.herConsent.text', { url });

/** To her family: she said no; the other single by display id only (decision 027). */
export function herNoEmail(
  to: { firstName: string; language: Language; singleFirstName: string },
  other: string,
  appUrl: string,
) {
  const names = { single: to.singleFirstName, other };
  return letterTo(to.language, to.firstName, (t) => ({
    subject: t('email.herNo.subject', names),
    paragraphs: [t('email.herNo.body', names)],
    button: { label: t('email.herNo.button'), url: `${appUrl}/likes` },
  }));
}
