import { type ComponentProps, useId, useState } from 'react';
import { useT } from '../../i18n/translate';
import { describedBy, FieldError, FieldHint, inputClass, LABEL_CLASS } from './field-message';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled password input with a show/hide toggle (a real button, aria-pressed). */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [isShown, setShown] = useState(false);
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isShown ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, hint, error)}
          className={inputClass(Boolean(error), 'pe-14')}
        />
        <button
          type="button"
          aria-pressed={isShown}
          aria-controls={id}
          aria-label={t('forms.field.show', { label: label.toLowerCase() })}
          onClick={() => setShown((shown) => !shown)}
          className="absolute inset-y-0 end-0 grid w-12 place-items-center rounded-e-xl text-muted hover:text-brand-900"
        >
          <EyeIcon isCrossed={isShown} />
        </button>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
