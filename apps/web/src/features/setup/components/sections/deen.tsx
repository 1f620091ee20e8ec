import { fieldLabel } from '@waliyy/contract/free-text-fields';
import { SECTS } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField } from '../../../../components/fields/choice-field';
import { PROFILE_FIELDS } from '../../../../components/fields/profile-fields';
import { TextField } from '../../../../components/fields/text-field';
import { useT } from '../../../../i18n/translate';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection } from './setup-section';

/** Section 4. */
export function AboutMyDeen() {
  const t = useT();
  const field = useSetupField();
  const belongsToIslamicOrganization = useWatch({
    control: useSetupForm().control,
    name: 'belongsToIslamicOrganization',
  });
  return (
    <SetupSection id="setup-deen" step={4} title={t('setup.section.deen')}>
      {PROFILE_FIELDS.isARevert(field('isARevert'))}
      <ChoiceField label={t('setup.question.sect')} options={SECTS} {...field('sect')} />
      {PROFILE_FIELDS.salatPattern(field('salatPattern'))}
      <TextField
        label={t(fieldLabel('startedPracticingIn'))}
        maxLength={100}
        hint={t('setup.hint.startedPracticingIn')}
        {...field('startedPracticingIn')}
      />
      {PROFILE_FIELDS.belongsToIslamicOrganization(field('belongsToIslamicOrganization'))}
      {belongsToIslamicOrganization === 'true'
        ? PROFILE_FIELDS.islamicOrganizationName(field('islamicOrganizationName'))
        : null}
      {PROFILE_FIELDS.speakersListenedTo(field('speakersListenedTo'))}
      {PROFILE_FIELDS.descriptionOfIslamicPractice(field('descriptionOfIslamicPractice'))}
    </SetupSection>
  );
}
