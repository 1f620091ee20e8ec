// The single's own confirmation's answers and refusals (decision 083) without the schemas (and
// without zod): the web's message ids read them (decision 078) on pages that load no schema.
// single-confirmation.ts re-exports them.

/** The answers' and refusals' English (decision 068); their ids are `server.confirmation…`. */
export const CONFIRMATION_MESSAGES = {
  sent: 'We have sent the link. It is valid for 7 days and can be used once.',
  sameAsAccount:
    'The link must go to the single’s own address, not the account’s: only the single can confirm.',
  smsUnavailable:
    'Text messages cannot be sent from this server yet. Send the link by e-mail instead.',
  linkInvalid:
    'This link is not valid, has been used or has expired. Ask your family for a new one.',
  agreed: 'Thank you. Your profile is confirmed.',
  declined: 'Your answer is recorded. The profile is hidden from other families.',
  withdrawn: 'You have withdrawn. The profile is hidden from other families.',
  status: 'The single’s confirmation.',
  view: 'The profile as other families see it.',
  profileChanged:
    'The profile changed while you were reading it. Read it again as it is now, then answer.',
  /** Her standing link changing "ask me before any match" (decision 084). */
  asksSaved: 'Your choice is saved.',
  saidNo:
    'The single said no to being presented. Send a new link from the single’s page: the profile can be shown again once the single agrees.',
} as const;
