// Terms and Conditions (product.md §2, §5 Terms). The date is the spec's; change it with the text.

export const TERMS_LAST_UPDATED = 'June 28, 2025';

export type TermsSection = { id: string; title: string; paragraphs: readonly string[] };

export const TERMS: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    paragraphs: [
      'By creating an account or using Waliyy you agree to these Terms and Conditions. If you do not agree, please do not use the platform.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    paragraphs: [
      'Every single on Waliyy must be at least 18 years old and legally allowed to marry under the laws that apply to them. The account holder confirms this for every single they add.',
      'Waliyy is intended for people seeking marriage. It may not be used for any other purpose.',
    ],
  },
  {
    id: 'guardians',
    title: 'Guardians and accounts',
    paragraphs: [
      'A sister is registered by her mahram (her father, brother, paternal grandfather or uncle), who signs up with his own details and manages her profile. A brother may register himself.',
      'One account may hold up to two singles on the Free plan and up to four on a paid plan. More than four requires contacting our support team.',
      'You are responsible for keeping your password safe and for everything done through your account. The details you give about yourself and your singles must be true.',
    ],
  },
  {
    id: 'personal-details',
    title: 'No personal details on the platform',
    paragraphs: [
      'Names, e-mail addresses, phone numbers and other contact details are not allowed anywhere on the platform outside the registration form — including in profile descriptions. Profiles that include them may be edited, suspended or removed.',
      'When there is a match, Waliyy shares only the woman’s guardian’s contact details, and only with the man’s account.',
    ],
  },
  {
    id: 'conduct',
    title: 'Conduct',
    paragraphs: [
      'Treat every member with respect and honesty. Harassment, deception, offensive language, requests for money and any behaviour contrary to Islamic manners are not allowed.',
      'Meetings after a match should take place with the guardian’s knowledge and supervision.',
    ],
  },
  {
    id: 'responsiveness',
    title: 'Responding to likes and e-mails',
    paragraphs: [
      'Families deserve an answer. Failing to respond to likes, or to e-mails sent to you directly by Waliyy, can lead to the suspension or deletion of your account.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'Other members see only a single’s display ID, age, location (LGA, state and country), nationality, profession and the profile fields you complete. Names, e-mail addresses, phone numbers and guardian details are never shown to them.',
      'We use your information only to run the service: matching, notifications, payments and support. We do not sell it.',
    ],
  },
  {
    id: 'payments',
    title: 'Plans and payments',
    paragraphs: [
      'The Free plan costs nothing. Paid plans are billed annually and last one year from payment. Prices are shown on our pricing section before you pay.',
      'Payments can be made in naira, pounds or US dollars through our payment providers. When a plan lapses, paid features stop until it is renewed; the singles already on the account remain.',
    ],
  },
  {
    id: 'deletion',
    title: 'Account deletion',
    paragraphs: [
      'You may delete your account at any time from Settings. Your account and its singles are removed, open likes are withdrawn and a current match is cancelled. Payment records are kept without your personal details, as accounting requires.',
      'We may suspend or delete accounts that break these terms.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    paragraphs: [
      'Waliyy helps families meet; it cannot guarantee a match, a marriage, or the truth of what other members write. Make your own enquiries, involve your family and seek counsel before any commitment.',
      'To the extent the law allows, Waliyy is not liable for losses arising from the use of the platform or from dealings between members.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. The date at the top shows the latest version; continuing to use Waliyy after a change means you accept it.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      // The support address is server configuration (decision 037), not known to the web build.
      'Questions about these terms, date-of-birth changes and requests for more than four singles go to our support team: write to the support address given in the e-mails Waliyy sends you.',
    ],
  },
];
