import { DEFAULT_MIN_AGE } from '@waliyy/contract/constants';
import type { Preference } from '@waliyy/contract/preferences';
import type { Path } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** A soft yes/no as its radio group holds it: '' is "no preference" (decision 045). */
export type SoftChoice = '' | 'true' | 'false';

/**
 * What the /filter inputs hold: numbers as typed ('' = no limit), multi-selects as arrays of
 * option values, soft booleans as their radio value. `PreferenceBody` turns this into the body.
 */
export type PreferenceFormValues = {
  minAge: string;
  maxAge: string;
  genotypes: string[];
  minHeight: string;
  maxHeight: string;
  minWeight: string;
  maxWeight: string;
  maritalStatus: string[];
  levelOfEducation: string[];
  employmentStatus: string[];
  countryOfResidence: string[];
  citizenship: string[];
  patternOfSalat: string[];
  sect: string[];
  willingnessToRelocate: SoftChoice;
  hasChildren: SoftChoice;
  isRevert: SoftChoice;
  isSmoker: SoftChoice;
  isDrinker: SoftChoice;
  hasAddictions: SoftChoice;
  /** Required checks (decision 083): ticked, a must-have. */
  verifiedPhone: boolean;
  verifiedSingle: boolean;
  verifiedGenotype: boolean;
};

export type RequiredCheckName = 'verifiedPhone' | 'verifiedSingle' | 'verifiedGenotype';

export type MultiSelectName = {
  [K in keyof PreferenceFormValues]: PreferenceFormValues[K] extends string[] ? K : never;
}[keyof PreferenceFormValues];

export type SoftChoiceName = {
  [K in keyof PreferenceFormValues]: PreferenceFormValues[K] extends SoftChoice ? K : never;
}[keyof PreferenceFormValues];

const numberText = (value: number | null) => (value === null ? '' : String(value));
const softChoice = (value: boolean | null): SoftChoice => (value === null ? '' : `${value}`);

/** The saved preference in the form, or the defaults of decision 044 when there is none. */
export function toFormValues(preference: Preference | null): PreferenceFormValues {
  return {
    minAge: String(preference?.minAge ?? DEFAULT_MIN_AGE),
    maxAge: numberText(preference?.maxAge ?? null),
    genotypes: [...(preference?.genotypes ?? [])],
    minHeight: numberText(preference?.minHeight ?? null),
    maxHeight: numberText(preference?.maxHeight ?? null),
    minWeight: numberText(preference?.minWeight ?? null),
    maxWeight: numberText(preference?.maxWeight ?? null),
    maritalStatus: [...(preference?.maritalStatus ?? [])],
    levelOfEducation: [...(preference?.levelOfEducation ?? [])],
    employmentStatus: [...(preference?.employmentStatus ?? [])],
    countryOfResidence: [...(preference?.countryOfResidence ?? [])],
    citizenship: [...(preference?.citizenship ?? [])],
    patternOfSalat: [...(preference?.patternOfSalat ?? [])],
    sect: [...(preference?.sect ?? [])],
    willingnessToRelocate: softChoice(preference?.willingnessToRelocate ?? null),
    hasChildren: softChoice(preference?.hasChildren ?? null),
    isRevert: softChoice(preference?.isRevert ?? null),
    isSmoker: softChoice(preference?.isSmoker ?? null),
    isDrinker: softChoice(preference?.isDrinker ?? null),
    hasAddictions: softChoice(preference?.hasAddictions ?? null),
    verifiedPhone: preference?.verifiedPhone ?? false,
    verifiedSingle: preference?.verifiedSingle ?? false,
    verifiedGenotype: preference?.verifiedGenotype ?? false,
  };
}

const FIELD_NAMES = new Set<string>(Object.keys(toFormValues(null)));

/**
 * The server's field errors → the form's fields. The form uses the API's names; an error on
 * one item of a list ('countryOfResidence.3') goes under the whole list.
 */
export function serverFieldNames(
  error: unknown,
): Partial<Record<string, Path<PreferenceFormValues>>> {
  if (!(error instanceof ApiError)) return {};
  const names: Partial<Record<string, Path<PreferenceFormValues>>> = {};
  for (const key of Object.keys(error.fieldErrors)) {
    const field = key.split('.')[0] ?? '';
    if (FIELD_NAMES.has(field)) names[key] = field as Path<PreferenceFormValues>;
  }
  return names;
}
