import { HEIGHT_RANGE, WALI_REASON, WEIGHT_RANGE } from '@waliyy/contract/children';
import { GENDERS, GENOTYPES, MARITAL_STATUSES } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../components/fields/choice-field';
import { PROFILE_LABELS } from '../../../components/fields/profile-labels';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

/** Today as a date input's `max` (the user's own calendar day). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Section 1 (spec §5 'Profile setup'). */
export function PersonalDetails() {
  const field = useSetupField();
  const gender = useWatch({ control: useSetupForm().control, name: 'gender' });
  return (
    <SetupSection
      id="setup-personal"
      step={1}
      title="Personal Details"
      intro="The name, date of birth, gender and genotype cannot be changed once the profile is saved, so please check them."
    >
      <TextField label="First name" autoComplete="off" maxLength={50} {...field('firstName')} />
      <TextField label="Last name" autoComplete="off" maxLength={50} {...field('lastName')} />
      <TextField
        label="Date of birth"
        type="date"
        min="1900-01-01"
        max={today()}
        hint="Only the month and year are kept."
        {...field('dateOfBirth')}
      />
      <ChoiceField label="Gender" options={GENDERS} {...field('gender')} />
      <SelectField label="Genotype" options={GENOTYPES} {...field('genotype')} />
      <SelectField label="Marital status" options={MARITAL_STATUSES} {...field('maritalStatus')} />
      <TextField
        label="Height (m)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={HEIGHT_RANGE.min}
        max={HEIGHT_RANGE.max}
        hint="In metres, e.g. 1.70"
        {...field('height')}
      />
      <TextField
        label="Weight (kg)"
        type="number"
        inputMode="decimal"
        step="0.1"
        min={WEIGHT_RANGE.min}
        max={WEIGHT_RANGE.max}
        hint="In kilograms"
        {...field('weight')}
      />
      <ChoiceField label={PROFILE_LABELS.hasChildren} options={YES_NO} {...field('hasChildren')} />
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
          hint="Optional."
          className={WIDE}
          {...field('isPolygamous')}
        />
      ) : null}
      {gender === 'FEMALE' ? <WaliContact /> : null}
    </SetupSection>
  );
}

/** A woman's wali (DECISIONS 35): optional, private, released only to her match's family. */
function WaliContact() {
  const field = useSetupField();
  return (
    <fieldset className={`${WIDE} grid gap-x-6 gap-y-5 md:grid-cols-2`}>
      <legend className="font-serif text-xl font-semibold text-brand-900">Wali’s contact</legend>
      <p className={`${WIDE} text-sm leading-relaxed text-muted`}>{WALI_REASON.setup}</p>
      <TextField
        label="Wali’s name"
        autoComplete="off"
        maxLength={50}
        hint="Optional."
        className={WIDE}
        {...field('waliName')}
      />
      <TextField label="Wali’s e-mail" type="email" autoComplete="off" {...field('waliEmail')} />
      <TextField
        label="Wali’s phone"
        type="tel"
        autoComplete="off"
        hint="With the country code, e.g. +2348012345678"
        {...field('waliPhoneNumber')}
      />
    </fieldset>
  );
}
