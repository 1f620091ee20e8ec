const DAY_MS = 86_400_000;

/** Timings of a like's life; tests shorten or fix them (decision 053). */
export type LikesSettings = {
  /** A pending like is reminded to the receiving account once, this long after it was sent. */
  reminderAfterMs: number;
  /** A pending like still unanswered this long after it was sent expires. */
  expiresAfterMs: number;
  /** Likes per claim of the reminder and expiry job. */
  batch: number;
};

export const DEFAULT_LIKES_SETTINGS: LikesSettings = {
  reminderAfterMs: 7 * DAY_MS,
  expiresAfterMs: 14 * DAY_MS,
  batch: 50,
};

/** The settings for LIKE_REMINDER_DAYS and LIKE_EXPIRY_DAYS (config.ts checks their order). */
export const likesSettingsFromDays = (reminderDays: number, expiryDays: number): LikesSettings => ({
  ...DEFAULT_LIKES_SETTINGS,
  reminderAfterMs: reminderDays * DAY_MS,
  expiresAfterMs: expiryDays * DAY_MS,
});
