import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  describedBy,
  FieldDetail,
  FieldError,
  FieldHint,
  inputClass,
  LABEL_CLASS,
} from './field-message';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const detailId = `${id}-detail`;
  const hasDetail = Boolean(error && detail);
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hintId,
          errorId,
          hint,
          error,
          hasDetail ? detailId : undefined,
        )}
        className={inputClass(Boolean(error))}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
      <FieldDetail id={detailId}>{hasDetail ? detail : null}</FieldDetail>
    </div>
  );
}
