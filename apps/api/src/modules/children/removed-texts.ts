import {
  CHILD_MESSAGES,
  REDACTABLE_FIELDS,
  REDACTED_TEXT,
  type RedactableField,
} from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { findRemovedTexts } from './children.repository';

/**
 * Text staff edited out of a single (issue 24, point 1) may not come straight back. The
 * comparison reads a normalized form: lower case, letters and digits only, every run of
 * anything else one space, so a change of case, spacing or punctuation is the same text.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Below this many characters (normalized) a removed text is refused only when it comes back
 * whole, not inside a longer text: a short word would otherwise forbid ordinary sentences.
 */
export const CONTAINED_MIN = 12;

/** A field's value as one text: a list (speakers listened to) reads as its items joined. */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ');
  return typeof value === 'string' ? value : '';
}

/** The text worth keeping from a field staff edit out: none when empty or already removed. */
export function removableText(value: unknown): string | null {
  const text = fieldText(value).trim();
  if (text === '' || text === REDACTED_TEXT || normalizeText(text) === '') return null;
  return text;
}

/** True when `value` (normalized) brings back `removed` (normalized): the same, or inside it. */
export function bringsBack(value: string, removed: string): boolean {
  if (removed === '' || value === '') return false;
  if (value === removed) return true;
  return removed.length >= CONTAINED_MIN && ` ${value} `.includes(` ${removed} `);
}

const isRedactable = (field: string): field is RedactableField =>
  (REDACTABLE_FIELDS as readonly string[]).includes(field);

/**
 * The fields of an update that bring back text staff edited out of this single, each with the
 * message shown under it (empty when none does). One indexed read (removed_texts_child_idx).
 */
export async function removedTextErrors(
  db: Tx,
  childId: string,
  changes: Record<string, unknown>,
): Promise<Record<string, string>> {
  const fields = Object.keys(changes).filter(
    (field) => isRedactable(field) && changes[field] != null,
  );
  if (fields.length === 0) return {};
  const removed = await findRemovedTexts(db, childId, fields);
  const errors: Record<string, string> = {};
  for (const { field, normalized } of removed) {
    if (errors[field]) continue;
    if (bringsBack(normalizeText(fieldText(changes[field])), normalized)) {
      errors[field] = CHILD_MESSAGES.removedText;
    }
  }
  return errors;
}
