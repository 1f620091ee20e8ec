import type { PreferenceBody } from '@waliyy/contract/preferences';
import { type Control, Controller, type FieldError, type UseFormRegister } from 'react-hook-form';
import { ChoiceField } from '../../../components/fields/choice-field';
import { MultiSelectField } from '../../../components/fields/multi-select-field';
import type { SelectOption } from '../../../components/fields/select-field';
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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelectField
          label={label}
          options={options}
          placeholder="Any"
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

const SOFT_CHOICES: readonly SelectOption[] = [
  { value: '', label: 'No preference' },
  { value: 'true', label: 'Open to it' },
  { value: 'false', label: 'Prefer not' },
];

const RELOCATE_CHOICES: readonly SelectOption[] = [
  { value: '', label: 'No preference' },
  { value: 'true', label: 'Prefers someone willing' },
];

/** Only `true` has a meaning for relocation (decision 045); a saved `false` still round-trips. */
const RELOCATE_SAVED_FALSE: SelectOption = { value: 'false', label: 'Prefers someone not willing' };

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
  const options =
    name === 'willingnessToRelocate'
      ? savedValue === 'false'
        ? [...RELOCATE_CHOICES, RELOCATE_SAVED_FALSE]
        : RELOCATE_CHOICES
      : SOFT_CHOICES;
  return <ChoiceField label={label} options={options} error={error} {...register(name)} />;
}
