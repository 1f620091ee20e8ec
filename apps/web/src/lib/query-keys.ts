// Key factories of the server data that one feature reads and others refresh: a like changes
// the likes lists, the match, the profile shown and the interest count; a block changes the
// blocked list and the profile. They live below the features (like discovery-keys.ts) so that
// no feature imports another's internals or forms an import cycle; each feature's api.ts
// re-exports its own. Invalidate with these, never a raw key.

export const likesKeys = {
  all: ['likes'] as const,
  list: (childId: string, type: 'given' | 'received') => ['likes', childId, type] as const,
};

export const matchKeys = {
  all: ['match'] as const,
  of: (childId: string) => ['match', childId] as const,
};

export const publicProfileKeys = {
  all: ['public-profile'] as const,
  of: (id: string, childId: string | null) => ['public-profile', id, childId ?? ''] as const,
};

export const blocksKeys = { all: ['blocks'] as const };

/** Whether anyone liked the account's singles (the upgrade page's nudge). */
export const interestKeys = { all: ['interest'] as const };

/** A single's own confirmation (decision 083): a profile edit may change it (asked again). */
export const confirmationKeys = {
  of: (childId: string) => ['single-confirmation', childId] as const,
};
