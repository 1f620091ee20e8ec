import { type ReactNode, useId } from 'react';
import { useLanguage } from '../../i18n/translate';
import { shownMessage } from '../../lib/known-messages';

type FieldErrorProps = { id: string; message?: string };

/**
 * The error under a field; the field points at it with aria-describedby. Forms keep the
 * contract's English message (their zod checks and the server's field errors give the same);
 * it shows in the language chosen here, once for every form (lib/known-messages.ts).
 */
export function FieldError({ id, message }: FieldErrorProps) {
  useLanguage();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 size-4 shrink-0"
      >
        <path
          fill="currentColor"
          d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.6h1.8v1.8H9.1v-1.8Z"
        />
      </svg>
      <span>{shownMessage(message)}</span>
    </p>
  );
}

type FieldHintProps = { id: string; children?: string };

export function FieldHint({ id, children }: FieldHintProps) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-muted">
      {children}
    </p>
  );
}

type FieldDetailProps = { id: string; children?: ReactNode };

/**
 * More about the error, under it (what a refused text contains and where: ContactSpan); the
 * field names it in aria-describedby after the error.
 */
export function FieldDetail({ id, children }: FieldDetailProps) {
  if (!children) return null;
  return <div id={id}>{children}</div>;
}

/** The ids a field names in aria-describedby: its hint, its error, then the error's detail. */
export function describedBy(
  hintId: string,
  errorId: string,
  hint?: string,
  error?: string,
  detailId?: string,
): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null, detailId ?? null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type FieldMessages = { hint?: string; error?: string; detail?: ReactNode };

/**
 * What a labelled field needs around its control: its id, the aria attributes the control
 * takes (invalid, and described by its hint, its error, and the error's detail), and the
 * messages under it. The detail shows only with an error.
 */
export function useFieldMessages({ hint, error, detail }: FieldMessages) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const detailId = `${id}-detail`;
  const shownDetail = error ? detail : undefined;
  return {
    id,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(
        hintId,
        errorId,
        hint,
        error,
        shownDetail ? detailId : undefined,
      ),
    },
    messages: (
      <>
        <FieldHint id={hintId}>{hint}</FieldHint>
        <FieldError id={errorId} message={error} />
        <FieldDetail id={detailId}>{shownDetail}</FieldDetail>
      </>
    ),
  };
}

export const LABEL_CLASS = 'mb-1.5 block text-sm font-semibold text-brand-900';

export function inputClass(hasError: boolean, extra = ''): string {
  return `block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-xs placeholder:text-muted/70 ${
    hasError ? 'border-red-600' : 'border-cream-300 hover:border-brand-600/50'
  } ${extra}`.trim();
}
