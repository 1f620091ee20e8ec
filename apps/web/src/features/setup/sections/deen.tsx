import { SALAT_PATTERNS, SECTS } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../components/fields/choice-field';
import { PROFILE_LABELS } from '../../../components/fields/profile-labels';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { TextareaField } from '../../../components/fields/textarea-field';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

/** Section 4. */
export function AboutMyDeen() {
  const field = useSetupField();
  const belongsToIslamicOrganization = useWatch({
    control: useSetupForm().control,
    name: 'belongsToIslamicOrganization',
  });
  return (
    <SetupSection id="setup-deen" step={4} title="About my Deen">
      <ChoiceField label={PROFILE_LABELS.isARevert} options={YES_NO} {...field('isARevert')} />
      <ChoiceField label="Islamic sect" options={SECTS} {...field('sect')} />
      <SelectField label="Pattern of salat" options={SALAT_PATTERNS} {...field('salatPattern')} />
      <TextField
        label="When did you start practising?"
        maxLength={100}
        hint="e.g. childhood, teenage years, university days"
        {...field('startedPracticingIn')}
      />
      <ChoiceField
        label={PROFILE_LABELS.belongsToIslamicOrganization}
        options={YES_NO}
        className={WIDE}
        {...field('belongsToIslamicOrganization')}
      />
      {belongsToIslamicOrganization === 'true' ? (
        <TextField
          label={PROFILE_LABELS.islamicOrganizationName}
          maxLength={200}
          hint="Optional"
          className={WIDE}
          {...field('islamicOrganizationName')}
        />
      ) : null}
      <TextField
        label={PROFILE_LABELS.speakersListenedTo}
        hint="Optional. Separate names with commas"
        className={WIDE}
        {...field('speakersListenedTo')}
      />
      <TextareaField
        label={PROFILE_LABELS.descriptionOfIslamicPractice}
        maxLength={2000}
        className={WIDE}
        {...field('descriptionOfIslamicPractice')}
      />
    </SetupSection>
  );
}
