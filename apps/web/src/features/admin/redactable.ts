import { REDACTABLE_FIELDS, type RedactableField } from '@waliyy/contract/admin-moderation';
import type { ChildProfile } from '@waliyy/contract/children';

// The free-text fields of a single that staff can edit out (issue 8), with the names the
// console shows for them.

export const FIELD_LABELS: Record<RedactableField, string> = {
  about: 'About',
  aboutEducationAndJob: 'About education and job',
  aboutDressing: 'About dressing',
  descriptionOfIslamicPractice: 'Islamic practice',
  professionalPlans: 'Professional plans',
  relocationPlans: 'Relocation plans',
  islamicOrganizationName: 'Islamic organisation',
  mixedEthnicityDescription: 'Mixed ethnicity',
  startedPracticingIn: 'Started practising in',
  speakersListenedTo: 'Speakers listened to',
  profession: 'Profession',
};

/** A field's current text ('' when not given). */
export function fieldText(profile: ChildProfile, field: RedactableField): string {
  const value = profile[field];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

/** The fields that hold any text, in the contract's order. */
export function redactableTexts(profile: ChildProfile): RedactableField[] {
  return REDACTABLE_FIELDS.filter((field) => fieldText(profile, field).trim() !== '');
}
