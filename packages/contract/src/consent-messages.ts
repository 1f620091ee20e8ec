// Her consent's answers and refusals (decision 084) without the schemas (and without zod): the
// web's message ids read them (decision 078) on pages that load no schema. consent.ts re-exports them.

/** The answers' and refusals' English (decision 068); their ids are `server.consent…`. */
export const CONSENT_MESSAGES = {
  /** 200 on an acceptance that waits for her (the like stays `pending`, `awaitingHer`). */
  sentToHer: 'Sent to her for her answer. The match is made only if she says yes, within 7 days.',
  /** 409: answering again a like that waits for her. */
  awaitingHer: 'This like is waiting for her answer. It cannot be answered again.',
  /** 400: her link, unknown, spent, voided or past its week. */
  linkInvalid: 'This link has been used or has expired.',
  view: 'The profile your family accepted.',
  agreed: 'Thank you. The match is made, and both families have been told.',
  declined: 'Your answer is recorded. No match is made.',
  /** 409: her yes after either single matched with someone else. */
  matchedElsewhere: 'A match cannot be made now: one of the two is already matched.',
  /** 503: her confirmation went to her phone, and no text can go from this server now. */
  smsUnavailable: 'Her answer cannot be asked by text from this server now. Try again later.',
  /** 409: her yes after the like was withdrawn or ended. */
  closed: 'This like is no longer open, so no match is made.',
} as const;
