import { HEIGHT_RANGE, LGA_MAX, WEIGHT_RANGE } from '@waliyy/contract/children';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
} from '@waliyy/contract/options';
import { COUNTRIES, NATIONALITIES } from '@waliyy/contract/places';
import type { ReactElement, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceField, YES_NO } from './choice-field';
import { PROFILE_LABELS } from './profile-labels';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

// The inputs of a single's editable profile fields, written once for both forms that ask them:
// the set-up form (/get-started) and the profile form in Settings. Each form lays them out in
// its own sections and passes each one its registration; the label, the kind of input, the
// contract's length limits and the hint are the same in both.

/** What a form passes a field: react-hook-form's registration, its error, the server's mark. */
export type ProfileFieldProps = UseFormRegisterReturn & { error?: string; detail?: ReactNode };

/** A field that takes the whole width of a section (long answers, conditional follow-ups). */
export const WIDE = 'md:col-span-2';

type Render = (props: ProfileFieldProps) => ReactElement;

const yesNo =
  (label: string, more: { className?: string; hint?: string } = {}): Render =>
  (props) => <ChoiceField label={label} options={YES_NO} {...more} {...props} />;

const longText =
  (label: string, more: { rows?: number; hint?: string } = {}): Render =>
  (props) => <TextareaField label={label} maxLength={2000} className={WIDE} {...more} {...props} />;

export const PROFILE_FIELDS = {
  maritalStatus: (props) => (
    <SelectField label="Marital status" options={MARITAL_STATUSES} {...props} />
  ),
  height: (props) => (
    <TextField
      label="Height (m)"
      type="number"
      inputMode="decimal"
      step="0.01"
      min={HEIGHT_RANGE.min}
      max={HEIGHT_RANGE.max}
      hint="In metres, e.g. 1.70"
      {...props}
    />
  ),
  weight: (props) => (
    <TextField
      label="Weight (kg)"
      type="number"
      inputMode="decimal"
      step="0.1"
      min={WEIGHT_RANGE.min}
      max={WEIGHT_RANGE.max}
      hint="In kilograms"
      {...props}
    />
  ),
  hasChildren: yesNo(PROFILE_LABELS.hasChildren),
  isSmoker: yesNo(PROFILE_LABELS.isSmoker),
  isDrinker: yesNo(PROFILE_LABELS.isDrinker),
  hasAddictions: yesNo(PROFILE_LABELS.hasAddictions),
  isPolygamous: yesNo(PROFILE_LABELS.isPolygamous, { className: WIDE, hint: 'Optional.' }),
  waliName: (props) => (
    <TextField
      label="Wali’s name"
      autoComplete="off"
      maxLength={50}
      hint="Optional."
      className={WIDE}
      {...props}
    />
  ),
  waliEmail: (props) => (
    <TextField label="Wali’s e-mail" type="email" autoComplete="off" {...props} />
  ),
  waliPhoneNumber: (props) => (
    <TextField
      label="Wali’s phone"
      type="tel"
      autoComplete="off"
      hint="With the country code, e.g. +2348012345678"
      {...props}
    />
  ),
  citizenship: (props) => <SelectField label="Citizenship" options={NATIONALITIES} {...props} />,
  countryofResidence: (props) => (
    <SelectField label="Country of residence" options={COUNTRIES} {...props} />
  ),
  educationLevel: (props) => (
    <SelectField label="Level of education" options={EDUCATION_LEVELS} {...props} />
  ),
  employmentStatus: (props) => (
    <SelectField label="Employment status" options={EMPLOYMENT_STATUSES} {...props} />
  ),
  profession: (props) => (
    <TextField
      label="Profession"
      maxLength={100}
      hint="e.g. Pharmacist, trader, student of engineering"
      className={WIDE}
      {...props}
    />
  ),
  professionalPlans: longText('Short and medium term plans', { rows: 3 }),
  isWillingToRelocate: yesNo(PROFILE_LABELS.isWillingToRelocate, { className: WIDE }),
  // A text box, not one line: the contract allows line breaks, and a one-line input would drop
  // those of an answer saved before on the next save.
  relocationPlans: (props) => (
    <TextareaField
      label={PROFILE_LABELS.relocationPlans}
      rows={2}
      maxLength={1000}
      hint="Optional: a city, a country, or anywhere"
      className={WIDE}
      {...props}
    />
  ),
  isARevert: yesNo(PROFILE_LABELS.isARevert),
  salatPattern: (props) => (
    <SelectField label="Pattern of salat" options={SALAT_PATTERNS} {...props} />
  ),
  belongsToIslamicOrganization: yesNo(PROFILE_LABELS.belongsToIslamicOrganization, {
    className: WIDE,
  }),
  islamicOrganizationName: (props) => (
    <TextField
      label={PROFILE_LABELS.islamicOrganizationName}
      maxLength={200}
      hint="Optional"
      className={WIDE}
      {...props}
    />
  ),
  speakersListenedTo: (props) => (
    <TextField
      label={PROFILE_LABELS.speakersListenedTo}
      hint="Optional. Separate names with commas"
      className={WIDE}
      {...props}
    />
  ),
  descriptionOfIslamicPractice: longText(PROFILE_LABELS.descriptionOfIslamicPractice),
  about: longText(PROFILE_LABELS.about, {
    rows: 5,
    hint: 'Character, interests, family, what you hope for in a marriage',
  }),
  aboutEducationAndJob: longText(PROFILE_LABELS.aboutEducationAndJob),
  aboutDressing: longText(PROFILE_LABELS.aboutDressing, { rows: 3 }),
} satisfies Record<string, Render>;

export type ProfileFieldName = keyof typeof PROFILE_FIELDS | 'lga';

type LgaFieldProps = ProfileFieldProps & {
  /** The state's LGAs when the list applies (decision 063), else null: written freely. */
  lgas: readonly string[] | null;
  /** Said under the list (Settings: the state of origin cannot change there). */
  hint?: string;
};

/** The LGA: one of the state's list, or 'LGA or County' written freely. */
export function LgaField({ lgas, hint, ...props }: LgaFieldProps) {
  return lgas ? (
    <SelectField
      key="lga-select"
      label="LGA"
      options={lgas.map((lga) => ({ value: lga, label: lga }))}
      hint={hint}
      {...props}
    />
  ) : (
    <TextField
      key="lga-text"
      label="LGA or County"
      autoComplete="off"
      maxLength={LGA_MAX}
      {...props}
    />
  );
}
