import { type ComponentProps, useId } from 'react';
import { useOptionLabels } from '../../lib/use-option-labels';
import { FieldError, FieldHint } from './field-message';
import type { SelectOption } from './select-field';

type ChoiceFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value'> & {
  /** The question, read as the group's legend. */
  label: string;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
};

/** Yes/No, worded in the language shown like the contract's other lists. */
export { YES_NO } from '@waliyy/contract/option-lists';

/**
 * A question answered by one of a few choices (Yes/No, Male/Female): radio buttons in a
 * fieldset, so a screen reader hears the question with each answer. Spread react-hook-form's
 * `register(name)` into it: every radio shares the name, and the value is the option's string.
 */
export function ChoiceField({
  label,
  options,
  error,
  hint,
  className,
  ...input
}: ChoiceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={className}
      aria-describedby={
        [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="mb-1.5 block text-sm font-semibold text-brand-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {useOptionLabels(options).map((option) => (
          <label
            key={option.value}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border bg-white px-4 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
              error ? 'border-red-600' : 'border-cream-300'
            }`}
          >
            <input
              type="radio"
              value={option.value}
              {...input}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-800"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
