/** A woman's wali on her single's profile: the fields, why the forms ask, and the rule. */
import { CHILD_MESSAGES } from './child-messages';

/**
 * A woman's wali (decision 061) and a man's openness to a polygynous marriage: optional, on
 * create and update. The wali's contact is validated like the account's own and is private:
 * only the single's own account reads it, and a match releases it to the man's account alone.
 * Not a Terms field: it is meant to be a contact, and no other family reads it before a match.
 */
export const WALI_FIELDS = ['waliName', 'waliEmail', 'waliPhoneNumber'] as const;
export type WaliField = (typeof WALI_FIELDS)[number];

/**
 * A wali is reachable or not named at all: a phone alone or a name alone would leave the man's
 * side with half a contact, so any wali field asks for his name and e-mail (the phone is
 * optional, as in the original client).
 */
export function waliErrors(
  wali: Partial<Record<WaliField, string | null>>,
): Record<string, string> {
  if (WALI_FIELDS.every((field) => wali[field] == null)) return {};
  const errors: Record<string, string> = {};
  if (wali.waliName == null) errors.waliName = CHILD_MESSAGES.waliNameRequired;
  if (wali.waliEmail == null) errors.waliEmail = CHILD_MESSAGES.waliEmailRequired;
  return errors;
}
