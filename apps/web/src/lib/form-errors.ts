import { messageRef } from '@waliyy/contract/message-ids';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { activeLanguage } from '../i18n/i18n';
import { t } from '../i18n/translate';
import { ApiError } from './api-client';
import { codeMessage, knownMessage } from './known-messages';
import { notifyError } from './notify';

/**
 * Puts the server's field errors (`errors`: API field → message) under the matching form
 * fields. `fields` maps an API field name to the form's own (`email` → `emailAddress`).
 * Returns true when at least one error found its field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Partial<Record<string, Path<T>>>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let isApplied = false;
  for (const [apiField, message] of Object.entries(error.fieldErrors)) {
    const name = fields[apiField];
    if (!name) continue;
    // A message the web knows (by its id, decision 078) stays English here and the field shows it
    // in the language shown (FieldError); another is English only, so a language other than
    // English says the code's. An id the server sent with English this client does not hold
    // (a newer server's words) is said here, translated, as FieldError finds ids by the English.
    const ref = error.fieldRefs[apiField];
    const known = activeLanguage() === 'en' ? undefined : knownMessage(message, ref);
    let shown = message;
    if (activeLanguage() !== 'en' && !known) shown = codeMessage(error.code);
    else if (known && ref && messageRef(message)?.messageId !== ref.messageId)
      shown = t(known.key, known.values);
    // The first one takes focus, so a long form's error is seen (it is said nowhere else).
    setError(name, { type: 'server', message: shown }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
}

/**
 * A form's failed call, said once (decision 022): under the fields it names when it names
 * any of this form's, else in an error toast. Returns true when it went under a field.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Partial<Record<string, Path<T>>>>,
): boolean {
  const isUnderField = applyServerFieldErrors(error, setError, fields);
  if (!isUnderField) notifyError(error);
  return isUnderField;
}
