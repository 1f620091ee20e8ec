import type { MessageKey } from '../../i18n/translate';

/**
 * The questions about a single, written once for the set-up form (/get-started) and the profile
 * form in Settings (issue 23, point 20: one voice). A guardian fills them in about the single,
 * answering as the single would, so they speak to the single: 'you', as the spec's set-up
 * messages do ('Tell us about you', 'Tell us about your dressing'). Keyed by the profile field;
 * catalog keys, translated where they are shown (`t(PROFILE_LABELS.about)`).
 */
export const PROFILE_LABELS = {
  hasChildren: 'setup.question.hasChildren',
  isSmoker: 'setup.question.isSmoker',
  isDrinker: 'setup.question.isDrinker',
  hasAddictions: 'setup.question.hasAddictions',
  isPolygamous: 'setup.question.isPolygamous',
  isWillingToRelocate: 'setup.question.isWillingToRelocate',
  relocationPlans: 'setup.question.relocationPlans',
  isARevert: 'setup.question.isARevert',
  belongsToIslamicOrganization: 'setup.question.belongsToIslamicOrganization',
  islamicOrganizationName: 'setup.question.islamicOrganizationName',
  speakersListenedTo: 'setup.question.speakersListenedTo',
  descriptionOfIslamicPractice: 'setup.question.descriptionOfIslamicPractice',
  about: 'setup.question.about',
  aboutEducationAndJob: 'setup.question.aboutEducationAndJob',
  aboutDressing: 'setup.question.aboutDressing',
} as const satisfies Record<string, MessageKey>;
