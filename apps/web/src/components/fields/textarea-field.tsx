import type { ComponentProps, ReactNode } from 'react';
import { inputClass, LABEL_CLASS, useFieldMessages } from './field-message';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Shown under the error, with it only (ContactSpan: what the server found, and where). */
  detail?: ReactNode;
};

/** A labelled multi-line input; spread react-hook-form's `register(name)` into it. */
export function TextareaField({
  label,
  error,
  hint,
  detail,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const { id, aria, messages } = useFieldMessages({ hint, error, detail });
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        {...textarea}
        {...aria}
        className={inputClass(Boolean(error), 'py-3 leading-relaxed')}
      />
      {messages}
    </div>
  );
}
