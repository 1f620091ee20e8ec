import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/translate';
import { type ButtonVariant, buttonClass } from './button-styles';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isBusy?: boolean;
  /** Red for what cannot be undone (the default); primary for a step forward, e.g. accepting. */
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog>: the browser makes the rest of the page inert,
 * keeps focus inside and closes it on Escape. Focus starts on Cancel (the safe choice) and goes
 * back to whatever opened the dialog when it closes.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  isBusy = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const t = useT();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      cancelButton.current?.focus();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  // On close (any way), focus returns to the opener if it is still on the page.
  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: let React state close it, so the two never disagree.
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
      onClose={restoreFocus}
      className="m-auto w-[min(100%-2rem,28rem)] rounded-3xl border border-cream-300 bg-cream-50 p-0 text-ink shadow-xl backdrop:bg-brand-950/60"
    >
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="font-serif text-2xl font-semibold text-brand-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 leading-relaxed text-muted">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelButton}
            type="button"
            className={buttonClass('outline', 'disabled:opacity-60')}
            onClick={onCancel}
            disabled={isBusy}
          >
            {cancelLabel ?? t('shell.dialog.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass(confirmVariant, 'disabled:opacity-60')}
            onClick={onConfirm}
            disabled={isBusy}
          >
            {isBusy ? t('shell.dialog.wait') : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
