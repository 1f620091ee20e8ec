import { LGA_MAX } from '@waliyy/contract/children';
import {
  type FreeTextWhere,
  freeTextWhere,
  perField,
  thenTheRest,
} from '@waliyy/contract/free-text-fields';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
} from '@waliyy/contract/options';
import { COUNTRIES, NATIONALITIES } from '@waliyy/contract/places';
import type { ReactElement, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type MessageKey, t } from '../../i18n/translate';
import { ChoiceField, YES_NO } from './choice-field';
import { PROFILE_LABELS } from './profile-labels';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

// The inputs of a single's editable profile fields, written once for both forms that ask them:
// the set-up form (/get-started) and the profile form in Settings. Each form lays them out in
// its own sections and passes each one its registration; the label, the kind of input, the
// contract's length limits and the hint are the same in both. The words are catalog keys,
// translated as each field is drawn (the forms call these while rendering), not when this
// module loads.

/** What a form passes a field: react-hook-form's registration, its error, the server's mark. */
export type ProfileFieldProps = UseFormRegisterReturn & { error?: string; detail?: ReactNode };

/** A field that takes the whole width of a section (long answers, conditional follow-ups). */
export const WIDE = 'md:col-span-2';

type Render = (props: ProfileFieldProps) => ReactElement;

const yesNo =
  (label: MessageKey, { hint, ...more }: { className?: string; hint?: MessageKey } = {}): Render =>
  (props) => (
    <ChoiceField label={t(label)} options={YES_NO} hint={hint && t(hint)} {...more} {...props} />
  );

const longText =
  (
    label: MessageKey,
    {
      hint,
      maxLength = 2000,
      ...more
    }: { rows?: number; hint?: MessageKey; maxLength?: number } = {},
  ): Render =>
  (props) => (
    <TextareaField
      label={t(label)}
      maxLength={maxLength}
      className={WIDE}
      hint={hint && t(hint)}
      {...more}
      {...props}
    />
  );

/** The long free texts of FREE_TEXT_FIELDS, each a text area with its label and limit (decision 079). */
const LONG_TEXTS = freeTextWhere<FreeTextWhere<{ kind: 'long' }>>((spec) => spec.kind === 'long');
const longTexts = perField(LONG_TEXTS, (spec, field) =>
  longText(PROFILE_LABELS[field], {
    maxLength: spec.max,
    hint: spec.required === null ? 'forms.profile.optional' : undefined,
  }),
);

/** The inputs, each by its field; the free texts laid out by hand first, the list's others after. */
export const PROFILE_FIELDS = thenTheRest(
  {
    maritalStatus: (props) => (
      <SelectField label={t('forms.profile.maritalStatus')} options={MARITAL_STATUSES} {...props} />
    ),
    height: (props) => (
      <TextField
        label={t('forms.profile.height')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('forms.profile.heightHint')}
        {...props}
      />
    ),
    weight: (props) => (
      <TextField
        label={t('forms.profile.weight')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('forms.profile.weightHint')}
        {...props}
      />
    ),
    hasChildren: yesNo(PROFILE_LABELS.hasChildren),
    isSmoker: yesNo(PROFILE_LABELS.isSmoker),
    isDrinker: yesNo(PROFILE_LABELS.isDrinker),
    hasAddictions: yesNo(PROFILE_LABELS.hasAddictions),
    isPolygamous: yesNo(PROFILE_LABELS.isPolygamous, {
      className: WIDE,
      hint: 'forms.profile.optional',
    }),
    waliName: (props) => (
      <TextField
        label={t('forms.profile.waliName')}
        autoComplete="off"
        maxLength={50}
        hint={t('forms.profile.optional')}
        className={WIDE}
        {...props}
      />
    ),
    waliEmail: (props) => (
      <TextField label={t('forms.profile.waliEmail')} type="email" autoComplete="off" {...props} />
    ),
    waliPhoneNumber: (props) => (
      <TextField
        label={t('forms.profile.waliPhone')}
        type="tel"
        autoComplete="off"
        hint={t('forms.profile.waliPhoneHint')}
        {...props}
      />
    ),
    citizenship: (props) => (
      <SelectField label={t('forms.profile.citizenship')} options={NATIONALITIES} {...props} />
    ),
    countryofResidence: (props) => (
      <SelectField label={t('forms.profile.residence')} options={COUNTRIES} {...props} />
    ),
    educationLevel: (props) => (
      <SelectField label={t('forms.profile.education')} options={EDUCATION_LEVELS} {...props} />
    ),
    employmentStatus: (props) => (
      <SelectField label={t('forms.profile.employment')} options={EMPLOYMENT_STATUSES} {...props} />
    ),
    profession: (props) => (
      <TextField
        label={t(PROFILE_LABELS.profession)}
        maxLength={100}
        hint={t('forms.profile.professionHint')}
        className={WIDE}
        {...props}
      />
    ),
    professionalPlans: longText(PROFILE_LABELS.professionalPlans, { rows: 3 }),
    isWillingToRelocate: yesNo(PROFILE_LABELS.isWillingToRelocate, { className: WIDE }),
    // A text box, not one line: the contract allows line breaks, and a one-line input would drop
    // those of an answer saved before on the next save.
    relocationPlans: (props) => (
      <TextareaField
        label={t(PROFILE_LABELS.relocationPlans)}
        rows={2}
        maxLength={1000}
        hint={t('forms.profile.relocationHint')}
        className={WIDE}
        {...props}
      />
    ),
    isARevert: yesNo(PROFILE_LABELS.isARevert),
    salatPattern: (props) => (
      <SelectField label={t('forms.profile.salat')} options={SALAT_PATTERNS} {...props} />
    ),
    belongsToIslamicOrganization: yesNo(PROFILE_LABELS.belongsToIslamicOrganization, {
      className: WIDE,
    }),
    islamicOrganizationName: (props) => (
      <TextField
        label={t(PROFILE_LABELS.islamicOrganizationName)}
        maxLength={200}
        hint={t('forms.profile.optionalNoStop')}
        className={WIDE}
        {...props}
      />
    ),
    speakersListenedTo: (props) => (
      <TextField
        label={t(PROFILE_LABELS.speakersListenedTo)}
        hint={t('forms.profile.speakersHint')}
        className={WIDE}
        {...props}
      />
    ),
    descriptionOfIslamicPractice: longText(PROFILE_LABELS.descriptionOfIslamicPractice),
    about: longText(PROFILE_LABELS.about, { rows: 5, hint: 'forms.profile.aboutHint' }),
    aboutEducationAndJob: longText(PROFILE_LABELS.aboutEducationAndJob),
    aboutDressing: longText(PROFILE_LABELS.aboutDressing, { rows: 3 }),
  } satisfies Record<string, Render>,
  longTexts,
);

/**
 * The Summary section of both forms, in the list's order (about, education and job, dressing…):
 * laid out from FREE_TEXT_FIELDS, so a `summary` field the list adds shows in both.
 */
export const SUMMARY_FIELDS = freeTextWhere<FreeTextWhere<{ form: 'summary'; kind: 'long' }>>(
  (spec) => spec.form === 'summary' && spec.kind === 'long',
);

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
      label={t(PROFILE_LABELS.lga)}
      options={lgas.map((lga) => ({ value: lga, label: lga }))}
      hint={hint}
      {...props}
    />
  ) : (
    <TextField
      key="lga-text"
      label={t('forms.profile.lgaOrCounty')}
      autoComplete="off"
      maxLength={LGA_MAX}
      {...props}
    />
  );
}
