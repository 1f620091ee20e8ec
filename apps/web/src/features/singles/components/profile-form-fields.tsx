import {
  type ChildProfile,
  HEIGHT_RANGE,
  isLgaListed,
  LGA_MAX,
  WALI_REASON,
  WEIGHT_RANGE,
} from '@waliyy/contract/children';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  SALAT_PATTERNS,
} from '@waliyy/contract/options';
import { COUNTRIES, lgasOf, NATIONALITIES } from '@waliyy/contract/places';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../components/fields/choice-field';
import { ContactSpan } from '../../../components/fields/contact-span';
import { PROFILE_LABELS } from '../../../components/fields/profile-labels';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { TextareaField } from '../../../components/fields/textarea-field';
import type { ContactMark } from '../../../lib/contact-marks';
import type { EditableField, ProfileFormValues } from '../profile-form-model';

type ProfileFormFieldsProps = {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  /** What the server found in the fields of the last refused save (DECISIONS 41), by field. */
  marks: Partial<Record<EditableField, ContactMark>>;
  /** The read-only state of origin: in Nigeria, a Nigerian state's LGA is picked from its list. */
  state: string;
  countryofResidence: string;
  /** A woman's single names her wali; a man's says whether he is open to polygyny. */
  gender: ChildProfile['gender'];
  isWillingToRelocate: boolean;
  belongsToIslamicOrganization: boolean;
};

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="border-t border-cream-300 pt-6 first:border-t-0 first:pt-0">
      <legend className="font-serif text-xl font-semibold text-brand-900">{title}</legend>
      {intro ? <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p> : null}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const WIDE = 'sm:col-span-2';

/** The editable fields of a single's profile (spec §3), in the set-up form's five sections. */
export function ProfileFormFields({
  register,
  errors,
  marks,
  state,
  countryofResidence,
  gender,
  isWillingToRelocate,
  belongsToIslamicOrganization,
}: ProfileFormFieldsProps) {
  // A field refused for contact details shows the span while the server's error stands (an edit
  // re-validates the field and clears both); only such fields get a `detail`, which a choice
  // field would pass on to its inputs.
  const field = (name: EditableField) => {
    const mark = errors[name]?.type === 'server' ? marks[name] : undefined;
    return {
      ...register(name),
      error: errors[name]?.message,
      ...(mark ? { detail: <ContactSpan mark={mark} /> } : {}),
    };
  };
  // DECISIONS 37: the state's list only for a Nigerian state of origin and a home in Nigeria.
  const lgas = isLgaListed({ state, countryofResidence })
    ? lgasOf(state).map((lga) => ({ value: lga, label: lga }))
    : null;

  return (
    <div className="grid gap-8">
      <Section title="Personal details">
        <TextField
          label="Height (m)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={HEIGHT_RANGE.min}
          max={HEIGHT_RANGE.max}
          {...field('height')}
        />
        <TextField
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={WEIGHT_RANGE.min}
          max={WEIGHT_RANGE.max}
          {...field('weight')}
        />
        <SelectField
          label="Marital status"
          options={MARITAL_STATUSES}
          className={WIDE}
          {...field('maritalStatus')}
        />
        <ChoiceField
          label={PROFILE_LABELS.hasChildren}
          options={YES_NO}
          {...field('hasChildren')}
        />
        <ChoiceField label={PROFILE_LABELS.isSmoker} options={YES_NO} {...field('isSmoker')} />
        <ChoiceField label={PROFILE_LABELS.isDrinker} options={YES_NO} {...field('isDrinker')} />
        <ChoiceField
          label={PROFILE_LABELS.hasAddictions}
          options={YES_NO}
          {...field('hasAddictions')}
        />
        {gender === 'MALE' ? (
          <ChoiceField
            label={PROFILE_LABELS.isPolygamous}
            options={YES_NO}
            className={WIDE}
            {...field('isPolygamous')}
          />
        ) : null}
      </Section>

      {gender === 'FEMALE' ? (
        <Section title="Wali’s contact" intro={WALI_REASON.settings}>
          <TextField
            label="Wali’s name"
            autoComplete="off"
            maxLength={50}
            className={WIDE}
            {...field('waliName')}
          />
          <TextField
            label="Wali’s e-mail"
            type="email"
            autoComplete="off"
            {...field('waliEmail')}
          />
          <TextField
            label="Wali’s phone"
            type="tel"
            autoComplete="off"
            hint="With the country code, e.g. +2348012345678"
            {...field('waliPhoneNumber')}
          />
        </Section>
      ) : null}

      <Section title="Nationality">
        <SelectField label="Nationality" options={NATIONALITIES} {...field('citizenship')} />
        <SelectField
          label="Country of residence"
          options={COUNTRIES}
          {...field('countryofResidence')}
        />
        {lgas ? (
          <SelectField
            label="LGA"
            options={lgas}
            hint={`The local government areas of ${state}, the state of origin.`}
            className={WIDE}
            {...field('lga')}
          />
        ) : (
          <TextField label="LGA or county" maxLength={LGA_MAX} className={WIDE} {...field('lga')} />
        )}
      </Section>

      <Section title="Education and profession">
        <SelectField
          label="Level of education"
          options={EDUCATION_LEVELS}
          {...field('educationLevel')}
        />
        <SelectField
          label="Employment status"
          options={EMPLOYMENT_STATUSES}
          {...field('employmentStatus')}
        />
        <TextField label="Profession" className={WIDE} {...field('profession')} />
        <TextareaField
          label="Short and medium term plans"
          className={WIDE}
          {...field('professionalPlans')}
        />
        <ChoiceField
          label={PROFILE_LABELS.isWillingToRelocate}
          options={YES_NO}
          className={WIDE}
          {...field('isWillingToRelocate')}
        />
        {isWillingToRelocate ? (
          <TextareaField
            label={PROFILE_LABELS.relocationPlans}
            rows={3}
            className={WIDE}
            {...field('relocationPlans')}
          />
        ) : null}
      </Section>

      <Section title="About my deen">
        <ChoiceField label={PROFILE_LABELS.isARevert} options={YES_NO} {...field('isARevert')} />
        <SelectField label="Pattern of salat" options={SALAT_PATTERNS} {...field('salatPattern')} />
        <ChoiceField
          label={PROFILE_LABELS.belongsToIslamicOrganization}
          options={YES_NO}
          className={WIDE}
          {...field('belongsToIslamicOrganization')}
        />
        {belongsToIslamicOrganization ? (
          <TextField
            label={PROFILE_LABELS.islamicOrganizationName}
            className={WIDE}
            {...field('islamicOrganizationName')}
          />
        ) : null}
        <TextField
          label={PROFILE_LABELS.speakersListenedTo}
          hint="Separate the names with commas."
          className={WIDE}
          {...field('speakersListenedTo')}
        />
        <TextareaField
          label={PROFILE_LABELS.descriptionOfIslamicPractice}
          className={WIDE}
          {...field('descriptionOfIslamicPractice')}
        />
      </Section>

      <Section title="Self summary">
        <TextareaField label={PROFILE_LABELS.about} className={WIDE} {...field('about')} />
        <TextareaField
          label={PROFILE_LABELS.aboutEducationAndJob}
          className={WIDE}
          {...field('aboutEducationAndJob')}
        />
        <TextareaField
          label={PROFILE_LABELS.aboutDressing}
          className={WIDE}
          {...field('aboutDressing')}
        />
      </Section>
    </div>
  );
}
