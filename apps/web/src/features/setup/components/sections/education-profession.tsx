import { useWatch } from 'react-hook-form';
import { PROFILE_FIELDS } from '../../../../components/fields/profile-fields';
import { useT } from '../../../../i18n/translate';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection } from './setup-section';

/** Section 3. */
export function EducationProfession() {
  const t = useT();
  const field = useSetupField();
  const isWillingToRelocate = useWatch({
    control: useSetupForm().control,
    name: 'isWillingToRelocate',
  });
  return (
    <SetupSection id="setup-education" step={3} title={t('setup.section.education')}>
      {PROFILE_FIELDS.educationLevel(field('educationLevel'))}
      {PROFILE_FIELDS.employmentStatus(field('employmentStatus'))}
      {PROFILE_FIELDS.profession(field('profession'))}
      {PROFILE_FIELDS.professionalPlans(field('professionalPlans'))}
      {PROFILE_FIELDS.isWillingToRelocate(field('isWillingToRelocate'))}
      {isWillingToRelocate === 'true'
        ? PROFILE_FIELDS.relocationPlans(field('relocationPlans'))
        : null}
    </SetupSection>
  );
}
