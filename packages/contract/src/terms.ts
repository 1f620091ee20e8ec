import { z } from 'zod';

// The Terms (product.md §5): "no personal names, emails or phone numbers allowed on the platform" —
// nor links or social handles; contact passes only through a match (decisions 027, 050, 067). The
// check itself is @waliyy/contact-detector, run by the server on every field below; this module
// holds what both sides of the wire share: the kinds, their messages and the 400's details.

/** What the detector finds. */
export const CONTACT_KINDS = ['phone', 'email', 'link', 'handle', 'name'] as const;
export const ContactKind = z.enum(CONTACT_KINDS);
export type ContactKind = z.infer<typeof ContactKind>;

export { TERMS_MESSAGES } from './terms-messages';

/**
 * Every field another family can read that a family writes freely (not chosen from a list), by
 * wire name. `terms-fields.test.ts` derives the readable fields from the public projection and
 * the card and fails when a free-text one is missing here.
 */
export const TERMS_FIELDS = [
  'about',
  'aboutEducationAndJob',
  'aboutDressing',
  'descriptionOfIslamicPractice',
  'professionalPlans',
  'relocationPlans',
  'islamicOrganizationName',
  'speakersListenedTo',
  'profession',
  'state',
  'lga',
  'startedPracticingIn',
  'mixedEthnicityDescription',
] as const;
export type TermsField = (typeof TERMS_FIELDS)[number];

/**
 * What was found in one field, in the 400's `contact[field]`: the kind and the span of the text
 * as sent (UTF-16 offsets, `end` exclusive, so `value.slice(start, end) === text`); `item` is the
 * index in a list field (`speakersListenedTo`).
 */
export const ContactFinding = z.object({
  kind: ContactKind,
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
  item: z.number().int().nonnegative().optional(),
});
export type ContactFinding = z.infer<typeof ContactFinding>;
