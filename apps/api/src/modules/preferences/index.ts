/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */
export { preferenceFromRow, valuesFromBody } from './preferences.mapper';
/** @internal `bench/discovery-explain.ts` and its test read a single's preference (decision 081). */
export { findPreference } from './preferences.repository';
