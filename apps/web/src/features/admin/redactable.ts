import {
  REDACTABLE_FIELD_LABELS,
  REDACTABLE_FIELDS,
  type RedactableField,
} from '@waliyy/contract/admin-moderation';
import type { ChildProfile } from '@waliyy/contract/children';
import type { TermsField } from '@waliyy/contract/terms';

// The free-text fields of a single that staff can edit out (decision 012), with the names the
// console shows for them (and for the safety scan's findings, every Terms field).

export const FIELD_LABELS: Record<TermsField, string> = {
  ...REDACTABLE_FIELD_LABELS,
  state: 'State of origin',
  lga: 'LGA',
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
