import { comparableText } from '@waliyy/contact-detector';
import { CHILD_MESSAGES, REDACTED_TEXT, TERMS_FIELDS, type TermsField } from '@waliyy/contract';
import type { Tx } from '../../db/client';
import { findRemovedTexts } from './children.repository';

/**
 * Text staff edited out of a single (decision 025; decision 51) may not come straight back.
 * The comparison reads the text as the contact detector does (case, width, look-alike letters,
 * invisible characters, accents), letters and digits only, every run of anything else one
 * space: a zero-width character, a Cyrillic а or a change of punctuation is the same text.
 */
export function normalizeText(text: string): string {
  return comparableText(text);
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

const isTermsField = (field: string): field is TermsField =>
  (TERMS_FIELDS as readonly string[]).includes(field);

/** How a field reads for the comparison: a list as a whole, and each of its items alone. */
function readings(value: unknown): string[] {
  const whole = normalizeText(fieldText(value));
  if (!Array.isArray(value)) return [whole];
  const items = value.filter((v): v is string => typeof v === 'string').map(normalizeText);
  return [whole, ...items];
}

/**
 * The fields of an update that bring back text staff edited out of this single, each with the
 * message shown under it (empty when none does). Every field another family reads is held
 * against every removed text, whichever field it was removed from: a sentence edited out of
 * "about" may not come back in a speaker's name. Each removed text is read again from its
 * original (not its stored `normalized`, written by an older reading), so a row kept before the
 * reading changed is held to the same rule. One indexed read (removed_texts_child_idx).
 */
export async function removedTextErrors(
  db: Tx,
  childId: string,
  changes: Record<string, unknown>,
): Promise<Record<string, string>> {
  const fields = Object.keys(changes).filter(
    (field) => isTermsField(field) && changes[field] != null,
  );
  if (fields.length === 0) return {};
  const removed = (await findRemovedTexts(db, childId)).map(({ text }) => normalizeText(text));
  if (removed.length === 0) return {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const values = readings(changes[field]);
    if (removed.some((text) => values.some((value) => bringsBack(value, text)))) {
      errors[field] = CHILD_MESSAGES.removedText;
    }
  }
  return errors;
}
