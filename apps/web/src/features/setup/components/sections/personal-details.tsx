import { GENDERS, GENOTYPES } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField } from '../../../../components/fields/choice-field';
import { PROFILE_FIELDS } from '../../../../components/fields/profile-fields';
import { SelectField } from '../../../../components/fields/select-field';
import { TextField } from '../../../../components/fields/text-field';
import { useT } from '../../../../i18n/translate';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

/** Today as a date input's `max` (the user's own calendar day). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Section 1 (product.md §5 'Profile setup'). */
export function PersonalDetails() {
  const t = useT();
  const field = useSetupField();
  const gender = useWatch({ control: useSetupForm().control, name: 'gender' });
  return (
    <SetupSection
      id="setup-personal"
      step={1}
      title={t('setup.section.personal')}
      intro={t('setup.section.personalIntro')}
    >
      <TextField
        label={t('setup.question.firstName')}
        autoComplete="off"
        maxLength={50}
        {...field('firstName')}
      />
      <TextField
        label={t('setup.question.lastName')}
        autoComplete="off"
        maxLength={50}
        {...field('lastName')}
      />
      <TextField
        label={t('setup.question.dateOfBirth')}
        type="date"
        min="1900-01-01"
        max={today()}
        hint={t('setup.hint.dateOfBirth')}
        {...field('dateOfBirth')}
      />
      <ChoiceField label={t('setup.question.gender')} options={GENDERS} {...field('gender')} />
      <SelectField
        label={t('setup.question.genotype')}
        options={GENOTYPES}
        {...field('genotype')}
      />
      {PROFILE_FIELDS.maritalStatus(field('maritalStatus'))}
      {PROFILE_FIELDS.height(field('height'))}
      {PROFILE_FIELDS.weight(field('weight'))}
      {PROFILE_FIELDS.hasChildren(field('hasChildren'))}
      {PROFILE_FIELDS.isSmoker(field('isSmoker'))}
      {PROFILE_FIELDS.isDrinker(field('isDrinker'))}
      {PROFILE_FIELDS.hasAddictions(field('hasAddictions'))}
      {gender === 'MALE' ? PROFILE_FIELDS.isPolygamous(field('isPolygamous')) : null}
      {gender === 'FEMALE' ? <WaliContact /> : null}
    </SetupSection>
  );
}

/** A woman's wali (decision 061): optional, private, released only to her match's family. */
function WaliContact() {
  const t = useT();
  const field = useSetupField();
  return (
    <fieldset className={`${WIDE} grid gap-x-6 gap-y-5 md:grid-cols-2`}>
      <legend className="font-serif text-xl font-semibold text-brand-900">
        {t('setup.wali.title')}
      </legend>
      <p className={`${WIDE} text-sm leading-relaxed text-muted`}>{t('setup.wali.reason')}</p>
      {PROFILE_FIELDS.waliName(field('waliName'))}
      {PROFILE_FIELDS.waliEmail(field('waliEmail'))}
      {PROFILE_FIELDS.waliPhoneNumber(field('waliPhoneNumber'))}
    </fieldset>
  );
}
