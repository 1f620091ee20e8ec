import { SECTS } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField } from '../../../../components/fields/choice-field';
import { PROFILE_FIELDS } from '../../../../components/fields/profile-fields';
import { TextField } from '../../../../components/fields/text-field';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection } from './setup-section';

/** Section 4. */
export function AboutMyDeen() {
  const field = useSetupField();
  const belongsToIslamicOrganization = useWatch({
    control: useSetupForm().control,
    name: 'belongsToIslamicOrganization',
  });
  return (
    <SetupSection id="setup-deen" step={4} title="About my Deen">
      {PROFILE_FIELDS.isARevert(field('isARevert'))}
      <ChoiceField label="Islamic sect" options={SECTS} {...field('sect')} />
      {PROFILE_FIELDS.salatPattern(field('salatPattern'))}
      <TextField
        label="When did you start practising?"
        maxLength={100}
        hint="e.g. childhood, teenage years, university days"
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
