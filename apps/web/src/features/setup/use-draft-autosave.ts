import { useCallback, useEffect, useRef } from 'react';
import { readToken, removeSetupDraft, writeSetupDraft } from '../../lib/storage';
import { EMPTY_SETUP_VALUES, type SetupFormValues } from './setup-form-model';

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
 * Keeps the /get-started draft under `profileSetupForm` (spec §2, §9: about every second),
 * writing only when something changed. A session that has ended (logout, a 401) has cleared
 * browser storage: the draft is not written back after it.
 */
export function useDraftAutosave({ read, initial, intervalMs, isEnabled }: DraftAutosave) {
  const lastSaved = useRef<string | null>(null);
  if (lastSaved.current === null) lastSaved.current = JSON.stringify(initial);

  useEffect(() => {
    if (!isEnabled) return;
    const timer = window.setInterval(() => {
      if (!readToken()) return;
      const values = read();
      const json = JSON.stringify(values);
      if (json === lastSaved.current) return;
      lastSaved.current = json;
      writeSetupDraft(values);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [read, intervalMs, isEnabled]);

  /** Drops the saved draft (after a successful submit, or 'Start afresh'). */
  const discard = useCallback(() => {
    lastSaved.current = JSON.stringify(EMPTY_SETUP_VALUES);
    removeSetupDraft();
  }, []);

  return { discard };
}
