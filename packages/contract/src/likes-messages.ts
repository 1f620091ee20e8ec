// What the server says about likes and matches, and the match's guidance, without the schemas
// (and without zod): the web's message ids read them (decision 078) on pages that load no schema.
// likes.ts re-exports them.

/** What the server says (product.md §4 no-plan warnings are exact; the rest are ours). */
export const LIKES_MESSAGES = {
  /** 403 PLAN_REQUIRED on like, accept, reject, the lists, the match and cancelling it. */
  planRequired: 'No current plan. Upgrade to like suitors',
  /** 403 PLAN_REQUIRED on unlike. */
  planRequiredUnlike: 'No current plan. Upgrade to unlike suitors',
  liked: 'Your interest has been sent. The family will be told by e-mail.',
  accepted: 'You have a match, alhamdulillah.',
  rejected: 'You have declined this interest.',
  unliked: 'Your interest has been withdrawn.',
  matchCancelled: 'The match has been cancelled.',
  likes: 'Likes.',
  match: 'Your match.',
  noMatch: 'No matched profile found.',
  interest: 'Interest.',
  /** 404: not a like received by this single (or no like at all). */
  likeNotFound: 'We could not find that like.',
  /** 404: no live like from this single to that profile. */
  noLiveLike: 'Your single has not liked this profile.',
  /** 404: not an active match of this single. */
  matchNotFound: 'We could not find that match.',
  /** 409 CONFLICT: the like was withdrawn, expired or ended before the answer came. */
  likeClosed: 'This like is no longer open.',
  /** 409 CONFLICT: rejecting a like that has become a match. */
  likeAlreadyAccepted: 'This like has already been accepted. Cancel the match instead.',
  /** 409 CONFLICT: accepting a like already declined. */
  likeAlreadyRejected: 'This like has already been declined.',
  /** 409 CONFLICT: the other family declined this single's interest before (final). */
  declinedBefore:
    'This family declined your interest before, so you cannot like this profile again.',
  /** 409 CONFLICT: liking from a single that is paused (hidden from other families). */
  pausedSingle: 'Your single is paused. Resume the profile in Settings to show interest.',
  /** 409 CONFLICT: unlike of a like that became a match. */
  unlikeMatched: 'You are matched with this profile. Cancel the match instead.',
  /** 409 ALREADY_MATCHED: the caller's single has an active match. */
  selfMatched:
    'Your single is already matched. A single can have one match at a time: cancel that match first.',
  /** 409 ALREADY_MATCHED: the other single has matched with someone else meanwhile. */
  otherMatched:
    'This single has already matched with someone else, so this like cannot be accepted now.',
  reaction: "Reaction must be 'accept' or 'reject'",
  action: "Action must be 'confirm'",
  type: "Type must be 'given' or 'received'",
  id: 'Must be an id',
} as const;

/**
 * What the match view says under the card (product.md §1, decision 028): the next step for each
 * side and whose contact the match released (her wali's when she names one, else her guardian's:
 * decisions 028, 061). The man's side reads it under the contact itself, so it points to "these
 * details", not to a place on the page.
 */
export const MATCH_GUIDANCE = {
  man: "Contact her guardian first, using these details. Meetings should then be supervised by her guardian, and the nikah follows through your local mosque's process.",
  manWali:
    "Contact her wali first, using these details. Meetings should then be supervised by her wali, and the nikah follows through your local mosque's process.",
  woman:
    "Your contact as her guardian has been shared with him, and he will be in touch with you. Meetings should be supervised, and the nikah follows through your local mosque's process.",
  womanWali:
    "The contact of the wali named in her profile has been shared with him, and he will be in touch with the wali. Meetings should be supervised, and the nikah follows through your local mosque's process.",
} as const;

/** The guidance for one side of a match. */
export const matchGuidance = (side: 'man' | 'woman', isWali: boolean): string =>
  MATCH_GUIDANCE[isWali ? (`${side}Wali` as const) : side];
