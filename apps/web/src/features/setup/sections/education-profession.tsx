import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../components/fields/choice-field';
import { PROFILE_LABELS } from '../../../components/fields/profile-labels';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { TextareaField } from '../../../components/fields/textarea-field';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

/** Section 3. */
export function EducationProfession() {
  const field = useSetupField();
  const isWillingToRelocate = useWatch({
    control: useSetupForm().control,
    name: 'isWillingToRelocate',
  });
  return (
    <SetupSection id="setup-education" step={3} title="Education and Profession">
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
      <TextField
        label="Profession"
        maxLength={100}
        hint="e.g. Pharmacist, trader, student of engineering"
        className={WIDE}
        {...field('profession')}
      />
      <TextareaField
        label="Short and medium term plans"
        maxLength={2000}
        rows={3}
        className={WIDE}
        {...field('professionalPlans')}
      />
      <ChoiceField
        label={PROFILE_LABELS.isWillingToRelocate}
        options={YES_NO}
        className={WIDE}
        {...field('isWillingToRelocate')}
      />
      {isWillingToRelocate === 'true' ? (
        <TextField
          label={PROFILE_LABELS.relocationPlans}
          maxLength={1000}
          hint="Optional: a city, a country, or anywhere"
          className={WIDE}
          {...field('relocationPlans')}
        />
      ) : null}
    </SetupSection>
  );
}
