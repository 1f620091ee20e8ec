import type { MessageKey } from '../../../i18n/translate';

// The guardian's role and the platform's rules (product.md §1, §5 Terms); words in `site`.

export type Guidance = { title: MessageKey; description: MessageKey };

export const GUARDIAN_GUIDANCE: readonly Guidance[] = [
  { title: 'guardians.register.title', description: 'guardians.register.text' },
  { title: 'guardians.manage.title', description: 'guardians.manage.text' },
  { title: 'guardians.consult.title', description: 'guardians.consult.text' },
  { title: 'guardians.supervise.title', description: 'guardians.supervise.text' },
  { title: 'guardians.nikah.title', description: 'guardians.nikah.text' },
];

export const RULES: readonly Guidance[] = [
  { title: 'rules.details.title', description: 'rules.details.text' },
  { title: 'rules.age.title', description: 'rules.age.text' },
  { title: 'rules.respond.title', description: 'rules.respond.text' },
  { title: 'rules.respect.title', description: 'rules.respect.text' },
];
