import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  describedBy,
  FieldDetail,
  FieldError,
  FieldHint,
  inputClass,
  LABEL_CLASS,
} from './field-message';

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
      <textarea
        id={id}
        rows={rows}
        {...textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hintId,
          errorId,
          hint,
          error,
          hasDetail ? detailId : undefined,
        )}
        className={inputClass(Boolean(error), 'py-3 leading-relaxed')}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
      <FieldDetail id={detailId}>{hasDetail ? detail : null}</FieldDetail>
    </div>
  );
}
