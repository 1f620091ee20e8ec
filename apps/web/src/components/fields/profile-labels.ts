/**
 * The questions about a single, written once for the set-up form (/get-started) and the profile
 * form in Settings (issue 23, point 20: one voice). A guardian fills them in about the single,
 * answering as the single would, so they speak to the single: 'you', as the spec's set-up
 * messages do ('Tell us about you', 'Tell us about your dressing'). Keyed by the profile field.
 */
export const PROFILE_LABELS = {
  hasChildren: 'Do you have children?',
  isSmoker: 'Do you smoke?',
  isDrinker: 'Do you drink?',
  hasAddictions: 'Do you have any addictions?',
  isPolygamous: 'Are you open to a polygynous marriage?',
  isWillingToRelocate: 'Are you willing to relocate?',
  relocationPlans: 'Where would you relocate to?',
  isARevert: 'Are you a revert?',
  belongsToIslamicOrganization: 'Do you belong to an Islamic organisation?',
  islamicOrganizationName: 'Name of the organisation',
  speakersListenedTo: 'Speakers and scholars you listen to',
  descriptionOfIslamicPractice: 'Describe your Islamic practice',
  about: 'About you',
  aboutEducationAndJob: 'About your education and job',
  aboutDressing: 'How do you dress?',
} as const;
