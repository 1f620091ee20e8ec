/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */

export { createRelationReads } from './likes.relation';
export { endMatchAndTell, releaseSingles } from './likes.release';
export { type LikesSettings, likesSettingsFromDays } from './likes.settings';
export { listOwnSingleIds, lockSingles } from './singles.repository';
