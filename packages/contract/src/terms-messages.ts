// The Terms' field messages without zod (terms.ts re-exports them): the web's field messages
// read them to show each in the language chosen, on pages that load no schema.
import { FREE_TEXT_NAMES, perField } from './free-text-fields';

/** What the contact detector finds (terms.ts's ContactKind). */
type ContactKind = 'phone' | 'email' | 'link' | 'handle' | 'name';

/** The field's message for each kind, in `errors[field]` of the 400. */
export const TERMS_MESSAGES = {
  phone: 'Phone numbers are not allowed here. Contact details are shared only after a match.',
  email: 'E-mail addresses are not allowed here. Contact details are shared only after a match.',
  link: 'Links and web addresses are not allowed here. Contact details are shared only after a match.',
  handle:
    'Social media handles, and invitations to write elsewhere, are not allowed here. Contact details are shared only after a match.',
  name: 'Names are not allowed here: profiles are shown without names, to keep the single private.',
} as const satisfies Record<ContactKind, string>;

/**
 * The field's message when a contact detail is split across fields (decision 073): each field that
 * holds a part gets it, and `contact[field].parts` says which fields together.
 */
export const TERMS_SPLIT_MESSAGES = {
  phone:
    'Read together with the other marked fields, this makes a phone number. Contact details are shared only after a match.',
  email:
    'Read together with the other marked fields, this makes an e-mail address. Contact details are shared only after a match.',
  link: 'Read together with the other marked fields, this makes a link or web address. Contact details are shared only after a match.',
  handle:
    'Read together with the other marked fields, this makes a social media handle. Contact details are shared only after a match.',
} as const satisfies Record<Exclude<ContactKind, 'name'>, string>;

/** The Terms fields as the profile page names them, for the split message (English, as `message`). */
export const TERMS_FIELD_LABELS = perField(FREE_TEXT_NAMES, (spec) => spec.names.page);

const KIND_WORDS = {
  phone: 'a phone number',
  email: 'an e-mail address',
  link: 'a link or web address',
  handle: 'a social media handle',
} as const;

/** The 400's `message` for a split detail: which fields, read together, make what. */
export function splitContactMessage(
  kind: keyof typeof KIND_WORDS,
  fields: readonly (keyof typeof TERMS_FIELD_LABELS)[],
): string {
  const names = fields.map((field) => TERMS_FIELD_LABELS[field]);
  const listed =
    names.length === 1
      ? `The items of ${names[0]}`
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${listed}, read together, make ${KIND_WORDS[kind]}. Contact details are shared only after a match.`;
}
