// The Terms check (decisions 019 and 067): one detector for every field another family can
// read. The server runs it on create and update; a form may load it lazily. See README.md.
import {
  type ContactFinding,
  TERMS_FIELDS,
  TERMS_MESSAGES,
  type TermsField,
} from '@waliyy/contract/terms';
import { detect } from './detect';

export type { ContactFinding, TermsField };

/** A contact detail found in one text: its kind and span (UTF-16 offsets into the text as given). */
export type Found = Omit<ContactFinding, 'item'>;

/**
 * The first contact detail in `text`, or null. `names`: the single's first and last name and
 * the account holder's first and last name (empty strings are ignored).
 */
export function findContact(text: string, names: readonly string[] = []): Found | null {
  return detect(text, names);
}

export type TermsValues = Partial<
  Record<TermsField, string | readonly string[] | null | undefined>
>;

/** What every Terms field of `values` holds (a list item by item), field by field. */
export function findContactInFields(
  values: TermsValues,
  names: readonly string[],
): Partial<Record<TermsField, ContactFinding>> {
  const found: Partial<Record<TermsField, ContactFinding>> = {};
  for (const field of TERMS_FIELDS) {
    const value = values[field];
    if (value == null) continue;
    if (typeof value === 'string') {
      const hit = detect(value, names);
      if (hit) found[field] = hit;
      continue;
    }
    for (const [item, text] of value.entries()) {
      const hit = detect(text, names);
      if (hit) {
        found[field] = { ...hit, item };
        break;
      }
    }
  }
  return found;
}

/**
 * The 400's parts for `values`: `errors` (field → the kind's message) and `contact` (field →
 * what was found and where). Both empty when every field keeps the Terms.
 */
export function termsErrors(
  values: TermsValues,
  names: readonly string[],
): { errors: Record<string, string>; contact: Record<string, ContactFinding> } {
  const contact = findContactInFields(values, names) as Record<string, ContactFinding>;
  const errors: Record<string, string> = {};
  for (const [field, hit] of Object.entries(contact)) errors[field] = TERMS_MESSAGES[hit.kind];
  return { errors, contact };
}

export { comparableText } from './comparable';
// A detail split across fields or list items, read as the profile page shows them (decision 073).
export { splitTermsErrors } from './split';
