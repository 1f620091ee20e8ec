import type { ComponentProps, ReactNode } from 'react';
import { inputClass, LABEL_CLASS, useFieldMessages } from './field-message';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Shown under the error, with it only (ContactSpan: what the server found, and where). */
  detail?: ReactNode;
};

/**
 * A labelled input. Spread react-hook-form's `register(name)` into it; the ref comes with it
 * (React 19 passes `ref` as a prop).
 */
export function TextField({ label, error, hint, detail, className, ...input }: TextFieldProps) {
  const { id, aria, messages } = useFieldMessages({ hint, error, detail });
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input id={id} type="text" {...input} {...aria} className={inputClass(Boolean(error))} />
      {messages}
    </div>
  );
}
