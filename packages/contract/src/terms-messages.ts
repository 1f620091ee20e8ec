// The Terms' field messages without zod (terms.ts re-exports them): the web's field messages
// read them to show each in the language chosen, on pages that load no schema.

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
