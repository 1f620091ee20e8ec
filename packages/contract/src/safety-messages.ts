// What the server says about reports, blocks and pausing, without the schemas (and without zod):
// the web's message ids read it (decision 078) on pages that load no schema. safety.ts re-exports it.

export const SAFETY_MESSAGES = {
  reported: 'Thank you. Our team will look at this profile and tell you by e-mail when it is done.',
  /** A repeat of an open report by the same account: the same report answers again. */
  alreadyReported: 'You have already reported this profile. Our team is looking at it.',
  blocked: 'This profile has been blocked. Neither family will see the other any more.',
  unblocked: 'This profile has been unblocked.',
  blocks: 'Blocked profiles.',
  /** 404 on DELETE /block/{id}: not a profile this account blocked. */
  notBlocked: 'You have not blocked this profile.',
  paused: 'Your single is paused: hidden from other families until you resume. Likes are kept.',
  resumed: 'Your single is visible to other families again.',
  exported: 'Your data.',
  profile: 'Must be a profile id',
  reason: 'Choose a reason',
  note: 'The note can be at most 1000 characters',
  pausedFlag: 'Paused must be true or false',
  childId: 'Choose one of your singles',
} as const;
