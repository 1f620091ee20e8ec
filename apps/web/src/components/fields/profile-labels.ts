import { FREE_TEXT_NAMES, fieldLabel, perField } from '@waliyy/contract/free-text-fields';
import type { MessageKey } from '../../i18n/translate';

/**
 * The questions about a single, written once for the set-up form (/get-started) and the profile
 * form in Settings (decision 021: one voice). A guardian fills them in about the single,
 * answering as the single would, so they speak to the single: 'you', as the spec's set-up
 * messages do ('Tell us about you', 'Tell us about your dressing'). Keyed by the profile field;
 * catalog keys, translated where they are shown (`t(PROFILE_LABELS.about)`). The free-text
 * fields' are the contract's field-names catalogs' (decision 079); a key missing there does not compile.
 */
export const PROFILE_LABELS = {
  hasChildren: 'setup.question.hasChildren',
  isSmoker: 'setup.question.isSmoker',
  isDrinker: 'setup.question.isDrinker',
  hasAddictions: 'setup.question.hasAddictions',
  isPolygamous: 'setup.question.isPolygamous',
  isWillingToRelocate: 'setup.question.isWillingToRelocate',
  isARevert: 'setup.question.isARevert',
  belongsToIslamicOrganization: 'setup.question.belongsToIslamicOrganization',
  ...perField(FREE_TEXT_NAMES, (_, field) => fieldLabel(field)),
} as const satisfies Record<string, MessageKey>;
