import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../i18n/translate';
import { useOptionLabels } from '../../lib/use-option-labels';
import { inputClass, LABEL_CLASS, useFieldMessages } from './field-message';

export type SelectOption = { readonly value: string; readonly label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select…'); it is what an unanswered field shows. */
  placeholder?: string;
  error?: string;
  hint?: string;
  /** Shown under the error, with it only (ContactSpan: what the server found, and where). */
  detail?: ReactNode;
};

/**
 * A labelled native select: on a phone it opens the system picker, which is the quickest way
 * through a list of 250 countries; typing a letter jumps within it on a desktop.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  detail,
  className,
  ...select
}: SelectFieldProps) {
  const t = useT();
  const labelled = useOptionLabels(options);
  const { id, aria, messages } = useFieldMessages({ hint, error, detail });
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        {...select}
        {...aria}
        className={inputClass(Boolean(error), 'appearance-auto pe-8 disabled:bg-cream-100')}
      >
        <option value="">{placeholder ?? t('forms.field.selectPlaceholder')}</option>
        {labelled.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {messages}
    </div>
  );
}
