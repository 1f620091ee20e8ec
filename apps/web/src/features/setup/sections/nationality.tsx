import { NIGERIAN_CITIZENSHIP } from '@waliyy/contract/children';
import {
  COUNTRIES,
  isLgaOf,
  isNigerianState,
  lgasOf,
  NATIONALITIES,
  NIGERIAN_STATES,
} from '@waliyy/contract/places';
import { useWatch } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../components/fields/choice-field';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/**
 * Section 2. Where the single comes from (decision 007): a Nigerian picks one of the 37 states
 * and then one of its LGAs; anyone else writes a state, region or county freely — but a
 * Nigerian state's name still needs one of that state's LGAs.
 */
export function Nationality() {
  const field = useSetupField();
  const { control, getFieldState, getValues, setValue } = useSetupForm();
  const [citizenship, state, isMixedEthnicity] = useWatch({
    control,
    name: ['citizenship', 'state', 'isMixedEthnicity'],
  });
  const isNigerian = citizenship === NIGERIAN_CITIZENSHIP;
  const lgas = isNigerianState(state) ? lgasOf(state) : null;

  // A cleared answer that showed an error is checked again, so the message stays true.
  const clear = (name: 'state' | 'lga') =>
    setValue(name, '', { shouldDirty: true, shouldValidate: getFieldState(name).invalid });

  const onCitizenshipChange = () => {
    // A state typed freely is not one of the list's: pick again from the 37.
    if (getValues('citizenship') === NIGERIAN_CITIZENSHIP && !isNigerianState(getValues('state'))) {
      clear('state');
      clear('lga');
    }
  };

  const onStateChange = (previous: string) => () => {
    const next = getValues('state');
    const lga = getValues('lga');
    // An LGA picked for the old state does not fit a new one.
    const isStale = isNigerianState(next) ? !isLgaOf(next, lga) : isLgaOf(previous, lga);
    if (lga !== '' && isStale) clear('lga');
  };

  return (
    <SetupSection id="setup-nationality" step={2} title="Nationality">
      <SelectField
        label="Citizenship"
        options={NATIONALITIES}
        {...field('citizenship', { onChange: onCitizenshipChange })}
      />
      <SelectField
        label="Country of residence"
        options={COUNTRIES}
        {...field('countryofResidence')}
      />
      {isNigerian ? (
        <SelectField
          key="state-select"
          label="State of origin"
          options={STATE_OPTIONS}
          {...field('state', { onChange: onStateChange(state) })}
        />
      ) : (
        <TextField
          key="state-text"
          label="State, region or county of origin"
          autoComplete="off"
          maxLength={100}
          {...field('state', { onChange: onStateChange(state) })}
        />
      )}
      {lgas ? (
        <SelectField
          key="lga-select"
          label="LGA"
          options={lgas.map((lga) => ({ value: lga, label: lga }))}
          {...field('lga')}
        />
      ) : (
        <TextField
          key="lga-text"
          label="LGA or County"
          autoComplete="off"
          maxLength={100}
          {...field('lga')}
        />
      )}
      <ChoiceField
        label="Are you of mixed ethnicity?"
        options={YES_NO}
        className={WIDE}
        {...field('isMixedEthnicity')}
      />
      {isMixedEthnicity === 'true' ? (
        <TextField
          label="Describe your mixed ethnicity"
          maxLength={200}
          hint="Optional, e.g. Yoruba and Hausa"
          className={WIDE}
          {...field('mixedEthnicityDescription')}
        />
      ) : null}
    </SetupSection>
  );
}
