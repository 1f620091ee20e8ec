/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */

export * as likesEmails from './likes.emails';
export { createRelationReader } from './likes.relation';
export { releaseSingles } from './likes.release';
export * as likesRepository from './likes.repository';
export { listOwnSingleIds } from './likes.repository';
