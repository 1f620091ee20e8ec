import type { PreferenceBody } from '@waliyy/contract/preferences';
import { type Control, Controller, type FieldError, type UseFormRegister } from 'react-hook-form';
import { ChoiceField } from '../../../components/fields/choice-field';
import { MultiSelectField } from '../../../components/fields/multi-select-field';
import type { SelectOption } from '../../../components/fields/select-field';
import { type MessageKey, useT } from '../../../i18n/translate';
import type {
  MultiSelectName,
  PreferenceFormValues,
  SoftChoice,
  SoftChoiceName,
} from '../preference-form-model';

/**
 * A list's error, or the first of its items' ('countryOfResidence.3': a saved value the list
 * no longer holds), so a list that blocks the save always says why.
 */
function listError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = Object.values(error as unknown as Record<string, FieldError | undefined>);
  return items.find((item) => typeof item?.message === 'string')?.message;
}

type PreferenceMultiSelectProps = {
  control: Control<PreferenceFormValues, unknown, PreferenceBody>;
  name: MultiSelectName;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
};

/** A multi-select of the form; none chosen means any (product.md §3 Preference). */
export function PreferenceMultiSelect({
  control,
  name,
  label,
  options,
  hint,
}: PreferenceMultiSelectProps) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelectField
          label={label}
          options={options}
          placeholder={t('preferences.any')}
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={listError(fieldState.error)}
        />
      )}
    />
  );
}

/** A radio's value and the key of its words, translated at render. */
type SoftChoiceOption = { value: SoftChoice; label: MessageKey };

const SOFT_CHOICES: readonly SoftChoiceOption[] = [
  { value: '', label: 'preferences.choice.noPreference' },
  { value: 'true', label: 'preferences.choice.openToIt' },
  { value: 'false', label: 'preferences.choice.preferNot' },
];

const RELOCATE_CHOICES: readonly SoftChoiceOption[] = [
  { value: '', label: 'preferences.choice.noPreference' },
  { value: 'true', label: 'preferences.choice.relocateWilling' },
];

/** Only `true` has a meaning for relocation (decision 045); a saved `false` still round-trips. */
const RELOCATE_SAVED_FALSE: SoftChoiceOption = {
  value: 'false',
  label: 'preferences.choice.relocateNotWilling',
};

type SoftChoiceInputProps = {
  register: UseFormRegister<PreferenceFormValues>;
  name: SoftChoiceName;
  label: string;
  error?: string;
  /** The value loaded into the form, for relocation's rarely used third answer. */
  savedValue: SoftChoice;
};

/** A soft yes/no (decision 045) as three radios; untouched it stays "No preference" (null). */
export function SoftChoiceInput({
  register,
  name,
  label,
  error,
  savedValue,
}: SoftChoiceInputProps) {
  const t = useT();
  const choices =
    name === 'willingnessToRelocate'
      ? savedValue === 'false'
        ? [...RELOCATE_CHOICES, RELOCATE_SAVED_FALSE]
        : RELOCATE_CHOICES
      : SOFT_CHOICES;
  const options: SelectOption[] = choices.map((choice) => ({
    value: choice.value,
    label: t(choice.label),
  }));
  return <ChoiceField label={label} options={options} error={error} {...register(name)} />;
}
