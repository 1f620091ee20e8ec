import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { readToken, removeSetupDraft, writeSetupDraft } from '../../lib/storage';
import type { SetupFormValues } from './setup-form-model';

type DraftAutosave = {
  /** The form's current values (react-hook-form's `getValues`). */
  read: () => SetupFormValues;
  /** The values the form started with: nothing is written until they change. */
  initial: SetupFormValues;
  intervalMs: number;
  /** Off while the form is being sent and once it has been. */
  isEnabled: boolean;
};

/**
 * Keeps the /get-started draft under `profileSetupForm` (product.md §2, §9: about every second),
 * writing only when something changed. A session that has ended (logout, a 401) has cleared
 * browser storage: the draft is not written back after it.
 */
export function useDraftAutosave({ read, initial, intervalMs, isEnabled }: DraftAutosave) {
  const lastSaved = useRef<string | null>(null);
  if (lastSaved.current === null) lastSaved.current = JSON.stringify(initial);

  // Read by the cleanup below: when saving stops because the form is being sent (or was),
  // the answers are not written again; when the page is left, they are.
  const isEnabledNow = useRef(isEnabled);
  useLayoutEffect(() => {
    isEnabledNow.current = isEnabled;
  }, [isEnabled]);

  useEffect(() => {
    if (!isEnabled) return;
    const save = () => {
      if (!readToken()) return;
      const values = read();
      const json = JSON.stringify(values);
      if (json === lastSaved.current) return;
      lastSaved.current = json;
      writeSetupDraft(values);
    };
    const timer = window.setInterval(save, intervalMs);
    // Leaving the page (another route, a closed tab) keeps the answers of the last second too.
    window.addEventListener('pagehide', save);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
      if (isEnabledNow.current) save();
    };
  }, [read, intervalMs, isEnabled]);

  /** Drops the saved draft (after a successful submit, or 'Start afresh' once the form is reset). */
  // The answers as they are now count as saved, so a later save (leaving the page straight
  // after a successful submit) does not write them back; a change after this is saved again.
  const discard = useCallback(() => {
    lastSaved.current = JSON.stringify(read());
    removeSetupDraft();
  }, [read]);

  return { discard };
}
