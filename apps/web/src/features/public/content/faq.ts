import type { MessageKey } from '../../../i18n/translate';

// The ten questions of the home page's FAQ (product.md §1, §9), their words in the `site`
// catalogs. Answers must stay true to how the product works — see decisions 027, 028, 038, 042,
// 051 before changing one.

export type FaqEntry = { question: MessageKey; answer: MessageKey };

export const FAQ: readonly FaqEntry[] = [
  { question: 'faq.signUp.question', answer: 'faq.signUp.answer' },
  { question: 'faq.shared.question', answer: 'faq.shared.answer' },
  { question: 'faq.cost.question', answer: 'faq.cost.answer' },
  { question: 'faq.singles.question', answer: 'faq.singles.answer' },
  { question: 'faq.photos.question', answer: 'faq.photos.answer' },
  { question: 'faq.genotype.question', answer: 'faq.genotype.answer' },
  { question: 'faq.birthDate.question', answer: 'faq.birthDate.answer' },
  { question: 'faq.visible.question', answer: 'faq.visible.answer' },
  { question: 'faq.afterMatch.question', answer: 'faq.afterMatch.answer' },
  { question: 'faq.delete.question', answer: 'faq.delete.answer' },
];
