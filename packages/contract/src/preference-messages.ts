// The preferences' field messages without zod (preferences.ts re-exports them): the web's field
// messages read them to show each in the language chosen, on pages that load no schema.
import { HEIGHT_RANGE, WEIGHT_RANGE } from './child-messages';
import { MIN_AGE } from './constants';

export const MAX_PREFERENCE_AGE = 100;

export const PREFERENCE_MESSAGES = {
  minAge: `Minimum age must be a whole number from ${MIN_AGE} to ${MAX_PREFERENCE_AGE}`,
  maxAge: `Maximum age must be a whole number from ${MIN_AGE} to ${MAX_PREFERENCE_AGE}`,
  ageOrder: 'Maximum age must be the same as or more than the minimum age',
  height: `Height must be between ${HEIGHT_RANGE.min} and ${HEIGHT_RANGE.max} metres`,
  heightOrder: 'Maximum height must be the same as or more than the minimum height',
  weight: `Weight must be between ${WEIGHT_RANGE.min} and ${WEIGHT_RANGE.max} kg`,
  weightOrder: 'Maximum weight must be the same as or more than the minimum weight',
  option: 'Choose values from the list',
  boolean: 'Choose yes, no or no preference',
} as const;

/** The server's answers about preferences (the web shows the first two as toasts). */
export const PREFERENCE_RESULT_MESSAGES = {
  created: 'Preferences saved.',
  updated: 'Preferences updated.',
  none: 'No preferences saved yet.',
  found: 'Preferences.',
  notFound: 'No preferences saved yet for this single. Create them first.',
} as const;
