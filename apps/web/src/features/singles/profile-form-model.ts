import {
  type ChildProfile,
  EDITABLE_FIELDS,
  OPTIONAL_FIELDS,
  placeErrors,
  WALI_FIELDS,
  waliErrors,
} from '@waliyy/contract/children';
import { z } from 'zod';
import type { ChildUpdateInput } from './api';

// The settings form of a single's profile (product.md §3 'Editable', §5 'Settings profile form'):
// the form holds strings, the contract's EDITABLE_FIELDS validate them, and the body carries
// only the editable fields, booleans as the strings 'true'/'false'. The Terms (no contact
// details, no names) are the server's to check, as in the set-up form (see setup-form-model.ts
// for why the web does not load the detector): its 400 names the field, the kind and the span.

const FORM_FIELDS = { ...EDITABLE_FIELDS, ...OPTIONAL_FIELDS };
/** The editable fields, a woman's wali and a man's isPolygamous (decision 061). */
export type EditableField = keyof typeof FORM_FIELDS;

/** What the inputs hold: every field as a string ('' for nothing). */
export type ProfileFormValues = Record<EditableField, string>;

export const BOOLEAN_FIELDS = [
  'hasChildren',
  'isSmoker',
  'isDrinker',
  'hasAddictions',
  'isWillingToRelocate',
  'isARevert',
  'belongsToIslamicOrganization',
] as const satisfies readonly EditableField[];

/**
 * The contract's editable fields, plus the rules that need the read-only part of the profile:
 * where the single comes from (decision 063: in Nigeria, a Nigerian state needs one of its LGAs
 * and a Nigerian citizen a Nigerian state of origin — the state cannot change here, so that
 * error sits on citizenship), and a woman's wali named whole or not at all.
 */
export function profileFormSchema(profile: Pick<ChildProfile, 'state' | 'gender'>) {
  return z.object(FORM_FIELDS).superRefine((values, ctx) => {
    const place = placeErrors({ ...values, state: profile.state });
    for (const [field, message] of Object.entries(place)) {
      ctx.addIssue({ code: 'custom', path: [field === 'state' ? 'citizenship' : field], message });
    }
    if (profile.gender !== 'FEMALE') return;
    for (const [field, message] of Object.entries(waliErrors(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/** The form's starting values, from the profile as the server sent it. */
export function toFormValues(profile: ChildProfile): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const field of Object.keys(FORM_FIELDS) as EditableField[]) {
    const value = profile[field];
    values[field] = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  }
  return values;
}

/**
 * PUT /parent/child/{id}: only the editable fields; booleans as 'true'/'false' (product.md §5). A
 * woman's wali goes with them (null clears it); a man's isPolygamous, when answered.
 */
export function toUpdateBody(
  values: ProfileFormOutput,
  gender: ChildProfile['gender'],
): ChildUpdateInput {
  const { isPolygamous, waliName, waliEmail, waliPhoneNumber, ...editable } = values;
  const body: ChildUpdateInput = { ...editable };
  for (const field of BOOLEAN_FIELDS) body[field] = String(values[field]);
  if (gender === 'FEMALE') {
    for (const field of WALI_FIELDS) body[field] = values[field] ?? null;
  } else if (isPolygamous != null) {
    body.isPolygamous = String(isPolygamous);
  }
  return body;
}

/** Server field errors that have an input here (the API names them as the form does). */
export const SERVER_FIELDS: Readonly<Record<string, EditableField>> = {
  ...Object.fromEntries(Object.keys(FORM_FIELDS).map((field) => [field, field])),
  // The state of origin is read-only: a Nigerian citizenship it does not allow is the cause.
  state: 'citizenship',
};
