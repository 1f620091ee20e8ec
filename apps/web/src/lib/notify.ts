import { toast } from 'react-toastify';
import { activeLanguage } from '../i18n/i18n';
import { errorMessage } from './api-client';
import { shownMessage } from './known-messages';

// Every toast of the app goes through here (decision 022). The host (app/toast-host.tsx)
// keeps one toast of a kind on screen and dismisses them on navigation, except a toast that
// reports the move itself ('carried': it stays for the page the action leads to).

export type NotifyOptions = {
  /**
   * The toast goes with the page the action moves to: it survives the next navigation, then goes
   * like any other. Success and info toasts are carried unless told otherwise (they confirm what
   * was done, which often moves the page); errors and warnings belong to their page.
   */
  carry?: boolean;
};

/** What the host reads of a toast's `data`. */
export type ToastData = { carry: boolean };

export function isCarried(data: unknown): boolean {
  return (data as Partial<ToastData> | null | undefined)?.carry === true;
}

const options = (carry: boolean) => ({ data: { carry } satisfies ToastData });

/**
 * A success toast with the server's message (product.md §8), or `fallback` when it sent none. The
 * server speaks English only: in another language the toast says `fallback`, the calling
 * feature's own words in the language shown.
 */
export function notifySuccess(message: string, fallback: string, opts: NotifyOptions = {}): void {
  // The fallback may be the contract's English answer (the sign-in pages'): said translated.
  const shown = activeLanguage() === 'en' ? message || fallback : shownMessage(fallback);
  toast.success(shown, options(opts.carry ?? true));
}

/**
 * An error toast with the server's message (product.md §8), for the page it was raised on. One
 * argument, so that it can be a mutation's `onError` as it is. A form whose error belongs under
 * one of its fields uses reportFormError (lib/form-errors.ts) instead: no toast then.
 */
export function notifyError(error: unknown): void {
  toast.error(errorMessage(error), options(false));
}

/** notifyError for a failure that moves to another page, where it must still be read. */
export function notifyErrorOnNextPage(error: unknown): void {
  toast.error(errorMessage(error), options(true));
}

/** Info and warning toasts: a contract or server message the web knows shows translated. */
export function notifyInfo(message: string, opts: NotifyOptions = {}): void {
  toast.info(shownMessage(message), options(opts.carry ?? true));
}

export function notifyWarning(message: string, opts: NotifyOptions = {}): void {
  toast.warning(shownMessage(message), options(opts.carry ?? false));
}
