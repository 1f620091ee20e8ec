import { SALAT_PATTERNS, SECTS } from '@waliyy/contract/options';
import { useWatch } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../components/fields/choice-field';
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
      <ChoiceField label="Are you a revert?" options={YES_NO} {...field('isARevert')} />
      <ChoiceField label="Islamic sect" options={SECTS} {...field('sect')} />
      <SelectField label="Pattern of salat" options={SALAT_PATTERNS} {...field('salatPattern')} />
      <TextField
        label="When did you start practising?"
        maxLength={100}
        hint="e.g. childhood, teenage years, university days"
        {...field('startedPracticingIn')}
      />
      <ChoiceField
        label="Do you belong to an Islamic organisation?"
        options={YES_NO}
        className={WIDE}
        {...field('belongsToIslamicOrganization')}
      />
      {belongsToIslamicOrganization === 'true' ? (
        <TextField
          label="Name of the organisation"
          maxLength={200}
          hint="Optional"
          className={WIDE}
          {...field('islamicOrganizationName')}
        />
      ) : null}
      <TextField
        label="Speakers and scholars you listen to"
        hint="Optional. Separate names with commas"
        className={WIDE}
        {...field('speakersListenedTo')}
      />
      <TextareaField
        label="Describe your Islamic practice"
        maxLength={2000}
        className={WIDE}
        {...field('descriptionOfIslamicPractice')}
      />
    </SetupSection>
  );
}
