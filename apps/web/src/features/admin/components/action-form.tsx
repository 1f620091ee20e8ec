import { useIsMutating } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@waliyy/contract/admin';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type ButtonVariant, buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextareaField } from '../../../components/fields/textarea-field';
import { ApiError, type ApiSuccess } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ADMIN_KEY } from '../api';

// Every staff action says why (the audit log keeps the reason) and most ask first. Plain state
// rather than react-hook-form: a reason and one or two fields, checked on submit.

export type FieldErrors = Record<string, string>;

/** The reason rule of the contract (3 to 500 characters once trimmed). */
export function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < 3 || length > 500 ? ADMIN_MESSAGES.reason : undefined;
}

/** True while any staff action runs: every action button on the page waits for it. */
export function useIsActing(): boolean {
  return useIsMutating({ mutationKey: ADMIN_KEY }) > 0;
}

/** Field errors from a failed call (the server's `errors`), after a toast with its message. */
export function serverErrors(error: unknown): FieldErrors {
  notifyError(error);
  return error instanceof ApiError ? error.fieldErrors : {};
}

type ActionFormProps = {
  title: string;
  description?: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  variant?: ButtonVariant;
  /** Asks before acting; without it the form acts on submit. */
  confirm?: { title: string; body: ReactNode; label: string };
  /** The extra fields, given the errors to show under them. */
  fields?: (errors: FieldErrors) => ReactNode;
  /** Checks the extra fields: their errors, empty when all is well. */
  check?: () => FieldErrors;
  run: (reason: string) => Promise<ApiSuccess<unknown>>;
  successFallback: string;
  onDone?: () => void;
};

/** One staff action: its fields, a reason, a button, and a confirmation when it matters. */
export function ActionForm({
  title,
  description,
  reasonLabel,
  submitLabel,
  variant = 'primary',
  confirm,
  fields,
  check,
  run,
  successFallback,
  onDone,
}: ActionFormProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const isActing = useIsActing();

  const act = async () => {
    try {
      const answer = await run(reason.trim());
      setIsConfirming(false);
      setReason('');
      setErrors({});
      notifySuccess(answer.message, successFallback);
      onDone?.();
    } catch (error) {
      setIsConfirming(false);
      setErrors(serverErrors(error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = { ...check?.() };
    const why = reasonError(reason);
    if (why) found.reason = why;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (confirm) setIsConfirming(true);
    else void act();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {fields?.(errors)}
      <TextareaField
        label={reasonLabel}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        hint="Kept in the audit log."
      />
      <button
        type="submit"
        disabled={isActing}
        className={buttonClass(variant, 'justify-self-start disabled:opacity-60')}
      >
        {submitLabel}
      </button>
      {confirm ? (
        <ConfirmDialog
          isOpen={isConfirming}
          title={confirm.title}
          confirmLabel={confirm.label}
          isBusy={isActing}
          onConfirm={() => void act()}
          onCancel={() => setIsConfirming(false)}
        >
          {confirm.body}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
