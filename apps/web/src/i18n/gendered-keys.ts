import type { MessageKey } from './translate';

/**
 * The messages that follow a person's gender (decision 46), in one place: each is given
 * `gender` (gender.ts: 'female' | 'male' | 'other') by the code that draws it, and a language
 * that marks gender (Arabic, Hausa) chooses its words with `{gender, select, …}`; English and
 * Yoruba need not. `other`, for a gender not known, is a form right for both. The catalogs test
 * lets these keys use `gender` where English does not, and gender.test.ts formats each one.
 */
export const GENDERED_KEYS: readonly MessageKey[] = [
  'profile.fact.hasChildren',
  'profile.fact.smokes',
  'profile.fact.drinks',
  'profile.fact.relocation',
  'profile.deen.revert',
  'profile.addictions.has',
  'profile.header.livesIn',
  'profile.card.livesIn',
  'dashboard.fit.country',
  'dashboard.fit.meets',
  // 'Ɗan ƙasar' / 'ʼYar ƙasar', «يحمل» / «تحمل جنسية» (decision 076).
  'dashboard.fit.nationality',
  // Said of the candidate in the third person, not as her own first-person option (decision 076).
  'dashboard.fit.salat',
  // Of the viewed single: 'she meets 3 of your preferences' (decision 076).
  'profile.why.bothSet',
  'profile.why.theirsMissing',
  'profile.why.ownMissing',
  'profile.why.bothMissing',
  'likes.match.heading',
  // The single's own confirmation (decision 083): of the single on her guardian's page…
  'singles.confirmation.title',
  'singles.confirmation.intro',
  'singles.confirmation.state.confirmed',
  'singles.confirmation.state.declined',
  'singles.confirmation.edits',
  'singles.confirmation.email',
  'singles.confirmation.phone',
  'singles.confirmation.resendHint',
  // …and to the single on her own page.
  'profile.confirm.title',
  'profile.confirm.intro',
  'profile.confirm.question',
  'profile.confirm.declineHint',
  'profile.confirm.agree',
  'profile.confirm.decline',
  'profile.confirm.withdrawTitle',
  'profile.confirm.withdrawIntro',
  // Of the other single's family: 'Her family will be told…' (decision 075).
  'profile.like.text',
  // Said in the preferences too, where the single's gender is not known: `other`.
  'preferences.lifestyle.isSmoker',
  'preferences.lifestyle.isDrinker',
  'preferences.lifestyle.isRevert',
  // The single's own confirmation (decision 083): 'she confirmed it herself'.
  'profile.badges.single',
  'profile.badges.singleName',
  'profile.checks.singleText',
  'dashboard.fit.singleConfirmed',
  'dashboard.fit.singleNotConfirmed',
  'account.verify.singleAction',
];
