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
/** What is typed left to right in every language: an address, a phone number, a code. */
const LEFT_TO_RIGHT = new Set(['email', 'tel', 'url']);

export function TextField({ label, error, hint, detail, className, ...input }: TextFieldProps) {
  const { id, aria, messages } = useFieldMessages({ hint, error, detail });
  // In Arabic an address or a number still reads left to right ('+234…', not '…234+'); the
  // field stays where the page's direction puts it.
  const dir = input.type && LEFT_TO_RIGHT.has(input.type) ? 'ltr' : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        dir={dir}
        {...input}
        {...aria}
        className={`${inputClass(Boolean(error))} ${dir ? 'rtl:text-end' : ''}`}
      />
      {messages}
    </div>
  );
}
