import type { MessageKey } from '../../../i18n/translate';

// Terms and Conditions (product.md §2, §5 Terms), their words in the `site` catalogs. The date
// (`terms.lastUpdated`) is the spec's; change it with the text, in every language.

export type TermsSection = { id: string; title: MessageKey; paragraphs: readonly MessageKey[] };

export const TERMS: readonly TermsSection[] = [
  { id: 'acceptance', title: 'terms.acceptance.title', paragraphs: ['terms.acceptance.agree'] },
  {
    id: 'eligibility',
    title: 'terms.eligibility.title',
    paragraphs: ['terms.eligibility.age', 'terms.eligibility.purpose'],
  },
  {
    id: 'guardians',
    title: 'terms.guardians.title',
    paragraphs: ['terms.guardians.mahram', 'terms.guardians.singles', 'terms.guardians.password'],
  },
  {
    id: 'personal-details',
    title: 'terms.details.title',
    paragraphs: ['terms.details.forbidden', 'terms.details.match'],
  },
  {
    id: 'conduct',
    title: 'terms.conduct.title',
    paragraphs: ['terms.conduct.respect', 'terms.conduct.meetings'],
  },
  {
    id: 'responsiveness',
    title: 'terms.responsiveness.title',
    paragraphs: ['terms.responsiveness.answer'],
  },
  {
    id: 'privacy',
    title: 'terms.privacy.title',
    paragraphs: ['terms.privacy.shown', 'terms.privacy.use'],
  },
  {
    id: 'payments',
    title: 'terms.payments.title',
    paragraphs: ['terms.payments.billing', 'terms.payments.currencies'],
  },
  {
    id: 'deletion',
    title: 'terms.deletion.title',
    paragraphs: ['terms.deletion.anyTime', 'terms.deletion.breach'],
  },
  {
    id: 'liability',
    title: 'terms.liability.title',
    paragraphs: ['terms.liability.guarantee', 'terms.liability.losses'],
  },
  { id: 'changes', title: 'terms.changes.title', paragraphs: ['terms.changes.update'] },
  // The support address is server configuration (decision 037), not known to the web build.
  { id: 'contact', title: 'terms.contact.title', paragraphs: ['terms.contact.support'] },
];
