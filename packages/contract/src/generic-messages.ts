// The generic messages without zod (errors.ts re-exports them): the web's message ids read them
// on pages that load no schema (decision 078).

/** Messages that are safe to show a user, used when there is nothing more specific to say. */
export const GENERIC_MESSAGES = {
  INTERNAL: 'Something went wrong on our side. Please try again in a moment.',
  NOT_FOUND: 'Not found.',
  VALIDATION: 'Please check the highlighted fields.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  PAYLOAD_TOO_LARGE: 'That request is too large.',
} as const;
