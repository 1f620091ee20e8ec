import { toast } from 'react-toastify';
import { errorMessage } from './api-client';

/** A success toast with the server's message (spec §8), or `fallback` when it sent none. */
export function notifySuccess(message: string, fallback: string): void {
  toast.success(message || fallback);
}

/** An error toast with the server's message (spec §8). */
export function notifyError(error: unknown): void {
  toast.error(errorMessage(error));
}

export function notifyInfo(message: string): void {
  toast.info(message);
}
