// What the server says about recommendations, explore and profile views, without the schemas (and
// without zod): the web's message ids read it (decision 078) on pages that load no schema.
// discovery.ts re-exports it.

export const DISCOVERY_MESSAGES = {
  recommendations: 'Recommendations.',
  explore: 'Profiles.',
  /** Explore without childId for an account with no single: nobody to be shown to. */
  exploreNoSingle: 'Add a single first: explore shows the profiles your singles may be shown.',
  profile: 'Profile.',
  page: 'Page must be a whole number of 1 or more',
  limit: 'Limit must be a whole number of 1 or more',
  childId: 'Choose one of your singles',
  /** `include` names a section a list may add; there is one. */
  include: 'Include may only be "close"',
  /** Another account's single, or one the caller may not see (decision 030). */
  profileNotFound: 'We could not find that profile.',
  /** The page asked for lies beyond what explore pages through (keyset window). */
  pageTooDeep: 'That page is too far in. Narrow the list or start from the first page.',
} as const;
