import { z } from 'zod';
import { FREE_TEXT_NAMES, type FreeTextField } from './free-text-fields';

// The Terms (product.md §5): "no personal names, emails or phone numbers allowed on the platform" —
// nor links or social handles; contact passes only through a match (decisions 027, 050, 067). The
// check itself is @waliyy/contact-detector, run by the server on every field below; this module
// holds what both sides of the wire share: the kinds, their messages and the 400's details.

/** What the detector finds. */
export const CONTACT_KINDS = ['phone', 'email', 'link', 'handle', 'name'] as const;
export const ContactKind = z.enum(CONTACT_KINDS);
export type ContactKind = z.infer<typeof ContactKind>;

export {
  splitContactMessage,
  TERMS_MESSAGES,
  TERMS_SPLIT_MESSAGES,
} from './terms-messages';

/**
 * Every field another family can read that a family writes freely (not chosen from a list), by
 * wire name: every entry of FREE_TEXT_FIELDS, in its order (decision 079). `terms-fields.test.ts`
 * derives the readable fields from the public projection and the card and fails when a
 * free-text one is missing here.
 */
export const TERMS_FIELDS = FREE_TEXT_NAMES as [FreeTextField, ...FreeTextField[]];
export type TermsField = (typeof TERMS_FIELDS)[number];

/**
 * One field's part of a contact detail split across fields or list items (decision 073): the span
 * of the text as sent, as in a finding, and the field (and list item) it is in.
 */
export const ContactPart = z.object({
  field: z.enum(TERMS_FIELDS),
  item: z.number().int().nonnegative().optional(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
});
export type ContactPart = z.infer<typeof ContactPart>;

/**
 * What was found in one field, in the 400's `contact[field]`: the kind and the span of the text
 * as sent (UTF-16 offsets, `end` exclusive, so `value.slice(start, end) === text`); `item` is the
 * index in a list field (`speakersListenedTo`). `parts`, when the detail is split across fields
 * or list items and only read together makes one: every part in reading order (this field's
 * first part is the finding's own span).
 */
export const ContactFinding = z.object({
  kind: ContactKind,
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
  item: z.number().int().nonnegative().optional(),
  parts: z.array(ContactPart).optional(),
});
export type ContactFinding = z.infer<typeof ContactFinding>;
