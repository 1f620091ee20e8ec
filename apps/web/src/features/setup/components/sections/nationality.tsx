import { isLgaListed, NIGERIA, NIGERIAN_CITIZENSHIP } from '@waliyy/contract/children';
import { fieldLabel } from '@waliyy/contract/free-text-fields';
import { isLgaOf, isNigerianState, lgasOf, NIGERIAN_STATES } from '@waliyy/contract/places';
import { useWatch } from 'react-hook-form';
import { ChoiceField, YES_NO } from '../../../../components/fields/choice-field';
import { LgaField, PROFILE_FIELDS } from '../../../../components/fields/profile-fields';
import { SelectField } from '../../../../components/fields/select-field';
import { TextField } from '../../../../components/fields/text-field';
import { useT } from '../../../../i18n/translate';
import { useSetupField, useSetupForm } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/**
 * Section 2. Where the single comes from (decision 063): a Nigerian living in Nigeria picks one
 * of the 37 states, and a Nigerian state of origin with a home in Nigeria one of its LGAs;
 * anywhere else state and 'LGA or county' are written freely (a family in London: Lagos, London).
 */
export function Nationality() {
  const t = useT();
  const field = useSetupField();
  const { control, getFieldState, getValues, setValue } = useSetupForm();
  const [citizenship, countryofResidence, state, isMixedEthnicity] = useWatch({
    control,
    name: ['citizenship', 'countryofResidence', 'state', 'isMixedEthnicity'],
  });
  const atHome = (nationality: string, residence: string) =>
    nationality === NIGERIAN_CITIZENSHIP && residence === NIGERIA;
  const isStateListed = atHome(citizenship, countryofResidence);
  const lgas = isLgaListed({ state, countryofResidence }) ? lgasOf(state) : null;

  // A cleared answer that showed an error is checked again, so the message stays true.
  const clear = (name: 'state' | 'lga') =>
    setValue(name, '', { shouldDirty: true, shouldValidate: getFieldState(name).invalid });

  /** An LGA the state's list now asks for, or one picked for the old state, goes. */
  const checkLga = (previousState: string) => {
    const next = { state: getValues('state'), countryofResidence: getValues('countryofResidence') };
    const lga = getValues('lga');
    const isStale = isLgaListed(next) ? !isLgaOf(next.state, lga) : isLgaOf(previousState, lga);
    if (lga !== '' && isStale) clear('lga');
  };

  const onPlaceChange = () => {
    // A state typed freely is not one of the list's: pick again from the 37.
    const listed = atHome(getValues('citizenship'), getValues('countryofResidence'));
    if (listed && !isNigerianState(getValues('state'))) {
      clear('state');
      clear('lga');
    } else checkLga(getValues('state'));
  };

  const onStateChange = (previous: string) => () => checkLga(previous);

  return (
    <SetupSection id="setup-nationality" step={2} title={t('setup.section.nationality')}>
      {PROFILE_FIELDS.citizenship(field('citizenship', { onChange: onPlaceChange }))}
      {PROFILE_FIELDS.countryofResidence(field('countryofResidence', { onChange: onPlaceChange }))}
      {isStateListed ? (
        <SelectField
          key="state-select"
          label={t(fieldLabel('state'))}
          options={STATE_OPTIONS}
          {...field('state', { onChange: onStateChange(state) })}
        />
      ) : (
        <TextField
          key="state-text"
          label={t('setup.question.stateFree')}
          autoComplete="off"
          maxLength={100}
          {...field('state', { onChange: onStateChange(state) })}
        />
      )}
      <LgaField lgas={lgas} {...field('lga')} />
      <ChoiceField
        label={t('setup.question.isMixedEthnicity')}
        options={YES_NO}
        className={WIDE}
        {...field('isMixedEthnicity')}
      />
      {isMixedEthnicity === 'true' ? (
        <TextField
          label={t(fieldLabel('mixedEthnicityDescription'))}
          maxLength={200}
          hint={t('setup.hint.mixedEthnicityDescription')}
          className={WIDE}
          {...field('mixedEthnicityDescription')}
        />
      ) : null}
    </SetupSection>
  );
}
